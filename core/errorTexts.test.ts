import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppError, ERRORS, type ErrorCode } from './errors';

const localeDir = (language: string) =>
  fileURLToPath(new URL(`../web/public/locales/${language}/`, import.meta.url));

const readNamespace = (language: string, namespace: string): unknown =>
  JSON.parse(readFileSync(`${localeDir(language)}${namespace}.json`, 'utf8'));

type Texts = { hints?: Record<string, string> } & Record<string, unknown>;

/** Every string of a namespace with its key path. */
const strings = (value: unknown, path = ''): [string, string][] => {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, path ? `${path}.${key}` : key));
  }
  return [];
};

const codes = Object.keys(ERRORS) as ErrorCode[];

describe('error texts live in the errors namespace, once', () => {
  it.each(['nl', 'en'])(
    'gives every error code a message (and every catalogue hint a hint) in %s',
    (language) => {
      const texts = readNamespace(language, 'errors') as Texts;
      for (const code of codes) {
        expect(typeof texts[code], code).toBe('string');
        expect((texts[code] as string).length, code).toBeGreaterThan(0);
        if (ERRORS[code].hint) expect(typeof texts.hints?.[code], `hints.${code}`).toBe('string');
      }
      const known = new Set<string>([...codes, 'hints']);
      expect(Object.keys(texts).filter((key) => !known.has(key))).toEqual([]);
      expect(Object.keys(texts.hints ?? {}).filter((code) => !ERRORS[code as ErrorCode]?.hint)).toEqual([]);
    },
  );

  it('serves the server the Dutch texts of the nl file', () => {
    const nl = readNamespace('nl', 'errors') as Texts;
    for (const code of codes) {
      expect(ERRORS[code].message).toBe(nl[code]);
      expect(new AppError(code).message).toBe(nl[code]);
    }
  });

  it('repeats no Dutch error text in another nl namespace', () => {
    const errorTexts = new Set(strings(readNamespace('nl', 'errors')).map(([, text]) => text));
    const repeated = readdirSync(localeDir('nl'))
      .filter((file) => file.endsWith('.json') && file !== 'errors.json')
      .flatMap((file) =>
        strings(readNamespace('nl', file.replace(/\.json$/, '')))
          .filter(([, text]) => errorTexts.has(text))
          .map(([key]) => `${file}: ${key}`),
      );
    expect(repeated).toEqual([]);
  });
});
