import { Banknote, Clock, ScanLine, Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { Card } from '@web/components/ui/Card';
import { StatCard } from '@web/components/ui/StatCard';
import type { TicketSalesDto } from './api';

/** Sold, revenue excl. VAT, checked in and waiting, then the figures per ticket type. */
export const TicketSalesSummary = ({ sales }: { sales: TicketSalesDto }) => {
  const { t, i18n } = useTranslation('tickets');
  const money = (amount: number) => formatMoney(amount, moneyLanguage(i18n.language));
  const sold = sales.tickets.reduce((sum, ticket) => sum + ticket.sold, 0);
  const waiting = sales.tickets.reduce((sum, ticket) => sum + ticket.waiting, 0);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard icon={Ticket} label={t('organiser.sold')} value={String(sold)} testId="sales-sold" />
        <StatCard
          icon={Banknote}
          label={t('organiser.revenue')}
          value={money(sales.revenue)}
          testId="sales-revenue"
        />
        <StatCard
          icon={ScanLine}
          label={t('organiser.checkedIn')}
          value={t('organiser.checkedInOf', { checkedIn: sales.checkedIn, attendees: sales.attendees })}
          testId="sales-checked-in"
        />
        <StatCard
          icon={Clock}
          label={t('organiser.waiting')}
          value={String(waiting)}
          testId="sales-waiting"
        />
      </div>
      <Card className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">{t('organiser.perType')}</caption>
          <thead className="border-b border-line whitespace-nowrap text-ink-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('organiser.type')}
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                {t('organiser.priceExVat')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                {t('organiser.soldOf')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                {t('organiser.held')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                {t('organiser.waiting')}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-medium">
                {t('organiser.revenue')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {sales.tickets.map((ticket) => (
              <tr key={ticket.ticketId}>
                <th scope="row" className="px-4 py-3 font-medium text-ink">
                  {ticket.name}
                </th>
                <td className="px-4 py-3 whitespace-nowrap">
                  {ticket.price === 0 ? t('price.free') : money(ticket.price)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {ticket.quantity === null ? ticket.sold : `${ticket.sold} / ${ticket.quantity}`}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{ticket.held}</td>
                <td className="px-4 py-3 text-right tabular-nums">{ticket.waiting}</td>
                <td className="px-4 py-3 text-right tabular-nums">{money(ticket.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
};
