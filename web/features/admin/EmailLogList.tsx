import { useTranslation } from 'react-i18next';
import type { EmailLogDto } from '@core/schemas/admin';
import { cn } from '@web/lib/cn';
import { EmailStatusBadge } from './EmailStatusBadge';
import { formatDateTime } from './formatDateTime';

type EmailLogListProps = { items: readonly EmailLogDto[]; selectedId: string; onOpen: (id: string) => void };

const headClass = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase';

/** The log as a table on wide screens and as stacked rows on a phone; a row opens the message. */
export const EmailLogList = ({ items, selectedId, onOpen }: EmailLogListProps) => {
  const { t, i18n } = useTranslation('admin');
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white">
      <table className="w-full table-fixed border-collapse text-sm" aria-label={t('emailLogs.listLabel')}>
        <thead className="hidden border-b border-line bg-sand-50 md:table-header-group">
          <tr>
            <th scope="col" className={cn(headClass, 'w-40')}>
              {t('emailLogs.columns.time')}
            </th>
            <th scope="col" className={headClass}>
              {t('emailLogs.columns.to')}
            </th>
            <th scope="col" className={headClass}>
              {t('emailLogs.columns.subject')}
            </th>
            <th scope="col" className={cn(headClass, 'w-36')}>
              {t('emailLogs.columns.kind')}
            </th>
            <th scope="col" className={cn(headClass, 'w-28')}>
              {t('emailLogs.columns.status')}
            </th>
            <th scope="col" className={cn(headClass, 'w-32')}>
              {t('emailLogs.columns.transport')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => (
            <tr
              key={item.id}
              data-testid="email-log-row"
              className={cn(
                'grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-3 md:table-row md:p-0',
                item.id === selectedId ? 'bg-forest-50' : 'hover:bg-sand-50',
              )}
            >
              <td className="col-start-1 row-start-1 text-xs text-ink-muted md:px-4 md:py-3 md:text-sm md:text-ink-soft">
                {formatDateTime(item.createdAt, i18n.language)}
              </td>
              <td
                title={item.to}
                className="col-span-2 col-start-1 row-start-2 truncate text-ink-soft md:px-4 md:py-3"
              >
                {item.to}
              </td>
              <td className="col-span-2 col-start-1 row-start-3 min-w-0 md:px-4 md:py-3">
                <button
                  type="button"
                  onClick={() => onOpen(item.id)}
                  aria-label={t('emailLogs.open', { to: item.to, subject: item.subject })}
                  className="w-full truncate text-left font-medium text-forest-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-forest-600"
                >
                  {item.subject}
                </button>
                {item.error ? <p className="mt-0.5 truncate text-xs text-red-700">{item.error}</p> : null}
              </td>
              <td className="col-start-1 row-start-4 truncate font-mono text-xs text-ink-soft md:px-4 md:py-3">
                {item.kind}
              </td>
              <td className="col-start-2 row-start-1 justify-self-end md:px-4 md:py-3">
                <EmailStatusBadge status={item.status} />
              </td>
              <td className="col-start-2 row-start-4 justify-self-end text-xs text-ink-muted md:px-4 md:py-3 md:text-sm">
                {item.transport}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
