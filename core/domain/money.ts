/**
 * Money as its readers expect it: Dutch `€ 415,00` (nl-NL: the euro sign, a non-breaking space, a decimal
 * comma, dots between thousands: `€ 1.250,00`), English `€415.00` (en-IE). The space Intl puts after the euro
 * sign is U+00A0 and stays: it keeps an amount from wrapping away from its sign. Written out by hand
 * (writeMoney), which Intl only backs.
 */
import { groupDigits } from './numberText';

export type MoneyLanguage = 'nl' | 'en';

const LOCALES: Record<MoneyLanguage, string> = { nl: 'nl-NL', en: 'en-IE' };
const DECIMAL: Record<MoneyLanguage, string> = { nl: ',', en: '.' };
const formatters = new Map<MoneyLanguage, Intl.NumberFormat>();

const moneyFormat = (language: MoneyLanguage): Intl.NumberFormat => {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' });
    formatters.set(language, formatter);
  }
  return formatter;
};

/**
 * Whole cents of a non-negative amount rounded as Intl rounds (half away from zero on the number's shortest
 * decimal form, so 1.005 → 1.01); null for what plain digits cannot hold (exponents, beyond safe integers).
 */
const roundedCents = (amount: number): number | null => {
  const digits = /^(\d+)(?:\.(\d+))?$/.exec(String(amount));
  if (!digits) return null;
  const fraction = (digits[2] ?? '').padEnd(3, '0');
  const cents = Number(digits[1]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return Number.isSafeInteger(cents) ? cents : null;
};

/**
 * The amount written out by hand, as the locale's currency format writes it: cards show prices in their first
 * render and starting Intl's number formatting costs tens of milliseconds on a slow phone. Intl only for the odd
 * number plain digits cannot hold (money.test.ts holds both to the same output).
 */
const writeMoney = (amount: number, language: MoneyLanguage): string => {
  const cents = Number.isFinite(amount) ? roundedCents(Math.abs(amount)) : null;
  if (cents === null) return moneyFormat(language).format(amount);
  const whole = groupDigits(String(Math.floor(cents / 100)), language);
  const number = `${whole}${DECIMAL[language]}${String(cents % 100).padStart(2, '0')}`;
  const negative = amount < 0 || Object.is(amount, -0);
  if (language === 'nl') return `€\u00a0${negative ? '-' : ''}${number}`;
  return `${negative ? '-' : ''}€${number}`;
};

/** The UI language of i18next ('nl', 'en', 'en-GB' …) as a money language; Dutch unless English. */
export const moneyLanguage = (language: string | undefined): MoneyLanguage =>
  language?.toLowerCase().startsWith('en') ? 'en' : 'nl';

/** An amount in euros: `€ 12,50` (nl, the default) or `€12.50` (en). */
export const formatMoney = (amount: number, language: MoneyLanguage = 'nl'): string =>
  writeMoney(amount, language);
