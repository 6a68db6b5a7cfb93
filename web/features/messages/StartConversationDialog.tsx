import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MESSAGE_MAX_LENGTH } from '@core/domain/notifications';
import { type ConversationTarget, MessageContent } from '@core/schemas/messages';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';
import { Field } from '@web/components/ui/Field';
import { Textarea } from '@web/components/ui/Textarea';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { useStartConversation } from './queries';

type StartConversationDialogProps = {
  to: ConversationTarget;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The first message to someone, loaded on the first press of 'Stuur een bericht' (StartConversationButton):
 * the dialog primitives and the zod rule of a message stay out of the profile and event pages' first download.
 */
export const StartConversationDialog = ({ to, name, open, onOpenChange }: StartConversationDialogProps) => {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const start = useStartConversation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
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
          onOpenChange(false);
          setText('');
          void navigate(`/dashboard/berichten?gesprek=${started.conversation.id}`);
        },
        onError: (e) => setError(apiErrorMessage(e, t)),
      },
    );
  };
  const fieldId = `start-${to.kind}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('start.title', { name })}
      description={t('start.description')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} disabled={start.isPending || text.trim() === ''} data-testid="start-send">
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
  );
};
