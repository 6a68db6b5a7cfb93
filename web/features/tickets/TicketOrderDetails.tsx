import { CalendarPlus, CircleAlert, LoaderCircle, MapPin, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TicketOrderView } from '@core/schemas/tickets';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Card } from '@web/components/ui/Card';
import { ticketOrderIcsUrl } from './api';
import { CancelOrderButton } from './CancelOrderButton';
import { formatDateTime, orderStatusTone } from './format';
import { TicketCard } from './TicketCard';

/** Printing shows only the tickets, one per block (the page's header, footer and buttons stay off paper). */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  .ticket-print-area, .ticket-print-area * { visibility: visible; }
  .ticket-print-area { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .ticket-print-block { break-inside: avoid; page-break-inside: avoid; margin-bottom: 1.5rem; }
}`;

export const eventPath = (event: TicketOrderView['event']) => `/evenement/${event.slug || event.id}`;

/** The order of /ticket-success: what was bought, its state, and the tickets with their QR codes. */
export const TicketOrderDetails = ({ order }: { order: TicketOrderView }) => {
  const { t, i18n } = useTranslation('tickets');
  const money = (amount: number) => formatMoney(amount, moneyLanguage(i18n.language));
  const place = [order.event.locationName, order.event.city].filter(Boolean).join(', ');
  const paid = order.status === 'paid';
  return (
    <div className="space-y-6" data-testid="ticket-order">
      <style>{PRINT_CSS}</style>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={eventPath(order.event)}
              className="font-display text-2xl font-semibold text-ink hover:underline"
            >
              {order.event.title}
            </Link>
            <p className="mt-1 text-ink-soft">{formatDateTime(order.event.startDate, i18n.language)}</p>
            {place ? (
              <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-soft">
                <MapPin aria-hidden className="size-4" />
                {place}
              </p>
            ) : null}
          </div>
          <Badge tone={orderStatusTone(order.status)} data-testid="ticket-order-status">
            {t(`status.${order.status}`)}
          </Badge>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 border-t border-line pt-5 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-ink-muted">{t('success.ticketType')}</dt>
            <dd className="font-medium text-ink">{order.ticketName}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('success.quantity')}</dt>
            <dd className="font-medium text-ink">{order.quantity}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('success.vat')}</dt>
            <dd className="font-medium text-ink">{money(order.vatAmount)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('success.total')}</dt>
            <dd className="font-semibold text-ink" data-testid="ticket-order-total">
              {order.total === 0 ? t('price.free') : money(order.total)}
            </dd>
          </div>
        </dl>
      </Card>

      {order.status === 'pending' ? (
        <Card className="flex items-center gap-3 p-5" role="status" data-testid="ticket-order-pending">
          <LoaderCircle aria-hidden className="size-5 shrink-0 animate-spin text-forest-700" />
          <div>
            <p className="font-medium text-ink">{t('success.pending')}</p>
            <p className="text-sm text-ink-soft">{t('success.pendingText')}</p>
          </div>
        </Card>
      ) : null}

      {!paid && order.status !== 'pending' ? (
        <Card
          className="flex gap-3 border-clay-300 bg-clay-50 p-5"
          role="alert"
          data-testid="ticket-order-closed"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-clay-700" />
          <div className="space-y-3">
            <p className="font-medium text-ink">{t(`success.closed.${order.status}`)}</p>
            <Button asChild size="sm">
              <Link to={eventPath(order.event)}>{t('success.backToEvent')}</Link>
            </Button>
          </div>
        </Card>
      ) : null}

      {paid ? (
        <>
          <div className="flex flex-wrap gap-3 print:hidden">
            <Button asChild variant="secondary">
              <a href={ticketOrderIcsUrl(order.id)} download data-testid="ticket-ics">
                <CalendarPlus aria-hidden />
                {t('success.calendar')}
              </a>
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden />
              {t('success.print')}
            </Button>
            {order.canCancel ? <CancelOrderButton orderId={order.id} free={order.total === 0} /> : null}
          </div>
          <p className="text-sm text-ink-soft" data-testid="ticket-mailed">
            {t('success.mailed', { email: order.buyerEmail })}
          </p>
          <ul className="ticket-print-area space-y-4" aria-label={t('success.ticketsLabel')}>
            {order.tickets.map((ticket, index) => (
              <TicketCard
                key={ticket.id}
                ticket={ticket}
                index={index}
                eventTitle={order.event.title}
                ticketName={order.ticketName}
              />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
};
