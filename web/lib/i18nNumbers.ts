import type { i18n } from 'i18next';
import { SHAPING_OPTIONS, writeWholeNumber } from '@core/domain/numberText';

/**
 * i18next's `number` format (`{{count, number}}`) without starting Intl for whole numbers: the event browser's
 * result count was the first Intl.NumberFormat of the page, 25–110 ms on a desktop in the middle of hydration
 * (core/domain/numberText.ts). Fractions, negatives and formats with options still go to Intl, one formatter per
 * language and options as i18next caches them. Registered on every i18next instance that renders (browser and
 * server), so both write the same text.
 */
export const writeNumbersByHand = (instance: i18n): void => {
  const formatters = new Map<string, Intl.NumberFormat>();
  const intl = (lng: string | undefined, options: Record<string, unknown>): Intl.NumberFormat => {
    const shaping = Object.fromEntries(
      SHAPING_OPTIONS.flatMap((key) => (key in options ? [[key, options[key]]] : [])),
    );
    const key = `${lng ?? ''}|${JSON.stringify(shaping)}`;
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = new Intl.NumberFormat(lng, shaping);
      formatters.set(key, formatter);
    }
    return formatter;
  };
  instance.services.formatter?.add(
    'number',
    (value: unknown, lng: string | undefined, options: Record<string, unknown> = {}) =>
      writeWholeNumber(value, lng, options) ?? intl(lng, options).format(value as number),
  );
};
