import { Ban, LoaderCircle, Save, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventStatus } from '@core/schemas/events';
import { Button } from '@web/components/ui/Button';

export type SaveIntent = 'draft' | 'publish';

type EventFormActionsProps = {
  /** Null for a new event. */
  status: EventStatus | null;
  saving: SaveIntent | null;
  /** Unsaved changes: said next to the buttons. */
  dirty: boolean;
  statusBusy: boolean;
  onSave: (intent: SaveIntent) => void;
  onCancelEvent: () => void;
  onTrash: () => void;
};

/**
 * The sticky action bar: 'Opslaan als concept' and 'Publiceren' for new and draft events, 'Opslaan' for
 * events already out; for existing events also 'Annuleren (evenement)' and 'Naar prullenbak'.
 */
export const EventFormActions = ({
  status,
  saving,
  dirty,
  statusBusy,
  onSave,
  onCancelEvent,
  onTrash,
}: EventFormActionsProps) => {
  const { t } = useTranslation('eventAdmin');
  const busy = saving !== null || statusBusy;
  const draftLike = status === null || status === 'draft';
  const canPublish = draftLike || status === 'cancelled';
  const spinner = (intent: SaveIntent) =>
    saving === intent ? <LoaderCircle aria-hidden className="animate-spin" /> : null;
  return (
    <div className="sticky bottom-16 z-30 -mx-1 mt-6 rounded-2xl border border-line bg-white/95 p-3 shadow-[var(--shadow-lift)] backdrop-blur sm:bottom-3">
      <div className="flex flex-wrap items-center gap-2">
        {status !== null ? (
          <div className="flex w-full flex-wrap gap-1 sm:mr-auto sm:w-auto">
            {status === 'published' ? (
              <Button
                variant="ghost"
                size="sm"
                className="px-2.5"
                disabled={busy}
                onClick={onCancelEvent}
                data-testid="editor-cancel-event"
              >
                <Ban aria-hidden />
                {t('actions.cancel.label')}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              className="px-2.5"
              disabled={busy}
              onClick={onTrash}
              data-testid="editor-trash-event"
            >
              <Trash2 aria-hidden />
              <span className="max-sm:sr-only">{t('actions.trash.label')}</span>
            </Button>
          </div>
        ) : null}
        <div className="flex flex-1 flex-wrap items-center justify-end gap-2">
          {dirty ? (
            <span
              className="w-full text-right text-xs text-ink-muted sm:w-auto"
              data-testid="unsaved-indicator"
            >
              {t('form.unsaved')}
            </span>
          ) : null}
          <Button
            type="submit"
            variant={canPublish ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              onSave('draft');
            }}
            data-testid="save-event"
            className="flex-1 sm:flex-none"
          >
            {spinner('draft') ?? <Save aria-hidden />}
            {draftLike ? t('form.saveDraft') : t('form.saveChanges')}
          </Button>
          {canPublish ? (
            <Button
              disabled={busy}
              onClick={() => onSave('publish')}
              data-testid="publish-event"
              className="flex-1 sm:flex-none"
            >
              {spinner('publish') ?? <Send aria-hidden />}
              {t('form.publish')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
};
