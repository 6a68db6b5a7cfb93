import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  events,
  notifications,
  organizationProfiles,
  professionals,
  profiles,
  venueBookings,
  venueProfiles,
} from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { ADMIN_EMAIL } from '../../test/accounts';
import { callAs, errorOf, signInAs } from '../../test/http';
import { listeningBase, openStream } from '../../test/sse';

let t: TestApp;
const cookie: Record<string, string> = {};
const id: Record<string, string> = {};
const EMAILS = {
  deelnemer: 'deelnemer@demo.kring.test',
  organisatie: 'organisatie@demo.kring.test',
  premium: 'organisatie-premium@demo.kring.test',
  professional: 'professional@demo.kring.test',
  locatie: 'locatie@demo.kring.test',
  multi: 'multi@demo.kring.test',
  admin: ADMIN_EMAIL,
};
type Who = keyof typeof EMAILS;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
  for (const [who, email] of Object.entries(EMAILS)) {
    cookie[who] = await signInAs(t, email);
    const [row] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
    id[who] = row!.id;
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const as = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  callAs(t, cookie[who]!, method, url, body);
const start = (who: Who, to: unknown, content = 'Hallo!') =>
  as(who, 'POST', '/api/conversations', { to, content });
const send = (who: Who, conversationId: string, content: string) =>
  as(who, 'POST', `/api/conversations/${conversationId}/messages`, { content });

describe('starting a conversation (issue 15)', () => {
  it('writes to a member and answers the existing conversation the second time', async () => {
    const first = await start('premium', { kind: 'user', userId: id.multi }, 'Hoi, kom je zaterdag ook?');
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json();
    expect(body.conversation.other).toMatchObject({ userId: id.multi });
    expect(body.conversation.context).toBeNull();
    expect(body.message).toMatchObject({
      content: 'Hoi, kom je zaterdag ook?',
      senderId: id.premium,
      isRead: false,
    });
    const again = await start('multi', { kind: 'user', userId: id.premium }, '  Ja, leuk!  ');
    expect(again.statusCode).toBe(201);
    expect(again.json().conversation.id).toBe(body.conversation.id);
    expect(again.json().message.content).toBe('Ja, leuk!');
  });

  it('finds the owner of an organisation, a professional and a venue profile', async () => {
    const [org] = await t.db
      .select({
        id: organizationProfiles.id,
        userId: organizationProfiles.userId,
        name: organizationProfiles.organizationName,
      })
      .from(organizationProfiles)
      .where(eq(organizationProfiles.userId, id.organisatie!));
    const [pro] = await t.db.select().from(professionals).where(eq(professionals.userId, id.professional!));
    const [venue] = await t.db.select().from(venueProfiles).where(eq(venueProfiles.userId, id.locatie!));
    const cases = [
      {
        to: { kind: 'profile', profileType: 'organization', profileId: org!.id },
        owner: id.organisatie,
        type: 'profile',
        title: org!.name,
      },
      {
        to: { kind: 'profile', profileType: 'professional', profileId: pro!.id },
        owner: id.professional,
        type: 'profile',
        title: pro!.businessName,
      },
      {
        to: { kind: 'profile', profileType: 'venue', profileId: venue!.id },
        owner: id.locatie,
        type: 'venue',
        title: venue!.name,
      },
    ];
    for (const c of cases) {
      const res = await start('premium', c.to, `Een vraag over ${c.title}`);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().conversation.other.userId).toBe(c.owner);
      expect(res.json().conversation.context).toMatchObject({
        type: c.type,
        id: c.to.profileId,
        title: c.title,
      });
    }
  });

  it("finds an event's organiser (its organisation's owner)", async () => {
    const [event] = await t.db
      .select({ id: events.id, title: events.title, owner: organizationProfiles.userId })
      .from(events)
      .innerJoin(organizationProfiles, eq(organizationProfiles.id, events.organizationProfileId))
      .where(and(eq(events.status, 'published'), ne(organizationProfiles.userId, id.professional!)))
      .limit(1);
    const res = await start('professional', { kind: 'event', eventId: event!.id }, 'Is er nog plek?');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().conversation.other.userId).toBe(event!.owner);
    expect(res.json().conversation.context).toMatchObject({
      type: 'event',
      id: event!.id,
      title: event!.title,
    });
  });

  it('finds the other side of a booking, for both sides; nobody else', async () => {
    const [booking] = await t.db
      .select({ id: venueBookings.id, requesterId: venueBookings.requesterId, ownerId: venueProfiles.userId })
      .from(venueBookings)
      .innerJoin(venueProfiles, eq(venueProfiles.id, venueBookings.venueId))
      .where(isNotNull(venueBookings.requesterId))
      .limit(1);
    const requester = (Object.keys(id) as Who[]).find((w) => id[w] === booking!.requesterId);
    const owner = (Object.keys(id) as Who[]).find((w) => id[w] === booking!.ownerId);
    expect(requester && owner).toBeTruthy();
    const to = { kind: 'booking', bookingId: booking!.id };
    const fromRequester = await start(
      requester!,
      to,
      'Over onze boeking: kunnen we een uur eerder beginnen?',
    );
    expect(fromRequester.statusCode, fromRequester.body).toBe(201);
    expect(fromRequester.json().conversation.other.userId).toBe(booking!.ownerId);
    expect(fromRequester.json().conversation.context.type).toBe('booking');
    const fromOwner = await start(owner!, to, 'Dat kan!');
    expect(fromOwner.json().conversation.other.userId).toBe(booking!.requesterId);
    const outsider = (['multi', 'premium', 'professional'] as Who[]).find(
      (w) => w !== requester && w !== owner,
    )!;
    const refused = await start(outsider, to);
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).code).toBe('conversation_recipient_not_found');
  });

  it('refuses yourself, unknown targets and bad content in Dutch', async () => {
    const self = await start('multi', { kind: 'user', userId: id.multi });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self)).toMatchObject({
      code: 'conversation_self',
      message: 'Je kunt geen bericht aan jezelf sturen.',
    });
    const unknown = await start('multi', { kind: 'event', eventId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    for (const content of ['', '   ', 'x'.repeat(2001), 'nul\u0000teken']) {
      const res = await start('multi', { kind: 'user', userId: id.locatie }, content);
      expect(res.statusCode, content.slice(0, 10)).toBe(400);
      expect(res.json().error.fields.content).toMatch(/bericht|teken/i);
    }
    const ok = await start('multi', { kind: 'user', userId: id.locatie }, 'x'.repeat(2000));
    expect(ok.statusCode).toBe(201);
    const html = await start('multi', { kind: 'user', userId: id.locatie }, '<b>vet</b> <script>x</script>');
    expect(html.json().message.content).toBe('<b>vet</b> <script>x</script>');
  });
});

