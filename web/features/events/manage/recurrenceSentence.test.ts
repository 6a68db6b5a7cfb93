import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { recurrenceSentence } from './recurrenceSentence';

const locale = (lng: string): unknown =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../public/locales/${lng}/eventAdmin.json`, import.meta.url)),
      'utf8',
    ),
  );

let nl: TFunction;
let en: TFunction;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'nl',
    fallbackLng: 'nl',
    resources: { nl: { eventAdmin: locale('nl') }, en: { eventAdmin: locale('en') } } as never,
    interpolation: { escapeValue: false },
  });
  nl = instance.getFixedT('nl');
  en = instance.getFixedT('en');
});

describe('recurrenceSentence', () => {
  it('says how often and how many times', () => {
    expect(
      recurrenceSentence({ frequency: 'weekly', interval: 2, endType: 'after', occurrences: 5 }, nl, 'nl'),
    ).toBe('Elke 2 weken, 5 keer');
    expect(
      recurrenceSentence({ frequency: 'daily', interval: 1, endType: 'after', occurrences: 1 }, nl, 'nl'),
    ).toBe('Elke dag, 1 keer');
  });

  it('names each frequency in singular and plural', () => {
    const never = (frequency: 'daily' | 'weekly' | 'monthly' | 'yearly', interval: number) =>
      recurrenceSentence({ frequency, interval, endType: 'never' }, nl, 'nl');
    expect(never('weekly', 1)).toBe('Elke week, zonder einddatum');
    expect(never('monthly', 1)).toBe('Elke maand, zonder einddatum');
    expect(never('monthly', 3)).toBe('Elke 3 maanden, zonder einddatum');
    expect(never('yearly', 1)).toBe('Elk jaar, zonder einddatum');
    expect(never('yearly', 2)).toBe('Elke 2 jaar, zonder einddatum');
    expect(never('daily', 4)).toBe('Elke 4 dagen, zonder einddatum');
  });

  it('ends on a date in Dutch date format', () => {
    expect(
      recurrenceSentence(
        { frequency: 'monthly', interval: 1, endType: 'on', endDate: '2026-06-01' },
        nl,
        'nl',
      ),
    ).toBe('Elke maand, tot en met 01 jun. 2026');
  });

  it('leaves out an end that is not filled in, and treats a bad interval as 1', () => {
    expect(
      recurrenceSentence({ frequency: 'weekly', interval: 1, endType: 'after', occurrences: null }, nl, 'nl'),
    ).toBe('Elke week');
    expect(
      recurrenceSentence({ frequency: 'weekly', interval: Number.NaN, endType: 'on', endDate: '' }, nl, 'nl'),
    ).toBe('Elke week');
  });

  it('speaks English too', () => {
    expect(
      recurrenceSentence({ frequency: 'weekly', interval: 2, endType: 'after', occurrences: 5 }, en, 'en'),
    ).toBe('Every 2 weeks, 5 times');
  });
});
