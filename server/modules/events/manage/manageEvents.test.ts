import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../../core/errors';
import type { DashboardEventListResponse, EventEditorDto } from '../../../../core/schemas/eventWrite';
import { eventOccurrences, eventRecurrenceRules, eventTickets, events, speakers } from '../../../db/schema';
import { type TestApp, createTestApp } from '../../../test/app';
import {
  bodyFromEditor,
  callAs,
  createEventAs,
  eventBody,
  inDays,
  signInAs,
  venueIdBySlug,
} from '../../../test/events';

let t: TestApp;
let org: string;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
  org = await signInAs(t, 'organisatie@demo.kring.test');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const list = async (query = '') => {
  const res = await callAs(t, org, 'GET', `/api/dashboard/events${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardEventListResponse;
};

describe('create and edit', () => {
  it('creates a draft with tickets, sessions, speakers, categories and a sanitised description', async () => {
    const venueId = await venueIdBySlug(t, 'dansstudio-de-vonk');
    const created = await createEventAs(t, org, {
      title: 'Ademwerk & stilte in de Vonk',
      description:
        '<p onclick="x()">Hallo <script>alert(1)</script><a href="www.kring.nl">site</a> <a href="javascript:alert(1)">x</a></p><form><input></form><img src="data:image/png;base64,AAAA">',
      mainType: 'dans',
      subtypes: ['ecstatic-dance', '5ritmes'],
      venueId,
      address: null,
      city: null,
      latitude: null,
      longitude: null,
      tickets: [
        { name: 'Vroegboek', price: 12.5, isActive: true },
        { name: 'Regulier', price: 18, isActive: false },
      ],
      sessions: [{ title: 'Opening', startTime: inDays(30, 19), endTime: inDays(30, 20) }],
      speakers: [{ name: 'Sanne' }, { name: 'Mark', title: 'Ademcoach', company: 'De Adem' }],
    });
    expect(created.status).toBe('draft');
    expect(created.badge).toBe('Concept');
    expect(created.slug).toBe(`ademwerk-en-stilte-in-de-vonk-${created.id.slice(0, 8)}`);
    expect(created.description).toBe(
      '<p>Hallo <a href="https://www.kring.nl" target="_blank" rel="noopener noreferrer">site</a> <a>x</a></p>',
    );
    expect(created.mainType).toBe('dans');
    expect(created.subtypes.sort()).toEqual(['5ritmes', 'ecstatic-dance']);
    expect(created.venue?.name).toBe('Dansstudio De Vonk');
    expect(created.city).toBe(created.venue?.city);
    expect(created.latitude).toBe(created.venue?.latitude);
    expect(created.tickets.map((x) => [x.name, x.price, x.isActive])).toEqual([
      ['Vroegboek', 12.5, true],
      ['Regulier', 18, false],
    ]);
    expect(created.sessions).toHaveLength(1);
    expect(created.speakers.map((s) => s.name)).toEqual(['Sanne', 'Mark']);
    expect(created.organizerName).toBe('De Ademhalte');
    expect(created.abilities).toMatchObject({ edit: true, publish: true, cancel: false, delete: false });

    // Edit: keep one ticket by id, add one, reorder speakers; the draft's slug follows the title.
    const [keep] = created.tickets;
    const body = bodyFromEditor(created, {
      title: 'Ademwerk in de Vonk',
      tickets: [
        { id: keep?.id, name: 'Vroegboek', price: 10, isActive: true },
        { name: 'Duo', price: 30, isActive: true },
      ],
      speakers: [{ name: 'Mark' }],
    });
    const res = await callAs(t, org, 'PUT', `/api/dashboard/events/${created.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as EventEditorDto;
    expect(saved.slug).toBe(`ademwerk-in-de-vonk-${created.id.slice(0, 8)}`);
    expect(saved.tickets.map((x) => [x.name, x.price])).toEqual([
      ['Vroegboek', 10],
      ['Duo', 30],
    ]);
    expect(saved.tickets[0]?.id).toBe(keep?.id);
    expect(saved.speakers.map((s) => s.name)).toEqual(['Mark']);
    // The dropped dashboard-made speaker is gone, not left behind.
    expect(await t.db.select().from(speakers).where(eq(speakers.name, 'Sanne'))).toHaveLength(0);

    const bySlug = await callAs(t, org, 'GET', `/api/dashboard/events/${saved.slug}`);
    expect(bySlug.statusCode).toBe(200);
    expect((bySlug.json() as EventEditorDto).id).toBe(created.id);

    // The overview's figures come with it: the stored view and save counts.
    await t.db.update(events).set({ viewCount: 41, savedCount: 7 }).where(eq(events.id, created.id));
    const counted = (
      await callAs(t, org, 'GET', `/api/dashboard/events/${created.id}`)
    ).json() as EventEditorDto;
    expect([counted.viewCount, counted.savedCount]).toEqual([41, 7]);
  });

  it('keeps a ticket quantity and refuses one below the seats already sold (issue 14)', async () => {
    const created = await createEventAs(t, org, {
      title: 'Cacao-ceremonie met plaatsen',
      tickets: [{ name: 'Entree', price: 20, quantity: 30, isActive: true }],
    });
    const [ticket] = created.tickets;
    expect(ticket?.quantity).toBe(30);
    await t.db
      .update(eventTickets)
      .set({ soldCount: 12 })
      .where(eq(eventTickets.id, ticket?.id ?? ''));
    const lower = (quantity: number | null) =>
      callAs(
        t,
        org,
        'PUT',
        `/api/dashboard/events/${created.id}`,
        bodyFromEditor(created, {
          tickets: [{ id: ticket?.id, name: 'Entree', price: 20, quantity, isActive: true }],
        }),
      );
    const refused = await lower(10);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'tickets.0.quantity': 'Er zijn al 12 verkocht; kies minimaal 12.',
    });
    const ok = await lower(12);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as EventEditorDto).tickets[0]?.quantity).toBe(12);
    const unlimited = await lower(null);
    expect((unlimited.json() as EventEditorDto).tickets[0]?.quantity).toBeNull();
  });

  it('geocodes a typed city when no coordinates are given', async () => {
    const created = await createEventAs(t, org, {
      latitude: null,
      longitude: null,
      city: 'Utrecht',
      address: null,
    });
    expect(created.latitude).toBeCloseTo(52.09, 1);
    expect(created.longitude).toBeCloseTo(5.12, 1);
  });

  it('answers unknown events with 404 and malformed ids with 400', async () => {
    expect((await callAs(t, org, 'GET', '/api/dashboard/events/bestaat-niet')).statusCode).toBe(404);
    const put = await callAs(t, org, 'PUT', '/api/dashboard/events/niet-een-id', eventBody());
    expect(put.statusCode).toBe(400);
  });
});

