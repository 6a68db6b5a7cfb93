import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_PER_MINUTE, NEW_ACCOUNT_CONVERSATIONS_PER_DAY } from '../../../core/domain/notifications';
import { profiles } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { ADMIN_EMAIL, signUpVerified } from '../../test/accounts';
import { callAs, errorOf, signInAs } from '../../test/http';

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
type Who = keyof typeof EMAILS | 'nieuw';
const NEW_EMAIL = 'nieuw-lid@example.test';
const NEW_PASSWORD = 'Een-sterk-wachtwoord-2026';

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
  await signUpVerified(t, t.config.publicUrl, {
    email: NEW_EMAIL,
    password: NEW_PASSWORD,
    name: 'Nina Nieuw',
  });
  const all = { ...EMAILS, nieuw: NEW_EMAIL };
  for (const [who, email] of Object.entries(all)) {
    cookie[who] = await signInAs(t, email, who === 'nieuw' ? NEW_PASSWORD : undefined);
    const [row] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
    id[who] = row!.id;
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const as = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  callAs(t, cookie[who]!, method, url, body);
const startWith = (who: Who, other: Who, content = 'Hallo!') =>
  as(who, 'POST', '/api/conversations', { to: { kind: 'user', userId: id[other] }, content });
const send = (who: Who, conversationId: string, content: string) =>
  as(who, 'POST', `/api/conversations/${conversationId}/messages`, { content });

describe('blocking (issue 15)', () => {
  it('blocks both ways: neither can write, both can still read; unblocking restores', async () => {
    const conversationId = (await startWith('deelnemer', 'multi')).json().conversation.id;
    expect((await as('multi', 'PUT', `/api/me/blocks/${id.deelnemer}`)).statusCode).toBe(204);
    expect((await as('multi', 'PUT', `/api/me/blocks/${id.deelnemer}`)).statusCode).toBe(204);
    const blocks = (await as('multi', 'GET', '/api/me/blocks')).json();
    expect(blocks.items.map((b: { userId: string }) => b.userId)).toEqual([id.deelnemer]);

    for (const who of ['deelnemer', 'multi'] as const) {
      const res = await send(who, conversationId, 'mag dit?');
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toMatchObject({
        code: 'conversation_blocked',
        message: 'Je kunt dit lid geen berichten sturen.',
      });
      expect((await as(who, 'GET', `/api/conversations/${conversationId}/messages`)).statusCode).toBe(200);
    }
    expect((await startWith('deelnemer', 'multi')).statusCode).toBe(403);
    const view = (await as('deelnemer', 'GET', `/api/conversations/${conversationId}`)).json();
    expect(view).toMatchObject({ blocked: false, blockedByOther: true });
    expect((await as('multi', 'GET', `/api/conversations/${conversationId}`)).json().blocked).toBe(true);

    expect((await as('multi', 'DELETE', `/api/me/blocks/${id.deelnemer}`)).statusCode).toBe(204);
    expect((await send('deelnemer', conversationId, 'weer vrienden')).statusCode).toBe(201);
  });

  it('refuses blocking yourself and unknown members', async () => {
    const self = await as('multi', 'PUT', `/api/me/blocks/${id.multi}`);
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).code).toBe('block_self');
    expect((await as('multi', 'PUT', '/api/me/blocks/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await as('multi', 'PUT', '/api/me/blocks/geen-id')).statusCode).toBe(400);
  });
});

describe('reports and the admin queue', () => {
  let conversationId: string;
  let reportId: string;

  beforeAll(async () => {
    conversationId = (await startWith('premium', 'professional', 'Koop mijn cursus!!!')).json().conversation
      .id;
  });

  it('a member reports once; validation in Dutch', async () => {
    const short = await as('professional', 'POST', `/api/conversations/${conversationId}/report`, {
      reason: 'x',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.reason).toBe('Vertel in een paar woorden wat er mis is.');
    const res = await as('professional', 'POST', `/api/conversations/${conversationId}/report`, {
      reason: 'Ongevraagde reclame, meerdere keren.',
    });
    expect(res.statusCode, res.body).toBe(201);
    reportId = res.json().id;
    const again = await as('professional', 'POST', `/api/conversations/${conversationId}/report`, {
      reason: 'Nog een keer melden.',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('conversation_already_reported');
    expect((await as('professional', 'GET', `/api/conversations/${conversationId}`)).json().reported).toBe(
      true,
    );
  });

  it('only admins see the queue and, through a report, the messages', async () => {
    for (const who of ['professional', 'premium', 'deelnemer'] as const) {
      expect((await as(who, 'GET', '/api/admin/conversation-reports')).statusCode).toBe(403);
      expect((await as(who, 'GET', `/api/admin/conversation-reports/${reportId}`)).statusCode).toBe(403);
    }
    const list = (await as('admin', 'GET', '/api/admin/conversation-reports?status=open')).json();
    expect(list.items[0]).toMatchObject({
      id: reportId,
      conversationId,
      reporter: { userId: id.professional },
      reported: { userId: id.premium },
      status: 'open',
    });
    const view = (await as('admin', 'GET', `/api/admin/conversation-reports/${reportId}`)).json();
    expect(view.messages.map((m: { content: string }) => m.content)).toEqual(['Koop mijn cursus!!!']);
    // …but never the conversation itself.
    expect((await as('admin', 'GET', `/api/conversations/${conversationId}/messages`)).statusCode).toBe(404);
    const missing = await as(
      'admin',
      'GET',
      '/api/admin/conversation-reports/00000000-0000-4000-8000-000000000000',
    );
    expect(errorOf(missing).code).toBe('conversation_report_not_found');
  });

  it('the admin dismisses, then resolves with a suspension of the reported member', async () => {
    const dismissed = await as('admin', 'POST', `/api/admin/conversation-reports/${reportId}`, {
      action: 'dismiss',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({ status: 'dismissed' });
    expect(dismissed.json().resolvedAt).not.toBeNull();
    const open = (await as('admin', 'GET', '/api/admin/conversation-reports?status=open')).json();
    expect(open.items.some((r: { id: string }) => r.id === reportId)).toBe(false);

    const resolved = await as('admin', 'POST', `/api/admin/conversation-reports/${reportId}`, {
      action: 'resolve',
      suspend: true,
      note: 'Spam in berichten.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().status).toBe('resolved');
    const [premium] = await t.db.select().from(profiles).where(eq(profiles.id, id.premium!));
    expect(premium?.suspendedAt).not.toBeNull();
    expect(premium?.suspensionReason).toBe('Spam in berichten.');
    // A suspended member cannot be written to any more (history stays).
    const res = await send('professional', conversationId, 'Hallo?');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('conversation_recipient_not_found');
  });
});

describe('rate limits', () => {
  it(`${MESSAGES_PER_MINUTE} messages a minute per member, then 429 in Dutch`, async () => {
    const conversationId = (await startWith('locatie', 'organisatie', 'bericht 1')).json().conversation.id;
    for (let i = 2; i <= MESSAGES_PER_MINUTE; i += 1) {
      const res = await send('locatie', conversationId, `bericht ${i}`);
      expect(res.statusCode, res.body).toBe(201);
    }
    const limited = await send('locatie', conversationId, 'een te veel');
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toMatchObject({
      code: 'message_rate_limited',
      message: 'Je stuurt veel berichten achter elkaar. Wacht een minuut en probeer het opnieuw.',
    });
    // The other member is not limited by it.
    expect((await send('organisatie', conversationId, 'rustig aan')).statusCode).toBe(201);
  });

  it(`a new account starts at most ${NEW_ACCOUNT_CONVERSATIONS_PER_DAY} conversations a day`, async () => {
    const others: Who[] = ['deelnemer', 'organisatie', 'professional', 'locatie', 'multi'];
    for (const other of others) expect((await startWith('nieuw', other)).statusCode).toBe(201);
    const sixth = await startWith('nieuw', 'admin');
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth).code).toBe('conversation_limit');
    // Continuing a conversation it already has is not a new one.
    expect((await startWith('nieuw', 'multi', 'nog een vraag')).statusCode).toBe(201);
    // An established member has no such limit.
    expect((await startWith('multi', 'admin')).statusCode).toBe(201);
  });
});
