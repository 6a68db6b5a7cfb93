import { describe, expect, it } from 'vitest';
import { priceLabel, priceLabelText } from './priceLabel';

describe('priceLabel (spec §9)', () => {
  it('is free when the price is 0 and there are no tickets', () => {
    expect(priceLabelText({ price: 0, minTicketPrice: null, activeTicketCount: 0 })).toBe('Gratis');
  });

  it('is free with a single free ticket and no base price', () => {
    expect(priceLabelText({ price: 0, minTicketPrice: 0, activeTicketCount: 1 })).toBe('Gratis');
    expect(priceLabelText({ price: null, minTicketPrice: 0, activeTicketCount: 1 })).toBe('Gratis');
  });

  it('shows "v.a." with the lowest price when more than one active ticket exists', () => {
    expect(priceLabelText({ price: 0, minTicketPrice: 12.5, activeTicketCount: 3 })).toBe(
      'v.a. €\u00a012,50',
    );
    expect(priceLabel({ price: 40, minTicketPrice: 25, activeTicketCount: 2 })).toEqual({
      kind: 'from',
      amount: 25,
    });
  });

  it('shows the single ticket price, or the base price without tickets', () => {
    expect(priceLabelText({ price: 0, minTicketPrice: 35, activeTicketCount: 1 })).toBe('€\u00a035,00');
    expect(priceLabelText({ price: 17.5, minTicketPrice: null, activeTicketCount: 0 })).toBe('€\u00a017,50');
  });

  it('is unknown when no price and no tickets are known', () => {
    expect(priceLabelText({ price: null, minTicketPrice: null, activeTicketCount: 0 })).toBe(
      'Prijs onbekend',
    );
  });

  it('falls back to the base price when ticket prices are missing', () => {
    expect(priceLabelText({ price: 20, minTicketPrice: null, activeTicketCount: 2 })).toBe('€\u00a020,00');
  });
});
