import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_EVENT_ACTIONS, type AdminEventAction } from '@core/schemas/adminEvents';
import { Button } from '@web/components/ui/Button';
import { Dialog } from '@web/components/ui/Dialog';

/** Actions that take something away from the public: asked once more. */
const CONFIRMED: ReadonlySet<AdminEventAction> = new Set(['cancel', 'trash']);

type BulkActionBarProps = {
  count: number;
  busy: AdminEventAction | null;
  onAction: (action: AdminEventAction) => void;
  onClear: () => void;
};

/** The bulk actions on the selected rows; cancel and trash ask for a confirmation first. */
export const BulkActionBar = ({ count, busy, onAction, onClear }: BulkActionBarProps) => {
  const { t } = useTranslation('adminEvents');
  const [confirming, setConfirming] = useState<AdminEventAction | null>(null);
  const disabled = count === 0 || busy !== null;

  const handleAction = (action: AdminEventAction) => {
    if (CONFIRMED.has(action)) setConfirming(action);
    else onAction(action);
  };

  return (
    <div
      className="z-10 mb-4 sm:sticky sm:top-16 rounded-2xl border border-line bg-white/95 p-3 shadow-sm backdrop-blur"
      role="toolbar"
      aria-label={t('bulk.label')}
      data-testid="admin-events-bulk"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium text-ink" aria-live="polite">
          {count > 0 ? t('bulk.selected', { count }) : t('bulk.none')}
        </p>
        {count > 0 ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('bulk.clear')}
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {ADMIN_EVENT_ACTIONS.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={CONFIRMED.has(action) ? 'accent' : 'secondary'}
            disabled={disabled}
            onClick={() => handleAction(action)}
            data-testid={`bulk-${action}`}
          >
            {busy === action ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            {t(`actions.${action}`)}
          </Button>
        ))}
      </div>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming ? t(`bulk.confirm.${confirming}.title`, { count }) : ''}
        description={confirming ? t(`bulk.confirm.${confirming}.text`, { count }) : ''}
        closeLabel={t('bulk.close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {t('bulk.back')}
            </Button>
            <Button
              variant="accent"
              data-testid="bulk-confirm"
              onClick={() => {
                if (confirming) onAction(confirming);
                setConfirming(null);
              }}
            >
              {confirming ? t(`actions.${confirming}`) : ''}
            </Button>
          </>
        }
      />
    </div>
  );
};
