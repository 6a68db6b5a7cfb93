import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@core/schemas/eventDetail';
import { Card } from '@web/components/ui/Card';
import { usePriceLabel } from '@web/features/events/usePriceLabel';
import { TicketPurchase } from '@web/features/tickets';

type EventTicketsProps = {
  event: Pick<
    EventDetail,
    | 'id'
    | 'price'
    | 'minTicketPrice'
    | 'activeTicketCount'
    | 'tickets'
    | 'maxParticipants'
    | 'currentParticipants'
  >;
};

/** Price label (spec §9 rules) and the active tickets, bought through the tickets feature. */
export const EventTickets = ({ event }: EventTicketsProps) => {
  const { t } = useTranslation('eventDetail');
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
      {event.tickets.length > 0 ? <TicketPurchase eventId={event.id} /> : null}
      {/* With tickets on sale, the ticket block counts the seats per type (sales, holds, the event's maximum). */}
      {placesLeft !== null && event.tickets.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-ink-soft">
          <Users aria-hidden className="size-4" />
          {t('tickets.places', { count: placesLeft })}
        </p>
      ) : null}
    </Card>
  );
};