describe('validation messages (Dutch, per field)', () => {
  const fieldsOf = async (overrides: Record<string, unknown>) => {
    const res = await callAs(t, org, 'POST', '/api/dashboard/events', { ...eventBody(), ...overrides });
    expect(res.statusCode, res.body).toBe(400);
    return res.json().error.fields as Record<string, string>;
  };

  it.each([
    [{ title: 'ab' }, 'title', 'De titel moet minimaal 3 tekens hebben.'],
    [{ title: 'x'.repeat(151) }, 'title', 'De titel mag maximaal 150 tekens hebben.'],
    [{ mainType: 'onbekend' }, 'mainType', 'Kies een hoofdcategorie.'],
    [{ startDate: '2027-01-01' }, 'startDate', 'Vul een geldige startdatum en -tijd in.'],
    [{ endDate: inDays(29) }, 'endDate', 'De einddatum moet na de startdatum liggen.'],
    [{ price: -1 }, 'price', 'De prijs mag niet negatief zijn.'],
    [{ maxParticipants: 0 }, 'maxParticipants', 'Het maximum aantal deelnemers moet groter dan 0 zijn.'],
    [{ currency: 'USD' }, 'currency', 'Alleen euro (EUR) wordt ondersteund.'],
    [
      { city: null, address: null, venueId: null },
      'city',
      'Vul een plaats of adres in, of kies een locatie.',
    ],
    [{ venueId: 'x' }, 'venueId', 'Kies een locatie uit de lijst.'],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Ongeldig adres van de afbeelding.'],
    [{ tickets: [{ name: '', price: 5 }] }, 'tickets.0.name', 'Geef het ticket een naam.'],
    [{ tickets: [{ name: 'A', price: -5 }] }, 'tickets.0.price', 'De prijs mag niet negatief zijn.'],
    [
      { sessions: [{ title: 'A', startTime: inDays(30, 20), endTime: inDays(30, 19) }] },
      'sessions.0.endTime',
      'De eindtijd moet na de begintijd liggen.',
    ],
    [{ speakers: [{ name: '' }] }, 'speakers.0.name', 'Vul de naam van de spreker in.'],
    [
      { recurrence: { frequency: 'weekly', interval: 0, endType: 'never' } },
      'recurrence.interval',
      'Het interval moet minimaal 1 zijn.',
    ],
    [
      { recurrence: { frequency: 'weekly', interval: 1, endType: 'after' } },
      'recurrence.occurrences',
      'Vul in hoe vaak het evenement plaatsvindt.',
    ],
    [
      { recurrence: { frequency: 'weekly', interval: 1, endType: 'on' } },
      'recurrence.endDate',
      'Kies de datum waarop de herhaling stopt.',
    ],
    [
      { recurrence: { frequency: 'hourly', interval: 1, endType: 'never' } },
      'recurrence.frequency',
      'Kies hoe vaak het evenement terugkomt.',
    ],
  ])('%j → %s', async (overrides, field, message) => {
    const fields = await fieldsOf(overrides);
    expect(fields[field]).toBe(message);
  });

  it('refuses unknown subtypes and venues with their own field message', async () => {
    const sub = await callAs(
      t,
      org,
      'POST',
      '/api/dashboard/events',
      eventBody({ subtypes: ['bestaat-niet'] }),
    );
    expect(sub.statusCode).toBe(400);
    expect(sub.json().error).toMatchObject({
      code: 'event_subtype_unknown',
      fields: { subtypes: ERRORS.event_subtype_unknown.message },
    });
    const venue = await callAs(
      t,
      org,
      'POST',
      '/api/dashboard/events',
      eventBody({ venueId: '00000000-0000-4000-8000-000000000001' }),
    );
    expect(venue.json().error.code).toBe('event_venue_not_found');
  });
});

