import { describe, expect, it } from 'vitest';
import { readLocale } from './localeBackend';

type Outcome = { error: unknown; retry?: boolean; data?: unknown };

const read = (fetchImpl: typeof fetch): Promise<Outcome> =>
  new Promise((resolve) => {
    void readLocale(
      'nl',
      'events',
      (error, result) =>
        resolve({ error, retry: typeof result === 'boolean' ? result : undefined, data: result }),
      fetchImpl,
    );
  });

const answer =
  (status: number, body = '{}'): typeof fetch =>
  async (input) => {
    expect(String(input)).toBe('/locales/nl/events.json');
    return new Response(body, { status });
  };

describe('translation backend (spec §8 Translation load)', () => {
  it('hands over the file', async () => {
    expect(await read(answer(200, '{"titel":"Evenementen"}'))).toEqual({
      error: null,
      retry: undefined,
      data: { titel: 'Evenementen' },
    });
  });

  it('retries 5xx and network failures, not 4xx', async () => {
    expect((await read(answer(503))).retry).toBe(true);
    expect((await read(answer(404))).retry).toBe(false);
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await read(offline)).toMatchObject({ retry: true });
  });
});
