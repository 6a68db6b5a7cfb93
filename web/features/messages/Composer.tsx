import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@core/domain/notifications';
import { MessageContent } from '@core/schemas/messages';
import { Button } from '@web/components/ui/Button';
import { Textarea } from '@web/components/ui/Textarea';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { cn } from '@web/lib/cn';

type Props = {
  id: string;
  disabledReason: string | null;
  sending: boolean;
  onSend: (content: string) => Promise<unknown>;
  autoFocus?: boolean;
};

/** Enter sends, Shift+Enter makes a new line; a counter near the limit; the text stays when sending fails. */
export const Composer = ({ id, disabledReason, sending, onSend, autoFocus }: Props) => {
  const { t } = useTranslation('messages');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const left = MESSAGE_MAX_LENGTH - text.length;

  const submit = async () => {
    if (sending || disabledReason) return;
    const parsed = MessageContent.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('composer.invalid'));
      return;
    }
    setError(null);
    try {
      await onSend(parsed.data);
      setText('');
    } catch (e) {
      setError(apiErrorMessage(e, t));
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  if (disabledReason)
    return (
      <p className="border-t border-line px-4 py-4 text-sm text-ink-soft" data-testid="composer-disabled">
        {disabledReason}
      </p>
    );
  return (
    <form
      className="border-t border-line bg-white px-3 py-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('composer.label')}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          value={text}
          autoFocus={autoFocus}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t('composer.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="max-h-40 min-h-12 flex-1 resize-y"
          data-testid="composer-input"
        />
        <Button type="submit" disabled={sending || text.trim() === ''} aria-label={t('composer.send')}>
          <SendHorizontal aria-hidden className="size-4" />
          <span className="hidden sm:inline">{sending ? t('composer.sending') : t('composer.send')}</span>
        </Button>
      </div>
      <div className="mt-1 flex justify-between gap-2 text-xs text-ink-soft">
        <span id={`${id}-hint`} className="max-sm:sr-only">
          {t('composer.hint')}
        </span>
        <span aria-live="polite" className={cn(left < 100 && 'font-semibold text-clay-700')}>
          {t('composer.left', { count: left })}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-clay-700">
          {error}
        </p>
      ) : null}
    </form>
  );
};
