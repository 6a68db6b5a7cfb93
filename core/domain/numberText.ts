/**
 * Whole numbers written out by hand as Intl writes them for our two languages (nl-NL `100.006`, en `100,006`).
 * The first Intl.NumberFormat a page creates starts the browser's number formatting, which costs tens of
 * milliseconds on a fast desktop and several times that on a slow phone, in the middle of the first render
 * (a result count, a price). Counts and amounts are whole numbers or cents, which plain digits hold exactly;
 * everything else is left to Intl (numberText.test.ts holds both to the same output).
 */
import type { MoneyLanguage } from './money';

const GROUP: Record<MoneyLanguage, string> = { nl: '.', en: ',' };

/** `digits` (only 0–9) with the language's separator between each group of three from the right. */
export const groupDigits = (digits: string, language: MoneyLanguage): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP[language]);

/** Intl.NumberFormat options that change how a number is written; with any of them the number is Intl's. */
const SHAPING_OPTIONS = [
  'style',
  'currency',
  'currencyDisplay',
  'currencySign',
  'unit',
  'unitDisplay',
  'compactDisplay',
  'numberingSystem',
  'notation',
  'signDisplay',
  'useGrouping',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
  'roundingIncrement',
  'roundingMode',
  'roundingPriority',
  'trailingZeroDisplay',
] as const;

/** The languages whose Intl default groups digits by three with the separator of GROUP: ours, in the regions we use. */
const PLAIN_LOCALES: Record<string, 'nl' | 'en'> = {
  nl: 'nl',
  'nl-nl': 'nl',
  'nl-be': 'nl',
  en: 'en',
  'en-gb': 'en',
  'en-ie': 'en',
  'en-us': 'en',
};

/**
 * A non-negative whole number in `language` ('nl', 'en', nl-NL, nl-BE, en-GB, en-IE, en-US) as its default Intl
 * number format writes it; null for anything else (fractions, negatives, huge numbers, other languages and regions,
 * some of which group otherwise, such as en-IN's 1,00,006; options that shape the output), which the caller gives to
 * Intl.
 */
export const writeWholeNumber = (
  value: unknown,
  language: string | undefined,
  options: Record<string, unknown> = {},
): string | null => {
  const plain = PLAIN_LOCALES[(language ?? '').toLowerCase().replace('_', '-')];
  if (!plain) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || Object.is(value, -0))
    return null;
  if (SHAPING_OPTIONS.some((key) => options[key] !== undefined)) return null;
  return groupDigits(String(value), plain);
};
