import { MessageCircle } from 'lucide-react';
import { type KeyboardEvent, lazy, type MouseEvent, useEffect, useState } from 'react';
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
 * the session (it never reads the cookie). It stays one and the same `<a>` element when the session becomes known
 * (a member's gets `role="button"` and opens the dialog): swapping it for a `<button>` could land between the
 * pointer going down and up, and the press was lost. A press before the session is known waits for it, then
 * opens the dialog for a member or goes on to login for a visitor.
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
  const early = pressedEarly && !isLoading ? (isSignedIn ? 'member' : 'visitor') : null;
  if (early === 'member') {
    // Adjusting state while rendering (not in an effect): the dialog opens in this same render.
    setPressedEarly(false);
    setPressed(true);
    setOpen(true);
  }
  useEffect(() => {
    if (early === 'visitor') void navigate(loginHref);
  }, [early, navigate, loginHref]);
  if (ownerId && user?.id === ownerId) return null;
  const press = (event: MouseEvent | KeyboardEvent) => {
    if (!isSignedIn && !isLoading) return; // a visitor follows the link to login
    event.preventDefault();
    if (isLoading) {
      setPressedEarly(true);
      return;
    }
    setPressed(true);
    setOpen(true);
  };
  // A member's link acts as a button, so Space presses it too.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === ' ' && isSignedIn) press(event);
  };
  return (
    <>
      <Button asChild variant={variant} size={size} className={className}>
        <Link
          to={loginHref}
          onClick={press}
          onKeyDown={onKeyDown}
          role={isSignedIn ? 'button' : undefined}
          aria-haspopup={isSignedIn ? 'dialog' : undefined}
          data-testid="start-conversation"
        >
          <MessageCircle aria-hidden className="size-4" />
          {t('start.button')}
        </Link>
      </Button>
      {pressed ? (
        <LazyBoundary fallback={null}>
          <StartConversationDialog to={to} name={name} open={open} onOpenChange={setOpen} />
        </LazyBoundary>
      ) : null}
    </>
  );
};
