import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoadmapResponse, SiteStatsDto } from '../../../core/schemas/site';
import { contactMessages, emailLogs, emailOutbox, roadmapItems, venueProfiles } from '../../db/schema';
import { type TestApp, anotherHandle, createTestApp, waitUntil } from '../../test/app';
import { daysFromNow, insertEvent, insertOrganization, insertUser } from '../../test/fixtures';
import { SITE_STATS_TTL_MS, getSiteStats } from './service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: 'beheer@kring.test', PUBLIC_URL: 'https://kring.example' } });
});

afterAll(async () => {
  await t?.close();
});

const validContact = {
  name: 'Sanne de Vries',
  email: 'sanne@example.nl',
  subject: 'Vraag over het organisatieplan',
  message: 'Hoi! Kan ik als stichting ook <b>maandelijks</b> betalen?\nGroet, Sanne',
};

describe('GET /api/roadmap', () => {
  it('lists items by status, then sort order', async () => {
    await t.db.insert(roadmapItems).values([
      {
        title: 'Kaartweergave',
        description: 'Evenementen op de kaart.',
        status: 'done',
        category: 'events',
        sortOrder: 1,
      },
      {
        title: 'Chat',
        description: 'Berichten tussen leden.',
        status: 'planned',
        category: 'community',
        sortOrder: 2,
      },
      {
        title: 'Agenda-export',
        description: 'iCal.',
        status: 'planned',
        category: 'events',
        sortOrder: 1,
        votes: 7,
      },
      {
        title: 'Forum',
        description: 'Nieuwe editor.',
        status: 'in_progress',
        category: 'community',
        targetQuarter: 'Q1 2027',
      },
    ]);
    const res = await t.app.inject({ url: '/api/roadmap' });
    expect(res.statusCode).toBe(200);
    const { items } = res.json<RoadmapResponse>();
    expect(items.map((i) => i.title)).toEqual(['Agenda-export', 'Chat', 'Forum', 'Kaartweergave']);
    expect(items[0]).toMatchObject({ status: 'planned', votes: 7, category: 'events', targetQuarter: null });
    expect(items[2]).toMatchObject({ status: 'in_progress', targetQuarter: 'Q1 2027' });
  });
});

describe('GET /api/site/stats', () => {
  it('counts upcoming public events, profiles, members and distinct cities', async () => {
    const org = await insertOrganization(t.db);
    await insertOrganization(t.db);
    const owner = await insertUser(t.db);
    await t.db.insert(venueProfiles).values({ userId: owner.id, name: 'De Tuinkamer', slug: 'de-tuinkamer' });
    await insertEvent(t.db, { city: 'Utrecht', organizationProfileId: org.id });
    await insertEvent(t.db, { city: ' utrecht ' });
    await insertEvent(t.db, { city: 'Gent' });
    await insertEvent(t.db, { city: null, isOnline: true });
    await insertEvent(t.db, { city: 'Leuven', status: 'draft' });
    await insertEvent(t.db, { city: 'Zwolle', startDate: daysFromNow(-2) });

    const res = await t.app.inject({ url: '/api/site/stats' });
    expect(res.statusCode).toBe(200);
    // 3 users from fixtures (two organisation owners, one venue owner), each with a profile.
    expect(res.json<SiteStatsDto>()).toEqual({
      upcomingEvents: 4,
      organizations: 2,
      venues: 1,
      professionals: 0,
      members: 3,
      cities: 2,
    });

    // The cache on its own (a Db no app listens for, so nothing drops it): a minute from memory, then counted
    // again…
    const quiet = await anotherHandle(t);
    const start = Date.now();
    expect((await getSiteStats({ db: quiet.db }, start)).upcomingEvents).toBe(4);
    await insertEvent(t.db, { city: 'Gent' });
    expect((await getSiteStats({ db: quiet.db }, start + SITE_STATS_TTL_MS - 1)).upcomingEvents).toBe(4);
    expect((await getSiteStats({ db: quiet.db }, start + SITE_STATS_TTL_MS)).upcomingEvents).toBe(5);
    await quiet.close();

    // …while the app, which listens, drops them at once on the event's NOTIFY kring_events_changed.
    const upcoming = async () =>
      (await t.app.inject({ url: '/api/site/stats' })).json<SiteStatsDto>().upcomingEvents;
    await waitUntil(async () => (await upcoming()) === 5);
  });
});

describe('POST /api/contact', () => {
  it('stores the message, mails the administrators and confirms to the sender', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: validContact,
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: string; received: boolean }>();
    expect(body.received).toBe(true);

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({
      name: 'Sanne de Vries',
      email: 'sanne@example.nl',
      subject: validContact.subject,
    });
    expect(row?.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(row?.ipHash).not.toContain('10.0.0.1');

    const mails = await t.db.select().from(emailOutbox).orderBy(asc(emailOutbox.createdAt));
    expect(mails.map((m) => [m.kind, m.toAddress])).toEqual([
      ['contact_notification', 'beheer@kring.test'],
      ['contact_confirmation', 'sanne@example.nl'],
    ]);
    const [notification, confirmation] = mails;
    expect(notification?.subject).toBe('Nieuw contactbericht: Vraag over het organisatieplan');
    expect(notification?.text).toContain('Sanne de Vries');
    // User input is escaped in HTML, kept verbatim in text.
    expect(notification?.html).toContain('&lt;b&gt;maandelijks&lt;/b&gt;');
    expect(notification?.html).not.toContain('<b>maandelijks</b>');
    expect(notification?.text).toContain('<b>maandelijks</b>');
    expect(confirmation?.subject).toBe('We hebben je bericht ontvangen');
    expect(confirmation?.text).toContain('Hoi Sanne de Vries,');
    expect(confirmation?.text).toContain('https://kring.example');
    expect(mails.every((m) => m.status === 'sent' && m.fromAddress === 'Kring <noreply@kring.test>')).toBe(
      true,
    );

    const logs = await t.db.select().from(emailLogs);
    expect(logs).toHaveLength(2);
    expect(logs.every((l) => l.transport === 'outbox' && l.status === 'sent')).toBe(true);
  });

  it('rejects an invalid message with Dutch messages per field and stores nothing', async () => {
    const before = await t.db.$count(contactMessages);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'S', email: 'geen-adres', subject: 'Hoi', message: 'Kort' },
      remoteAddress: '10.0.0.2',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Controleer de ingevulde gegevens.',
        fields: {
          name: 'Vul je naam in.',
          email: 'Vul een geldig e-mailadres in.',
          message: 'Je bericht is te kort (minimaal 10 tekens).',
        },
      },
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {},
      remoteAddress: '10.0.0.2',
    });
    expect(missing.json<{ error: { fields: Record<string, string> } }>().error.fields.name).toBe(
      'Dit veld is verplicht.',
    );
    expect(await t.db.$count(contactMessages)).toBe(before);
  });

  it('allows 5 messages per minute per IP, then answers 429 in Dutch', async () => {
    const send = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: validContact, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await send('10.0.0.9')).statusCode).toBe(201);
    const limited = await send('10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Te veel verzoeken. Probeer het over een paar minuten opnieuw.',
      },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await send('10.0.0.10')).statusCode).toBe(201);
  });
});
