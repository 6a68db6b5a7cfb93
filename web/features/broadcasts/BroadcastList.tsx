import { useTranslation } from 'react-i18next';
import type { BroadcastDto } from '@core/schemas/broadcasts';
import { Badge } from '@web/components/ui/Badge';
import { formatDateTime } from '@web/features/admin';
import { cn } from '@web/lib/cn';

type BroadcastListProps = { items: readonly BroadcastDto[] };

const headClass = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase';

/** Sent broadcasts as a table on wide screens and stacked rows on a phone: title, audience, date, reach, read. */
export const BroadcastList = ({ items }: BroadcastListProps) => {
  const { t, i18n } = useTranslation('broadcasts');
  const percent = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL');
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white">
      <table className="w-full table-fixed border-collapse text-sm" aria-label={t('list.heading')}>
        <thead className="hidden border-b border-line bg-sand-50 md:table-header-group">
          <tr>
            <th scope="col" className={headClass}>
              {t('list.title')}
            </th>
            <th scope="col" className={cn(headClass, 'w-52')}>
              {t('list.audience')}
            </th>
            <th scope="col" className={cn(headClass, 'w-44')}>
              {t('list.date')}
            </th>
            <th scope="col" className={cn(headClass, 'w-24 text-right')}>
              {t('list.reach')}
            </th>
            <th scope="col" className={cn(headClass, 'w-24 text-right')}>
              {t('list.readRate')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => (
            <tr
              key={item.id}
              data-testid="broadcast-row"
              className="grid grid-cols-2 gap-x-3 gap-y-1 px-4 py-3 md:table-row md:p-0"
            >
              <td className="col-span-2 min-w-0 md:px-4 md:py-3">
                <p className="font-medium break-words text-ink">{item.title}</p>
                <p className="line-clamp-2 text-ink-soft">{item.content}</p>
                {item.status !== 'sent' ? (
                  <Badge className="mt-1" tone={item.status === 'failed' ? 'destructive' : 'neutral'}>
                    {t(`list.status.${item.status}`)}
                  </Badge>
                ) : null}
              </td>
              <td className="col-span-2 text-ink-soft md:px-4 md:py-3">
                {item.audienceLabel}
                {item.sender ? (
                  <span className="block text-xs text-ink-muted">
                    {t('list.sender', { name: item.sender.name })}
                  </span>
                ) : null}
              </td>
              <td className="col-span-2 text-xs text-ink-muted md:px-4 md:py-3 md:text-sm md:text-ink-soft">
                {formatDateTime(item.sentAt ?? item.createdAt, i18n.language)}
              </td>
              <td className="md:px-4 md:py-3 md:text-right">
                <span className="text-ink-muted md:hidden">{t('list.reach')}: </span>
                <span className="font-medium tabular-nums">{number.format(item.reach)}</span>
              </td>
              <td className="text-right md:px-4 md:py-3">
                <span className="text-ink-muted md:hidden">{t('list.readRate')}: </span>
                <span className="font-medium tabular-nums" data-testid="broadcast-read-rate">
                  {percent.format(item.readRate)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
