import type { TFunction } from 'i18next';
import { formatMoney, moneyLanguage } from '@core/domain/money';
import type { TicketOrderStatus } from '@core/domain/tickets';

/** 'Gratis' or '€ 12,50 excl. btw' (ticket prices are shown excl. VAT, spec §9). */
export const ticketPriceLabel = (price: number, t: TFunction, language: string | undefined): string =>
  price === 0
    ? t('tickets:price.free')
    : t('tickets:price.exVat', { amount: formatMoney(price, moneyLanguage(language)) });

/** 'Nog 3 plaatsen', 'Uitverkocht', or nothing when the ticket has no limit. */
export const seatsLabel = (seatsLeft: number | null, soldOut: boolean, t: TFunction): string | null => {
  if (soldOut || seatsLeft === 0) return t('tickets:seats.soldOut');
  return seatsLeft === null ? null : t('tickets:seats.left', { count: seatsLeft });
};

/** Badge tone of an order status. */
export const orderStatusTone = (status: TicketOrderStatus): 'forest' | 'clay' | 'neutral' | 'destructive' =>
  status === 'paid'
    ? 'forest'
    : status === 'pending'
      ? 'clay'
      : status === 'canceled'
        ? 'destructive'
        : 'neutral';

/** '12 mrt. 2027, 19:30' in the reader's language. */
export const formatDateTime = (iso: string, language: string | undefined): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language?.startsWith('en') ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
};

/** '19:30' */
export const formatTime = (iso: string, language: string | undefined): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language?.startsWith('en') ? 'en-GB' : 'nl-NL', {
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
};

/** Server-made QR: injected only when it is an SVG document (it never carries user input). */
export const isSvgMarkup = (markup: string): boolean => markup.trimStart().startsWith('<svg');

/** How many tickets the stepper allows: seats left (unlimited → the order maximum), at most 10, at least 1. */
export const maxOrderQuantity = (seatsLeft: number | null, orderMax: number): number =>
  Math.max(1, Math.min(orderMax, seatsLeft ?? orderMax));
