/**
 * Price label of an event card (spec §9): 'Gratis' when the price is 0 and no paid ticket exists,
 * 'v.a. €x.xx' when more than one active ticket exists, '€x.xx' for a single price, 'Prijs onbekend'
 * when nothing is known. Only active tickets count. Amounts are written as Dutch readers read them
 * (core/domain/money.ts): 'v.a. € 12,50'.
 */
import { formatMoney } from './money';

export type PriceLabelInput = {
  /** Base price of the event; null when unknown. */
  price: number | null;
  /** Lowest price among the active tickets; null when there are none. */
  minTicketPrice: number | null;
  activeTicketCount: number;
};

export type PriceLabel =
  | { kind: 'free' }
  | { kind: 'from'; amount: number }
  | { kind: 'single'; amount: number }
  | { kind: 'unknown' };

/** Decides which label an event gets; formatting is left to the caller (language). */
export const priceLabel = ({ price, minTicketPrice, activeTicketCount }: PriceLabelInput): PriceLabel => {
  if (activeTicketCount > 1 && minTicketPrice !== null) return { kind: 'from', amount: minTicketPrice };
  if (activeTicketCount === 1 && minTicketPrice !== null) {
    return minTicketPrice === 0 && (price ?? 0) === 0
      ? { kind: 'free' }
      : { kind: 'single', amount: minTicketPrice };
  }
  if (price === null || Number.isNaN(price)) return { kind: 'unknown' };
  return price === 0 ? { kind: 'free' } : { kind: 'single', amount: price };
};

/** The Dutch label text exactly as spec §9 words it. */
export const priceLabelText = (input: PriceLabelInput): string => {
  const label = priceLabel(input);
  switch (label.kind) {
    case 'free':
      return 'Gratis';
    case 'from':
      return `v.a. ${formatMoney(label.amount)}`;
    case 'single':
      return formatMoney(label.amount);
    case 'unknown':
      return 'Prijs onbekend';
  }
};
