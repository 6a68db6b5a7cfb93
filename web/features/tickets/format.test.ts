import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { isSvgMarkup, maxOrderQuantity, orderStatusTone, seatsLabel, ticketPriceLabel } from './format';

// A stand-in for i18next that shows which key and values a label asks for.
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('ticket labels', () => {
  it('says free for a zero price and shows other prices excl. VAT', () => {
    expect(ticketPriceLabel(0, t, 'nl')).toBe('tickets:price.free');
    expect(ticketPriceLabel(12.5, t, 'nl')).toBe('tickets:price.exVat {"amount":"€\u00a012,50"}');
  });

  it('says sold out, the seats left, or nothing for an unlimited ticket', () => {
    expect(seatsLabel(0, false, t)).toBe('tickets:seats.soldOut');
    expect(seatsLabel(5, true, t)).toBe('tickets:seats.soldOut');
    expect(seatsLabel(3, false, t)).toBe('tickets:seats.left {"count":3}');
    expect(seatsLabel(null, false, t)).toBeNull();
  });

  it('colours paid green, pending amber and cancelled red', () => {
    expect(orderStatusTone('paid')).toBe('forest');
    expect(orderStatusTone('pending')).toBe('clay');
    expect(orderStatusTone('canceled')).toBe('destructive');
    expect(orderStatusTone('expired')).toBe('neutral');
  });
});

describe('order quantity', () => {
  it('is bounded by the seats left and the order maximum, never below one', () => {
    expect(maxOrderQuantity(3, 10)).toBe(3);
    expect(maxOrderQuantity(25, 10)).toBe(10);
    expect(maxOrderQuantity(null, 10)).toBe(10);
    expect(maxOrderQuantity(0, 10)).toBe(1);
  });
});

describe('QR markup', () => {
  it('accepts only an SVG document', () => {
    expect(isSvgMarkup('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toBe(true);
    expect(isSvgMarkup('  \n<svg></svg>')).toBe(true);
    expect(isSvgMarkup('<img src=x onerror=alert(1)>')).toBe(false);
    expect(isSvgMarkup('<?xml version="1.0"?><svg></svg>')).toBe(false);
  });
});
