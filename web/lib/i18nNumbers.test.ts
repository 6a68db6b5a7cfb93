import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { writeNumbersByHand } from './i18nNumbers';

const translator = async (lng: string) => {
  const instance = createInstance();
  await instance.init({
    lng,
    resources: {
      [lng]: {
        translation: {
          count_one: '{{count, number}} evenement',
          count_other: '{{count, number}} evenementen',
          share: '{{value, number(minimumFractionDigits: 2)}}',
          plain: '{{value, number}}',
        },
      },
    },
    interpolation: { escapeValue: false },
  });
  const reference = instance.t.bind(instance);
  const byIntl = (key: string, options: Record<string, unknown>) => reference(key, options);
  const before = {
    count: (n: number) => byIntl('count', { count: n }),
    share: (n: number) => byIntl('share', { value: n }),
    plain: (n: number) => byIntl('plain', { value: n }),
  };
  const intlWritten = {
    count: [1, 1234, 100_006].map(before.count),
    share: [0.5, 1234.5].map(before.share),
    plain: [-1234, 12.75].map(before.plain),
  };
  writeNumbersByHand(instance);
  return { t: instance.t.bind(instance), intlWritten };
};

describe('writeNumbersByHand', () => {
  it('writes counts as i18next did with Intl, in Dutch and English', async () => {
    for (const lng of ['nl', 'en']) {
      const { t, intlWritten } = await translator(lng);
      expect([1, 1234, 100_006].map((count) => t('count', { count }))).toEqual(intlWritten.count);
      expect([0.5, 1234.5].map((value) => t('share', { value }))).toEqual(intlWritten.share);
      expect([-1234, 12.75].map((value) => t('plain', { value }))).toEqual(intlWritten.plain);
    }
    const { t } = await translator('nl');
    expect(t('count', { count: 100_006 })).toBe('100.006 evenementen');
    expect(t('share', { value: 1234.5 })).toBe('1.234,50');
  });

  it('no longer starts Intl for a whole number', async () => {
    const { t } = await translator('nl');
    const original = Intl.NumberFormat;
    let created = 0;
    Intl.NumberFormat = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      created++;
      return new original(...args);
    } as unknown as typeof Intl.NumberFormat;
    try {
      expect(t('count', { count: 4321 })).toBe('4.321 evenementen');
      expect(created).toBe(0);
      expect(t('plain', { value: 2.5 })).toBe('2,5');
      expect(created).toBe(1);
    } finally {
      Intl.NumberFormat = original;
    }
  });
});
