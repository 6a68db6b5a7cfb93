import { useTranslation } from 'react-i18next';
import type { AdminEventHistoryEntry } from '@core/schemas/adminEvents';
import { Card, CardBody } from '@web/components/ui/Card';
import { formatDateTime } from '@web/features/admin';

/** A value of before/after in words: statuses and yes/no by their label, anything else as it is. */
const useValueLabel = () => {
  const { t } = useTranslation('adminEvents');
  return (value: string) => t(`history.value.${value}`, { defaultValue: value });
};

/** The full history of an event: every admin action with before → after, and when it was made and published. */
export const AdminEventHistory = ({ entries }: { entries: readonly AdminEventHistoryEntry[] }) => {
  const { t, i18n } = useTranslation('adminEvents');
  const label = useValueLabel();
  return (
    <Card>
      <CardBody>
        <h2 className="font-display text-xl font-semibold">{t('history.title')}</h2>
        <ol className="mt-3 space-y-3" data-testid="admin-event-history">
          {entries.map((entry) => (
            <li key={entry.id} className="border-l-2 border-forest-200 pl-3" data-action={entry.action}>
              <p className="font-medium text-ink">
                {t(`history.action.${entry.action}`, { defaultValue: entry.action })}
                {entry.actorName ? (
                  <span className="font-normal text-ink-soft">
                    {' '}
                    {t('history.by', { name: entry.actorName })}
                  </span>
                ) : null}
              </p>
              {entry.before !== null || entry.after !== null ? (
                <p className="text-sm text-ink-soft">
                  {t('history.change', {
                    before: entry.before === null ? '—' : label(entry.before),
                    after: entry.after === null ? '—' : label(entry.after),
                  })}
                </p>
              ) : null}
              <p className="text-sm text-ink-muted">{formatDateTime(entry.createdAt, i18n.language)}</p>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
};
