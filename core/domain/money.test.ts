import { describe, expect, it } from 'vitest';
import { formatMoney, moneyLanguage } from './money';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes euros as Dutch readers read them, the sign held to the amount by a non-breaking space', () => {
    expect(formatMoney(415)).toBe(`€${NBSP}415,00`);
    expect(formatMoney(12.5)).toBe(`€${NBSP}12,50`);
    expect(formatMoney(1250)).toBe(`€${NBSP}1.250,00`);
    expect(formatMoney(0)).toBe(`€${NBSP}0,00`);
  });

  it('writes English amounts the English way', () => {
    expect(formatMoney(415, 'en')).toBe('€415.00');
    expect(formatMoney(1250.5, 'en')).toBe('€1,250.50');
  });

  it('takes the UI language, Dutch unless English', () => {
    expect(moneyLanguage('en')).toBe('en');
    expect(moneyLanguage('en-GB')).toBe('en');
    expect(moneyLanguage('nl')).toBe('nl');
    expect(moneyLanguage(undefined)).toBe('nl');
  });

  it('writes every amount exactly as the Intl currency format does', () => {
    const amounts = [
      -0,
      -0.001,
      -12.5,
      0.005,
      0.125,
      1.005,
      2.675,
      999.995,
      1_234_567.891,
      1e21,
      3e-7,
      NaN,
      Infinity,
    ];
    for (let cents = 0; cents < 2_000_000; cents += 997)
      amounts.push(cents / 100, cents / 100 + 0.004999, -cents / 7);
    for (const amount of amounts) {
      expect(formatMoney(amount), String(amount)).toBe(
        new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(amount),
      );
      expect(formatMoney(amount, 'en'), String(amount)).toBe(
        new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(amount),
      );
    }
  });
});