describe('database rules (named constraints → catalogue messages)', () => {
  it('unique title: 409 with the specific message and hint, on the title field', async () => {
    const first = await createEventAs(t, org);
    const res = await callAs(t, org, 'POST', '/api/dashboard/events', eventBody({ title: first.title }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'event_title_exists',
      message: ERRORS.event_title_exists.message,
      hint: ERRORS.event_title_exists.hint,
      fields: { title: ERRORS.event_title_exists.message },
    });
  });

  it('start in the future on create, but an unchanged past start may be saved', async () => {
    const res = await callAs(
      t,
      org,
      'POST',
      '/api/dashboard/events',
      eventBody({ startDate: inDays(-2), endDate: null }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'event_start_in_past',
      fields: { startDate: ERRORS.event_start_in_past.message },
    });

    // An event that has started (moved into the past here) can still be edited without touching the start.
    const created = await createEventAs(t, org, { endDate: null });
    await t.db.transaction(async (tx) => {
      await tx.execute("select set_config('kring.allow_past_events', 'on', true)");
      await tx
        .update(events)
        .set({ startDate: new Date(Date.now() - 3600_000) })
        .where(eq(events.id, created.id));
    });
    const loaded = (
      await callAs(t, org, 'GET', `/api/dashboard/events/${created.id}`)
    ).json() as EventEditorDto;
    const edit = await callAs(
      t,
      org,
      'PUT',
      `/api/dashboard/events/${created.id}`,
      bodyFromEditor(loaded, { shortDescription: 'Nieuw' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const moved = await callAs(
      t,
      org,
      'PUT',
      `/api/dashboard/events/${created.id}`,
      bodyFromEditor(loaded, { startDate: inDays(-1) }),
    );
    expect(moved.json().error.code).toBe('event_start_in_past');
  });
});

describe('statuses: publish, cancel, trash, restore, delete forever', () => {
  it('walks an event through every dashboard action', async () => {
    const e = await createEventAs(t, org);
    const act = (action: string) => callAs(t, org, 'POST', `/api/dashboard/events/${e.id}/${action}`);

    expect((await act('cancel')).json().error.code).toBe('event_status_invalid');
    const published = await act('publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', badge: null });
    const pub = await t.db.select({ at: events.publishedAt }).from(events).where(eq(events.id, e.id));
    expect(pub[0]?.at).toBeInstanceOf(Date);

    expect((await act('cancel')).json()).toMatchObject({ status: 'cancelled', badge: 'Geannuleerd' });
    const del = await callAs(t, org, 'DELETE', `/api/dashboard/events/${e.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe(ERRORS.event_delete_requires_trash.message);

    expect((await act('trash')).json()).toMatchObject({
      status: 'trashed',
      abilities: { restore: true, delete: true, edit: false },
    });
    const locked = await callAs(t, org, 'PUT', `/api/dashboard/events/${e.id}`, eventBody());
    expect(locked.json().error.code).toBe('event_trashed_locked');
    expect((await act('restore')).json()).toMatchObject({ status: 'draft', badge: 'Concept' });
    expect((await act('trash')).statusCode).toBe(200);
    const gone = await callAs(t, org, 'DELETE', `/api/dashboard/events/${e.id}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ id: e.id, deleted: true });
    expect((await callAs(t, org, 'GET', `/api/dashboard/events/${e.id}`)).statusCode).toBe(404);
  });

  it('creates published at once with publish: true', async () => {
    const e = await createEventAs(t, org, { publish: true });
    expect(e.status).toBe('published');
  });
});

describe('recurrence', () => {
  it('saves the rule and generates occurrences; a change regenerates them', async () => {
    const e = await createEventAs(t, org, {
      recurrence: { frequency: 'weekly', interval: 2, endType: 'after', occurrences: 5 },
    });
    expect(e.recurrence).toEqual({
      frequency: 'weekly',
      interval: 2,
      endType: 'after',
      occurrences: 5,
      endDate: null,
    });
    expect(e.occurrences).toHaveLength(5);
    const gapDays =
      (Date.parse(e.occurrences[1]!.startDate) - Date.parse(e.occurrences[0]!.startDate)) / 86_400_000;
    expect(Math.round(gapDays)).toBe(14);
    expect(e.occurrences[0]?.startDate).toBe(e.startDate);

    const res = await callAs(
      t,
      org,
      'PUT',
      `/api/dashboard/events/${e.id}`,
      bodyFromEditor(e, {
        recurrence: { frequency: 'monthly', interval: 1, endType: 'never' },
      }),
    );
    const saved = res.json() as EventEditorDto;
    expect(saved.occurrences).toHaveLength(12);
    const none = await callAs(
      t,
      org,
      'PUT',
      `/api/dashboard/events/${e.id}`,
      bodyFromEditor(saved, { recurrence: null }),
    );
    expect((none.json() as EventEditorDto).occurrences).toEqual([]);
    expect(
      await t.db.select().from(eventRecurrenceRules).where(eq(eventRecurrenceRules.eventId, e.id)),
    ).toEqual([]);
    expect(await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, e.id))).toEqual([]);
  });
});

