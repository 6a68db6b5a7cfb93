import { CalendarDays, ChevronRight, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { Badge } from '@web/components/ui/Badge';
import type { MyTicketRowDto } from './api';
import { formatDateTime, orderStatusTone } from './format';

/** The member's orders (the server sorts upcoming first, then past), each leading to its ticket page. */
export const MyTicketList = ({ items }: { items: readonly MyTicketRowDto[] }) => {
  const { t, i18n } = useTranslation('tickets');
  return (
    <ul className="space-y-3" data-testid="my-tickets">
      {items.map((row) => {
        const place = [row.event.locationName, row.event.city].filter(Boolean).join(', ');
        return (
          <li key={row.orderId}>
            <Link
              to={`/ticket-success?order=${encodeURIComponent(row.orderId)}`}
              className="group flex items-center gap-4 rounded-2xl border border-line bg-white p-4 transition-colors hover:border-forest-300 hover:bg-forest-50/40 focus-visible:outline-2 focus-visible:outline-forest-600"
              data-testid="my-ticket-row"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold text-ink">{row.event.title}</p>
                  {row.isPast ? <Badge>{t('mine.past')}</Badge> : null}
                  {row.status !== 'paid' ? (
                    <Badge tone={orderStatusTone(row.status)}>{t(`status.${row.status}`)}</Badge>
                  ) : null}
                </div>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-soft">
                  <CalendarDays aria-hidden className="size-4 shrink-0" />
                  {formatDateTime(row.event.startDate, i18n.language)}
                </p>
                {place ? (
                  <p className="mt-0.5 flex items-center gap-1.5 text-sm text-ink-soft">
                    <MapPin aria-hidden className="size-4 shrink-0" />
                    {place}
                  </p>
                ) : null}
                <p className="mt-1 text-sm text-ink">
                  {t('mine.summary', {
                    count: row.quantity,
                    name: row.ticketName,
                    total:
                      row.total === 0
                        ? t('price.free')
                        : formatMoney(row.total, moneyLanguage(i18n.language)),
                  })}
                </p>
              </div>
              <ChevronRight
                aria-hidden
                className="size-5 shrink-0 text-ink-muted group-hover:text-forest-700"
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
};
