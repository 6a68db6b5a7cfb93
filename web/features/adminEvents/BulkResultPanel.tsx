import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminEventBulkResponse } from '@core/schemas/adminEvents';
import { Button } from '@web/components/ui/Button';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { ApiError } from '@web/lib/api';

type BulkResultPanelProps = { result: AdminEventBulkResponse; onClose: () => void };

/** What a bulk action did: how many succeeded, and per refused event why (Dutch text of its code). */
export const BulkResultPanel = ({ result, onClose }: BulkResultPanelProps) => {
  const { t } = useTranslation('adminEvents');
  const refused = result.results.filter((r) => !r.ok);
  const reason = (code: string | null, message: string | null) =>
    apiErrorMessage(new ApiError({ code: code ?? 'unknown', status: 409, message: message ?? '' }), t);
  return (
    <section
      className={
        refused.length > 0
          ? 'mb-4 rounded-2xl border border-clay-300 bg-clay-50/60 p-4'
          : 'mb-4 rounded-2xl border border-forest-200 bg-forest-50 p-4'
      }
      role="status"
      data-testid="admin-events-bulk-result"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="flex items-center gap-2 font-medium text-ink">
          {refused.length > 0 ? (
            <TriangleAlert aria-hidden className="size-4 shrink-0 text-clay-700" />
          ) : (
            <CircleCheck aria-hidden className="size-4 shrink-0 text-forest-700" />
          )}
          {t('result.summary', {
            action: t(`actions.${result.action}`),
            succeeded: result.succeeded,
            refused: result.refused,
          })}
        </p>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('result.close')}
        </Button>
      </div>
      {refused.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm text-ink-soft">
          {refused.map((r) => (
            <li key={r.id} className="break-words">
              <span className="font-medium text-ink">{r.title ?? t('result.unknownEvent')}</span>:{' '}
              {reason(r.code, r.message)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
};
