import { Clock, PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@web/components/ui/Skeleton';
import { apiErrorMessage } from '@web/lib/apiErrors';
import { formatDateTime, ticketPriceLabel } from './format';
import { useWaitlistOffer } from './queries';
import { LazyTicketOrderForm } from './LazyTicketOrderForm';

type WaitlistOfferPanelProps = { eventId: string; token: string };

/**
 * ?waitlistOffer={token}: the seat held for this member, highlighted, with the order form that uses the
 * offer; a used or expired offer (or someone else's link) gets a Dutch notice instead.
 */
export const WaitlistOfferPanel = ({ eventId, token }: WaitlistOfferPanelProps) => {
  const { t, i18n } = useTranslation('tickets');
  const offer = useWaitlistOffer(token);

  if (offer.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (offer.isError || offer.data.state !== 'open') {
    const text = offer.isError
      ? apiErrorMessage(offer.error, t)
      : offer.data.state === 'used'
        ? t('offer.used')
        : t('offer.expired');
    return (
      <div
        role="status"
        className="flex gap-3 rounded-2xl border border-clay-300 bg-clay-50 p-4 text-sm text-clay-700"
        data-testid="waitlist-offer-closed"
      >
        <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div className="space-y-1">
          <p>{text}</p>
          <Link to={{ search: '' }} replace className="font-medium underline underline-offset-4">
            {t('offer.showTickets')}
          </Link>
        </div>
      </div>
    );
  }
  const data = offer.data;
  return (
    <section
      aria-labelledby="waitlist-offer-title"
      className="space-y-4 rounded-2xl border-2 border-clay-500 bg-clay-50/70 p-4"
      data-testid="waitlist-offer"
    >
      <div className="flex gap-3">
        <PartyPopper aria-hidden className="mt-0.5 size-5 shrink-0 text-clay-600" />
        <div>
          <h3 id="waitlist-offer-title" className="font-semibold text-ink">
            {t('offer.title', { time: formatDateTime(data.offerExpiresAt, i18n.language) })}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">
            {t('offer.what', {
              count: data.quantity,
              name: data.ticketName,
              price: ticketPriceLabel(data.price, t, i18n.language),
            })}
          </p>
        </div>
      </div>
      <LazyTicketOrderForm
        eventId={eventId}
        ticket={{ ticketId: data.ticketId, name: data.ticketName, price: data.price }}
        maxQuantity={data.quantity}
        offer={{ token, quantity: data.quantity }}
      />
    </section>
  );
};
