/**
 * Money as its readers expect it: Dutch `€ 415,00` (nl-NL: the euro sign, a non-breaking space, a decimal
 * comma, dots between thousands: `€ 1.250,00`), English `€415.00` (en-IE). The space Intl puts after the euro
 * sign is U+00A0 and stays: it keeps an amount from wrapping away from its sign. Formatters are built once
 * (each costs milliseconds on a slow phone and cards format on every render).
 */
export type MoneyLanguage = 'nl' | 'en';

const LOCALES: Record<MoneyLanguage, string> = { nl: 'nl-NL', en: 'en-IE' };
const formatters = new Map<MoneyLanguage, Intl.NumberFormat>();

const moneyFormat = (language: MoneyLanguage): Intl.NumberFormat => {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' });
    formatters.set(language, formatter);
  }
  return formatter;
};

/** The UI language of i18next ('nl', 'en', 'en-GB' …) as a money language; Dutch unless English. */
export const moneyLanguage = (language: string | undefined): MoneyLanguage =>
  language?.toLowerCase().startsWith('en') ? 'en' : 'nl';

/** An amount in euros: `€ 12,50` (nl, the default) or `€12.50` (en). */
export const formatMoney = (amount: number, language: MoneyLanguage = 'nl'): string =>
  moneyFormat(language).format(amount);
