import { Ticket, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@core/schemas/eventDetail';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { Card } from '@web/components/ui/Card';
import { usePriceLabel } from '@web/features/events/usePriceLabel';

type EventTicketsProps = {
  event: Pick<
    EventDetail,
    'price' | 'minTicketPrice' | 'activeTicketCount' | 'tickets' | 'maxParticipants' | 'currentParticipants'
  >;
};

/** Price label (spec §9 rules) and the active tickets. */
export const EventTickets = ({ event }: EventTicketsProps) => {
  const { t, i18n } = useTranslation('eventDetail');
  const label = usePriceLabel();
  const placesLeft =
    event.maxParticipants !== null ? Math.max(0, event.maxParticipants - event.currentParticipants) : null;
  return (
    <Card className="p-5" data-testid="event-tickets">
      <p className="text-sm font-medium text-ink-muted">{t('tickets.price')}</p>
      <p className="mt-1 font-display text-3xl font-semibold text-forest-800" data-testid="event-price">
        {label(event)}
      </p>
      <p className="mt-1 text-xs text-ink-muted">{t('tickets.exVat')}</p>
      {event.tickets.length > 0 ? (
        <ul className="mt-5 divide-y divide-line border-t border-line">
          {event.tickets.map((ticket) => (
            <li key={ticket.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="flex items-center gap-2 font-medium text-ink">
                  <Ticket aria-hidden className="size-4 shrink-0 text-clay-600" />
                  {ticket.name}
                </p>
                {ticket.description ? (
                  <p className="mt-0.5 text-sm text-ink-soft">{ticket.description}</p>
                ) : null}
              </div>
              <p className="shrink-0 font-semibold text-ink">
                {ticket.price === 0
                  ? t('tickets.free')
                  : formatMoney(ticket.price, moneyLanguage(i18n.language))}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {placesLeft !== null ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-soft">
          <Users aria-hidden className="size-4" />
          {t('tickets.places', { count: placesLeft })}
        </p>
      ) : null}
    </Card>
  );
};
