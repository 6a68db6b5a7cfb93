import { MessageCircle } from 'lucide-react';
import { lazy, type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
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
 * The dialog's code loads on the first press. A server-rendered page shows the login link until the browser knows
 * the session (it never reads the cookie); a press in that moment waits for the session and then opens the
 * dialog for a member, or goes on to login for a visitor.
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
  const { user, isSignedIn, isLoading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [pressedEarly, setPressedEarly] = useState(false);
  const loginHref = `/auth/login?from=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  // A press before the session was known: once it is, a visitor goes on to login and a member gets the dialog. The
  // dialog opens a task later, after the login link has become the button: opened in the same render, it saw the
  // focused link disappear as focus leaving it and closed at once.
  const early = pressedEarly && !isLoading ? (isSignedIn ? 'member' : 'visitor') : null;
  useEffect(() => {
    if (early === 'visitor') {
      void navigate(loginHref);
      return;
    }
    if (early !== 'member') return;
    const timer = setTimeout(() => {
      setPressedEarly(false);
      setPressed(true);
      setOpen(true);
    }, 0);
    return () => clearTimeout(timer);
  }, [early, navigate, loginHref]);
  if (ownerId && user?.id === ownerId) return null;
  const label = (
    <>
      <MessageCircle aria-hidden className="size-4" />
      {t('start.button')}
    </>
  );
  if (!isSignedIn) {
    const onClick = (event: MouseEvent) => {
      if (!isLoading) return;
      event.preventDefault();
      setPressedEarly(true);
    };
    return (
      <Button asChild variant={variant} size={size} className={className}>
        <Link to={loginHref} onClick={onClick} data-testid="start-conversation">
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
