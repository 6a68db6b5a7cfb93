import type { i18n } from 'i18next';
import { writeWholeNumber } from '@core/domain/numberText';

/**
 * i18next's `number` format (`{{count, number}}`) without starting Intl for whole numbers: the event browser's
 * result count was the first Intl.NumberFormat of the page, 25–110 ms on a desktop in the middle of hydration
 * (core/domain/numberText.ts). Fractions, negatives and formats with options still go to Intl (a formatter made
 * after the first costs next to nothing). Registered on every i18next instance that renders (browser and
 * server), so both write the same text.
 */
export const writeNumbersByHand = (instance: i18n): void => {
  instance.services.formatter?.add(
    'number',
    (value: unknown, lng: string | undefined, options: Record<string, unknown> = {}) =>
      writeWholeNumber(value, lng, options) ??
      // As i18next's own number format: every option to Intl (it ignores the translation's own), 'en_GB' as en-GB.
      new Intl.NumberFormat(lng?.replace('_', '-'), options).format(value as number),
  );
};
