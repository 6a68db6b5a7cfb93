import type { TFunction } from 'i18next';
import type { RecurrenceEndType, RecurrenceFrequency } from '@core/schemas/eventWrite';
import { formatEventDate } from '@web/lib/format';

/** What the preview needs of a recurrence rule (spec §3), as the form holds it. */
export type RecurrencePreview = {
  frequency: RecurrenceFrequency;
  interval: number;
  endType: RecurrenceEndType;
  occurrences?: number | null | undefined;
  /** 'yyyy-MM-dd' (Amsterdam) for endType 'on'. */
  endDate?: string | null | undefined;
};

/**
 * The rule as one sentence, e.g. 'Elke 2 weken, 5 keer' or 'Elke maand, tot en met 01 jun 2026'. Missing or
 * invalid end values leave the end part out rather than inventing one.
 */
export const recurrenceSentence = (rule: RecurrencePreview, t: TFunction, language: string): string => {
  const interval = Number.isInteger(rule.interval) && rule.interval > 0 ? rule.interval : 1;
  const every = t(`eventAdmin:recurrence.every.${rule.frequency}`, { count: interval });
  if (rule.endType === 'after' && rule.occurrences && rule.occurrences > 0) {
    return t('eventAdmin:recurrence.sentence.after', { every, count: rule.occurrences });
  }
  if (rule.endType === 'on' && rule.endDate) {
    const date = formatEventDate(`${rule.endDate}T12:00:00`, language);
    if (date) return t('eventAdmin:recurrence.sentence.on', { every, date });
  }
  if (rule.endType === 'never') return t('eventAdmin:recurrence.sentence.never', { every });
  return every;
};