describe('reading a conversation', () => {
  let conversationId: string;
  beforeAll(async () => {
    const res = await start('organisatie', { kind: 'user', userId: id.professional }, 'bericht 0');
    conversationId = res.json().conversation.id;
    for (let i = 1; i < 25; i += 1) {
      const r = await send(i % 2 ? 'professional' : 'organisatie', conversationId, `bericht ${i}`);
      expect(r.statusCode, r.body).toBe(201);
    }
  });

  it('pages newest first by `before`', async () => {
    const first = await as('organisatie', 'GET', `/api/conversations/${conversationId}/messages?limit=10`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items.map((m: { content: string }) => m.content).slice(0, 2)).toEqual([
      'bericht 24',
      'bericht 23',
    ]);
    expect(page1.hasMore).toBe(true);
    const seen = [...page1.items];
    let before = page1.items.at(-1).id;
    for (;;) {
      const page = (
        await as(
          'organisatie',
          'GET',
          `/api/conversations/${conversationId}/messages?limit=10&before=${before}`,
        )
      ).json();
      seen.push(...page.items);
      if (!page.hasMore) break;
      before = page.items.at(-1).id;
    }
    expect(seen.map((m) => m.content)).toEqual(Array.from({ length: 25 }, (_, i) => `bericht ${24 - i}`));
  });

  it('lists the conversation with its last message and unread count, and the header badge', async () => {
    const list = (await as('organisatie', 'GET', '/api/me/conversations')).json();
    const mine = list.items.find((c: { id: string }) => c.id === conversationId);
    expect(mine.lastMessage).toMatchObject({ content: 'bericht 24', fromMe: true });
    expect(mine.other.userId).toBe(id.professional);
    const theirs = (await as('professional', 'GET', '/api/me/conversations')).json();
    expect(theirs.items.find((c: { id: string }) => c.id === conversationId).unread).toBe(13);
    const badge = (await as('professional', 'GET', '/api/me/messages/unread-count')).json();
    expect(badge.count).toBeGreaterThanOrEqual(13);
  });

  it('one notification per unread burst, with a link to the thread', async () => {
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, id.professional!), eq(notifications.type, 'message')));
    const forThread = rows.filter((n) => n.data.conversation_id === conversationId);
    // Every reply of the other side starts a new burst (the professional had read nothing, so only the first).
    expect(forThread).toHaveLength(1);
    expect(forThread[0]!.actionUrl).toBe(`/dashboard/berichten?gesprek=${conversationId}`);
  });

  it('read receipts: reading marks the other’s messages read', async () => {
    const read = await as('professional', 'POST', `/api/conversations/${conversationId}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().updated).toBe(13);
    const page = (
      await as('organisatie', 'GET', `/api/conversations/${conversationId}/messages?limit=1`)
    ).json();
    expect(page.items[0]).toMatchObject({ isRead: true });
    expect(page.items[0].readAt).not.toBeNull();
    const again = (await as('professional', 'POST', `/api/conversations/${conversationId}/read`)).json();
    expect(again).toEqual({ updated: 0, readAt: null });
  });

  it('both members hear a new message and the read receipt on their stream', async () => {
    const base = await listeningBase(t);
    const sender = openStream(base, '/api/stream', cookie.organisatie);
    const receiver = openStream(base, '/api/stream', cookie.professional);
    expect((await sender.ready).status).toBe(200);
    expect((await receiver.ready).status).toBe(200);
    await receiver.until((f) => f.some((x) => x.event === 'ready'), 'ready');
    await sender.until((f) => f.some((x) => x.event === 'ready'), 'ready');
    const sent = (await send('organisatie', conversationId, 'live bericht')).json();
    for (const stream of [receiver, sender]) {
      const frames = await stream.until(
        (f) => f.some((x) => x.event === 'message' && (x.data.message as { id: string }).id === sent.id),
        'message',
      );
      expect(frames.find((x) => x.event === 'message')?.data).toMatchObject({ conversationId });
    }
    await as('professional', 'POST', `/api/conversations/${conversationId}/read`);
    await sender.until(
      (f) => f.some((x) => x.event === 'messages-read' && x.data.readerId === id.professional),
      'messages-read',
    );
    sender.close();
    receiver.close();
  });

  it('a third member and an admin get 404 on someone else’s conversation', async () => {
    for (const who of ['multi', 'admin'] as Who[]) {
      for (const [method, url, body] of [
        ['GET', `/api/conversations/${conversationId}`],
        ['GET', `/api/conversations/${conversationId}/messages`],
        ['POST', `/api/conversations/${conversationId}/messages`, { content: 'inbreker' }],
        ['POST', `/api/conversations/${conversationId}/read`],
        ['POST', `/api/conversations/${conversationId}/report`, { reason: 'ik wil meelezen' }],
      ] as const) {
        const res = await as(who, method, url, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(404);
        expect(errorOf(res).code).toBe('conversation_not_found');
      }
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/me/conversations' });
    expect(visitor.statusCode).toBe(401);
    expect(errorOf(visitor).message).toBe('Je moet ingelogd zijn om berichten te sturen.');
  });
});
