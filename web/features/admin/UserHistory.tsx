import { useTranslation } from 'react-i18next';
import type { AdminAuditEntryDto } from '@core/schemas/admin';
import { Card, CardBody } from '@web/components/ui/Card';
import { formatDateTime } from './formatDateTime';

/** The latest admin actions on this account or profile (audit log). */
export const UserHistory = ({
  entries,
  title,
  empty,
}: {
  entries: readonly AdminAuditEntryDto[];
  /** Other admin screens (a profile's history) name the card themselves. */
  title?: string;
  empty?: string;
}) => {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card>
      <CardBody>
        <h2 className="font-display text-xl font-semibold">{title ?? t('user.history')}</h2>
        {entries.length === 0 ? (
          <p className="mt-3 text-ink-soft">{empty ?? t('user.historyEmpty')}</p>
        ) : (
          <ol className="mt-3 space-y-3" data-testid="user-history">
            {entries.map((entry) => (
              <li key={entry.id} className="border-l-2 border-forest-200 pl-3">
                <p className="font-medium text-ink">
                  {t(`user.action.${entry.action}`, { defaultValue: entry.action })}
                  {entry.actorName ? (
                    <span className="font-normal text-ink-soft">
                      {' '}
                      {t('user.historyBy', { name: entry.actorName })}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-ink-muted">{formatDateTime(entry.createdAt, i18n.language)}</p>
                {entry.reason ? (
                  <p className="text-sm break-words text-ink-soft">
                    {t('user.reason', { reason: entry.reason })}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
};