describe('dashboard list: tabs, badges, search, counts', () => {
  it('counts every tab and lists the chosen one', async () => {
    const before = await list();
    const draft = await createEventAs(t, org, { title: `Zoekbaar café-avond ${Date.now()}` });
    const live = await createEventAs(t, org, { publish: true });
    await callAs(t, org, 'POST', `/api/dashboard/events/${live.id}/cancel`);
    const after = await list();
    expect(after.counts.draft).toBe(before.counts.draft + 1);
    expect(after.counts.cancelled).toBe(before.counts.cancelled + 1);
    expect(after.counts.all).toBe(before.counts.all + 2);
    expect(after.plan.limit).toBe(10);

    const drafts = await list('?tab=draft&pageSize=100');
    expect(drafts.total).toBe(after.counts.draft);
    expect(drafts.items.every((i) => i.status === 'draft' && i.badge === 'Concept')).toBe(true);
    const cancelled = await list('?tab=cancelled');
    expect(cancelled.items.find((i) => i.id === live.id)?.badge).toBe('Geannuleerd');

    const found = await list('?q=CAFE-avond');
    expect(found.items.map((i) => i.id)).toEqual([draft.id]);
    expect(found.counts.all).toBe(1);
  });

  it('lists listed venues for the picker', async () => {
    const res = await callAs(t, org, 'GET', '/api/dashboard/venues?q=vonk');
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ name: 'Dansstudio De Vonk' });
  });
});
