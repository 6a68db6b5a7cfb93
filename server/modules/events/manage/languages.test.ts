import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app';
import { bodyFromEditor, callAs, createEventAs, eventBody, signInAs } from '../../../test/events';

let t: TestApp;
let organiser: string;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 1 } });
  organiser = await signInAs(t, 'organisatie@demo.kring.test');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("an event's languages ('Talen')", () => {
  it('are Dutch when the editor sends none, and keep what the organiser chose', async () => {
    const dutch = await createEventAs(t, organiser);
    expect(dutch.languages).toEqual(['nl']);
    const bilingual = await createEventAs(t, organiser, { languages: ['nl', 'en'] });
    expect(bilingual.languages).toEqual(['nl', 'en']);
    const res = await callAs(
      t,
      organiser,
      'PUT',
      `/api/dashboard/events/${bilingual.id}`,
      bodyFromEditor(bilingual, { languages: ['fr'] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().languages).toEqual(['fr']);
  });

  it('refuses none, an unknown language or one twice with a Dutch field message', async () => {
    for (const [languages, text] of [
      [[], 'Kies minstens één taal.'],
      [['es'], 'Kies Nederlands, Engels, Duits of Frans.'],
      [['en', 'en'], 'Kies elke taal maar één keer.'],
    ] as const) {
      const res = await callAs(
        t,
        organiser,
        'POST',
        '/api/dashboard/events',
        eventBody({ languages: [...languages] as never }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(Object.values(res.json().error.fields as Record<string, string>)).toContain(text);
    }
  });
});
