import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { MESSAGE_MAX_LENGTH } from '@core/domain/notifications';
import { type ConversationTarget, MessageContent } from '@core/schemas/messages';
import { Button, type ButtonProps } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { Field } from '@web/components/ui/Field';
import { Textarea } from '@web/components/ui/Textarea';
import { useSession } from '@web/features/accounts';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { useStartConversation } from './queries';

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

/** 'Stuur een bericht': a dialog that starts the conversation and then leads to it; visitors go to login. */
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
  const navigate = useNavigate();
  const start = useStartConversation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
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
  const submit = () => {
    const parsed = MessageContent.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('composer.invalid'));
      return;
    }
    setError(null);
    start.mutate(
      { to, content: parsed.data },
      {
        onSuccess: (started) => {
          setOpen(false);
          setText('');
          void navigate(`/dashboard/berichten?gesprek=${started.conversation.id}`);
        },
        onError: (e) => setError(apiErrorMessage(e, t)),
      },
    );
  };
  const fieldId = `start-${to.kind}`;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={() => setOpen(true)}
        data-testid="start-conversation"
      >
        {label}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('start.title', { name })}
        description={t('start.description')}
        closeLabel={t('close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button
              onClick={submit}
              disabled={start.isPending || text.trim() === ''}
              data-testid="start-send"
            >
              {start.isPending ? t('composer.sending') : t('start.send')}
            </Button>
          </>
        }
      >
        <Field id={fieldId} label={t('start.label')} error={error ?? undefined}>
          <Textarea
            id={fieldId}
            value={text}
            maxLength={MESSAGE_MAX_LENGTH}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            className="min-h-32"
            data-testid="start-input"
          />
        </Field>
      </Dialog>
    </>
  );
};
