import { Ban, LogIn, Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import { MAX_TICKETS_PER_ORDER } from '@core/domain/tickets';
import { Badge } from '@web/components/ui/Badge';
import { Button } from '@web/components/ui/Button';
import { Skeleton } from '@web/components/ui/Skeleton';
import { useSession } from '@web/features/accounts';
import { cn } from '@web/lib/cn';
import type { TicketTypeDto } from './api';
import { maxOrderQuantity, seatsLabel } from './format';
import { useTicketAvailability } from './queries';
import { LazyTicketOrderForm } from './LazyTicketOrderForm';
import { WaitlistControl } from './WaitlistControl';
import { WaitlistOfferPanel } from './WaitlistOfferPanel';

type TicketPurchaseProps = { eventId: string };

const isSoldOut = (ticket: TicketTypeDto) => ticket.soldOut || ticket.seatsLeft === 0;

/**
 * The ticket block of the event page: every ticket type with its price and seats left, one chosen type's
 * order form (signed in) or a login link (signed out), the waitlist for sold-out types and a waitlist
 * offer from ?waitlistOffer={token}.
 */
export const TicketPurchase = ({ eventId }: TicketPurchaseProps) => {
  const { t, i18n } = useTranslation('tickets');
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const offerToken = params.get('waitlistOffer');
  const { isSignedIn, isLoading: sessionLoading } = useSession();
  const availability = useTicketAvailability(eventId);
  const [chosenId, setChosenId] = useState<string | null>(null);

  if (availability.isPending || sessionLoading) {
    return (
      <div className="mt-5 space-y-3" aria-busy="true">
        <Skeleton className="h-14 rounded-xl" />
        <Skeleton className="h-10 w-40 rounded-full" />
      </div>
    );
  }
  if (availability.isError) {
    return (
      <div
        role="alert"
        className="mt-5 space-y-2 rounded-xl bg-sand-100 p-3 text-sm text-ink-soft"
        data-testid="ticket-purchase-error"
      >
        <p>{t('purchase.loadError')}</p>
        <Button size="sm" variant="secondary" onClick={() => void availability.refetch()}>
          {t('purchase.retry')}
        </Button>
      </div>
    );
  }
  if (availability.data.tickets.length === 0) return null;

  const { tickets, salesOpen } = availability.data;
  const buyable = tickets.filter((ticket) => !isSoldOut(ticket));
  const chosen = buyable.find((ticket) => ticket.ticketId === chosenId) ?? buyable[0];
  const loginTo = `/auth/login?from=${encodeURIComponent(pathname + search)}`;

  return (
    <section aria-labelledby="ticket-purchase-title" className="mt-5 space-y-4" data-testid="ticket-purchase">
      <h2 id="ticket-purchase-title" className="sr-only">
        {t('purchase.title')}
      </h2>
      {offerToken && isSignedIn ? <WaitlistOfferPanel eventId={eventId} token={offerToken} /> : null}
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-ink">{t('purchase.choose')}</legend>
        {tickets.map((ticket) => {
          const soldOut = isSoldOut(ticket);
          const selected = !soldOut && chosen?.ticketId === ticket.ticketId;
          const seats = seatsLabel(ticket.seatsLeft, soldOut, t);
          return (
            <div
              key={ticket.ticketId}
              className={cn(
                'rounded-xl border p-3 transition-colors',
                selected ? 'border-forest-500 bg-forest-50/60' : 'border-line bg-white',
              )}
              data-testid="ticket-type"
            >
              <label className={cn('flex items-start gap-3', soldOut ? 'cursor-default' : 'cursor-pointer')}>
                <input
                  type="radio"
                  name={`tickets-${eventId}`}
                  value={ticket.ticketId}
                  checked={selected}
                  disabled={soldOut || !salesOpen}
                  onChange={() => setChosenId(ticket.ticketId)}
                  className="mt-1 size-4 accent-forest-700"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex items-start justify-between gap-2">
                    <span className="min-w-0 font-medium break-words text-ink">{ticket.name}</span>
                    <span className="shrink-0 text-right">
                      <span className="block font-semibold text-ink">
                        {ticket.price === 0
                          ? t('price.free')
                          : formatMoney(ticket.price, moneyLanguage(i18n.language))}
                      </span>
                      {ticket.price === 0 ? null : (
                        <span className="block text-xs text-ink-muted">{t('price.exVatShort')}</span>
                      )}
                    </span>
                  </span>
                  {ticket.description ? (
                    <span className="mt-0.5 block text-sm text-ink-soft">{ticket.description}</span>
                  ) : null}
                  {seats ? (
                    <Badge
                      tone={soldOut ? 'destructive' : 'clay'}
                      className="mt-2"
                      data-testid="ticket-seats"
                    >
                      {seats}
                    </Badge>
                  ) : null}
                </span>
              </label>
              {soldOut && salesOpen ? (
                <div className="mt-3 border-t border-line pt-3">
                  {isSignedIn ? (
                    <WaitlistControl eventId={eventId} ticket={ticket} />
                  ) : (
                    <Link
                      to={loginTo}
                      className="text-sm font-medium text-forest-700 underline-offset-4 hover:underline"
                    >
                      {t('purchase.loginForWaitlist')}
                    </Link>
                  )}
                </div>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      {!salesOpen ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-sand-100 p-3 text-sm text-ink-soft"
          data-testid="ticket-sales-closed"
        >
          <Ban aria-hidden className="size-4 shrink-0" />
          {t('purchase.closed')}
        </p>
      ) : !chosen ? null : !isSignedIn ? (
        <Button asChild className="w-full">
          <Link to={loginTo} data-testid="ticket-login">
            <LogIn aria-hidden />
            {t('purchase.login')}
          </Link>
        </Button>
      ) : offerToken ? null : (
        <LazyTicketOrderForm
          key={chosen.ticketId}
          eventId={eventId}
          ticket={chosen}
          maxQuantity={maxOrderQuantity(chosen.seatsLeft, MAX_TICKETS_PER_ORDER)}
        />
      )}
      {salesOpen && buyable.length === 0 && !offerToken ? (
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <Ticket aria-hidden className="size-4 shrink-0" />
          {t('purchase.allSoldOut')}
        </p>
      ) : null}
    </section>
  );
};
