import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { apiErrorHint, apiErrorMessage } from './apiErrors';

const locale = (lng: string, ns: string): unknown =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../public/locales/${lng}/${ns}.json`, import.meta.url)), 'utf8'),
  );

const fixedT = async (withErrors: boolean): Promise<{ nl: TFunction; en: TFunction }> => {
  const instance = i18next.createInstance();
  const bundle = (lng: string) => ({
    common: locale(lng, 'common'),
    ...(withErrors ? { errors: locale(lng, 'errors') } : {}),
  });
  await instance.init({
    lng: 'nl',
    fallbackLng: 'nl',
    defaultNS: 'common',
    resources: { nl: bundle('nl'), en: bundle('en') } as never,
    interpolation: { escapeValue: false },
  });
  return { nl: instance.getFixedT('nl'), en: instance.getFixedT('en') };
};

const serverError = (code: string, message: string, hint?: string) =>
  new ApiError({ code, message, status: 409, hint });

let loaded: { nl: TFunction; en: TFunction };
let loading: { nl: TFunction; en: TFunction };

beforeAll(async () => {
  loaded = await fixedT(true);
  loading = await fixedT(false);
});

describe('a failed call is shown by its code', () => {
  it('in the reader’s language, whatever message the server sent', () => {
    const error = serverError('event_title_exists', 'Er bestaat al een evenement met deze titel.', 'x');
    expect(apiErrorMessage(error, loaded.nl)).toBe('Er bestaat al een evenement met deze titel.');
    expect(apiErrorMessage(error, loaded.en)).toBe('An event with this title already exists.');
    expect(apiErrorHint(error, loaded.en)).toBe(
      'Make the title more specific, for example by adding the place or date.',
    );
  });

  it('falls back to the server’s message and hint for a code this build does not know', () => {
    const error = serverError('brand_new_code', 'Nieuwe fout.', 'Nieuwe hint.');
    expect(apiErrorMessage(error, loaded.en)).toBe('Nieuwe fout.');
    expect(apiErrorHint(error, loaded.en)).toBe('Nieuwe hint.');
  });

  it('covers errors the client makes itself and anything that is not an ApiError', () => {
    const offline = new ApiError({ code: 'network', message: 'Network request failed', status: 0 });
    expect(apiErrorMessage(offline, loaded.en)).toBe(
      'No internet connection. Check your network connection and try again.',
    );
    expect(apiErrorMessage(new Error('boom'), loaded.nl)).toBe('Er is een onbekende fout opgetreden.');
  });

  it('words an open circuit breaker for the reader, never with its internal message', () => {
    const refused = new ApiError({
      code: 'circuit_open',
      message: 'Circuit breaker database:events is OPEN. Retry in 30s',
      status: 0,
    });
    expect(apiErrorMessage(refused, loaded.nl)).toBe(
      'Deze gegevens zijn tijdelijk niet bereikbaar. Probeer het zo opnieuw.',
    );
    expect(apiErrorMessage(refused, loading.en)).toBe(
      'This data is temporarily unavailable. Please try again shortly.',
    );
  });

  it('still says something sensible while the errors namespace is loading', () => {
    const offline = new ApiError({ code: 'network', message: 'Network request failed', status: 0 });
    expect(apiErrorMessage(offline, loading.nl)).toBe(
      'Controleer je internetverbinding en probeer het opnieuw.',
    );
    expect(apiErrorMessage(serverError('forbidden', 'Je hebt geen toestemming.'), loading.en)).toBe(
      'Je hebt geen toestemming.',
    );
    expect(apiErrorMessage(new Error('boom'), loading.nl)).toBe('Er is iets misgegaan');
  });
});
