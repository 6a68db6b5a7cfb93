import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors';
import { events } from '../db/schema';
import { type TestApp, createTestApp } from '../test/app';
import { daysFromNow, insertEvent } from '../test/fixtures';
import { findPostgresError, toErrorResponse } from './errors';

/** Run a write that must fail and return what it threw. */
const failure = async (write: () => Promise<unknown>): Promise<unknown> => {
  try {
    await write();
  } catch (err) {
    return err;
  }
  throw new Error('expected the write to fail');
};

describe('toErrorResponse', () => {
  it('keeps an AppError as it is, with hint and fields', () => {
    const res = toErrorResponse(new AppError('event_title_exists', { fields: { title: 'Bestaat al.' } }));
    expect(res).toEqual({
      status: 409,
      unexpected: false,
      body: {
        error: {
          code: 'event_title_exists',
          message: 'Er bestaat al een evenement met deze titel.',
          hint: 'Maak de titel specifieker, bijvoorbeeld met de plaats of datum erbij.',
          fields: { title: 'Bestaat al.' },
        },
      },
    });
  });

  it('maps a wrapped Postgres error by constraint name first, then by SQLSTATE', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert …'), { cause });
    expect(
      toErrorResponse(wrapped({ code: '23505', constraint: 'events_slug_unique' })).body.error.code,
    ).toBe('event_slug_exists');
    // postgres.js names the field constraint_name.
    expect(
      toErrorResponse(wrapped({ code: '23505', constraint_name: 'profiles_username_unique' })).body.error,
    ).toEqual({
      code: 'username_taken',
      message: 'Deze gebruikersnaam is al in gebruik.',
      hint: 'Kies een andere gebruikersnaam.',
    });
    const generic = toErrorResponse(wrapped({ code: '23505', constraint: 'iets_anders' }));
    expect(generic.status).toBe(409);
    expect(generic.body.error).toEqual({
      code: 'db_unique',
      message: 'Deze gegevens bestaan al. Probeer andere informatie.',
    });
    expect(toErrorResponse(wrapped({ code: '23502' })).body.error.message).toBe(
      'Een verplicht veld is niet ingevuld.',
    );
  });

  it('answers anything else with a 500 that leaks nothing', () => {
    const res = toErrorResponse(new Error('connect ECONNREFUSED 10.1.2.3:5432 password=geheim'));
    expect(res).toEqual({
      status: 500,
      unexpected: true,
      body: { error: { code: 'unexpected', message: 'Er is een onverwachte fout opgetreden...' } },
    });
    expect(toErrorResponse('a string').status).toBe(500);
    expect(toErrorResponse(null).status).toBe(500);
    // An unknown SQLSTATE is a bug too.
    expect(toErrorResponse(Object.assign(new Error('x'), { code: '57014' })).status).toBe(500);
  });

  it('treats Postgres errors of our own SQL (syntax, missing table) as unexpected', () => {
    const res = toErrorResponse({ code: '42P01' });
    expect(res.status).toBe(500);
    expect(res.unexpected).toBe(true);
  });
});

describe('real database errors through Drizzle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the driver error behind Drizzle and maps the named constraints of spec §5', async () => {
    const existing = await insertEvent(t.db, { title: 'Unieke titel' });

    const duplicate = await failure(() =>
      t.db.insert(events).values({ title: 'Unieke titel', slug: 'andere-slug', startDate: daysFromNow(3) }),
    );
    expect(findPostgresError(duplicate)?.code).toBe('23505');
    expect(toErrorResponse(duplicate).body.error.code).toBe('event_title_exists');

    const sameSlug = await failure(() =>
      t.db.insert(events).values({ title: 'Andere titel', slug: existing.slug, startDate: daysFromNow(3) }),
    );
    expect(toErrorResponse(sameSlug).body.error.code).toBe('event_slug_exists');

    const past = await failure(() =>
      t.db.insert(events).values({ title: 'Verleden', slug: 'verleden', startDate: daysFromNow(-1) }),
    );
    expect(toErrorResponse(past)).toMatchObject({
      status: 400,
      body: { error: { code: 'event_start_in_past', message: 'De startdatum moet in de toekomst liggen.' } },
    });

    const endBeforeStart = await failure(() =>
      t.db.insert(events).values({
        title: 'Omgekeerd',
        slug: 'omgekeerd',
        startDate: daysFromNow(3),
        endDate: daysFromNow(2),
      }),
    );
    expect(toErrorResponse(endBeforeStart).body.error.code).toBe('event_end_before_start');

    const negative = await failure(() =>
      t.db
        .insert(events)
        .values({ title: 'Negatief', slug: 'negatief', startDate: daysFromNow(3), price: -1 }),
    );
    expect(toErrorResponse(negative).body.error).toMatchObject({
      code: 'price_negative',
      message: 'De prijs mag niet negatief zijn.',
    });
  });
});
