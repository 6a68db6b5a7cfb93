import { MessageCircle } from 'lucide-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ConversationTarget } from '@core/schemas/messages';
import { Button, type ButtonProps } from '@web/components/ui/Button';
import { useSession } from '@web/features/accounts';
import { LazyBoundary } from '@web/lib/LazyBoundary';

const StartConversationDialog = lazy(() =>
  import('./StartConversationDialog').then((m) => ({ default: m.StartConversationDialog })),
);

type Props = {
  to: ConversationTarget;
  /** Who answers (shown in the dialog title), e.g. the organisation's name. */
  name: string;
  /** The member who would receive it: the button hides on your own profile or event. */
  ownerId?: string | null;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
};

/**
 * 'Stuur een bericht': a dialog that starts the conversation and then leads to it; visitors go to login.
 * The dialog's code loads on the first press.
 */
export const StartConversationButton = ({
  to,
  name,
  ownerId,
  variant = 'secondary',
  size,
  className,
}: Props) => {
  const { t } = useTranslation('messages');
  const { user, isSignedIn } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  if (ownerId && user?.id === ownerId) return null;
  const label = (
    <>
      <MessageCircle aria-hidden className="size-4" />
      {t('start.button')}
    </>
  );
  if (!isSignedIn) {
    const from = `${location.pathname}${location.search}`;
    return (
      <Button asChild variant={variant} size={size} className={className}>
        <Link to={`/auth/login?from=${encodeURIComponent(from)}`} data-testid="start-conversation">
          {label}
        </Link>
      </Button>
    );
  }
  const handleOpen = () => {
    setPressed(true);
    setOpen(true);
  };
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={handleOpen}
        data-testid="start-conversation"
      >
        {label}
      </Button>
      {pressed ? (
        <LazyBoundary fallback={null}>
          <StartConversationDialog to={to} name={name} open={open} onOpenChange={setOpen} />
        </LazyBoundary>
      ) : null}
    </>
  );
};
