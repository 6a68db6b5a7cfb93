import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGEST_THRESHOLD, DIGEST_WINDOW_MS } from '../../../core/domain/notifications';
import {
  emailOutbox,
  notificationDeliveries,
  notificationPreferences,
  notifications,
  pushSubscriptions,
  users,
} from '../../db/schema';
import { createLogger } from '../../http/logger';
import { OutboxMailSender } from '../../integrations/mail';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, errorOf, signInAs } from '../../test/http';
import { type DispatchDeps, type PushPayload, dispatchDeliveries, notify } from './index';

/** E-mail deliveries after commit: preferences at send time, the digest beyond 5 an hour, no double sends. */

let t: TestApp;
let deps: DispatchDeps;
const EMAILS = {
  busy: 'deelnemer@demo.kring.test',
  picky: 'multi@demo.kring.test',
  twice: 'organisatie-premium@demo.kring.test',
} as const;
const ids = {} as Record<keyof typeof EMAILS, string>;

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

const mails = (to: string, kind: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));

const statusesOf = async (userId: string) =>
  (
    await t.db
      .select({ status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.userId, userId), eq(notificationDeliveries.channel, 'email')))
  )
    .map((r) => r.status)
    .sort();

const tell = (userId: string, title: string, kind: 'forum_reply' | 'booking_answered' = 'forum_reply') =>
  notify(t.db, { userIds: [userId], kind, title, content: `Inhoud van ${title}.`, actionUrl: '/forum' });

/** The app's own dispatcher, after whatever wake-up it is busy with. */
const dispatch = (now = new Date()) => t.app.notificationDispatcher.run(now);

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  for (const who of Object.keys(EMAILS) as (keyof typeof EMAILS)[]) ids[who] = await idOf(EMAILS[who]);
  const logger = createLogger(t.config);
  deps = {
    db: t.db,
    config: t.config,
    logger,
    mail: new OutboxMailSender(t.db, { from: t.config.mailFrom, logger, printToConsole: false }),
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('notification e-mail', () => {
  it('is sent to a member who wants e-mail of the type, with one-click unsubscribe headers', async () => {
    await tell(ids.picky, 'Nieuwe reactie op “Ademwerk”');
    await dispatch();
    const [mail] = await mails(EMAILS.picky, 'notification');
    expect(mail).toMatchObject({ subject: 'Nieuwe reactie op “Ademwerk”', status: 'sent' });
    expect(mail!.text).toContain('Inhoud van Nieuwe reactie op “Ademwerk”.');
    expect(mail!.text).toMatch(/\/afmelden\?token=/);
    expect(mail!.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<${t.config.publicUrl}/api/notifications/unsubscribe\\?token=[^>]+>$`),
    );
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('is never sent for a type the member switched e-mail off for, also when switched off after queueing', async () => {
    const cookie = await signInAs(t, EMAILS.picky);
    const off = await callAs(t, cookie, 'PUT', '/api/me/notification-preferences', {
      preferences: [{ type: 'bookings', email: false }],
    });
    expect(off.statusCode).toBe(200);
    await tell(ids.picky, 'Je boeking is geaccepteerd', 'booking_answered');
    // Queued while e-mail was on, then switched off before the dispatcher ran: skipped at send time.
    await t.db
      .insert(notificationPreferences)
      .values({ userId: ids.picky, type: 'forum_replies', email: true })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.type],
        set: { email: true },
      });
    await t.db.transaction(async (tx) => {
      await notify(tx, {
        userIds: [ids.picky],
        kind: 'forum_mention',
        title: 'Je bent genoemd',
        content: 'Iemand noemde je.',
        actionUrl: null,
      });
      await tx
        .update(notificationPreferences)
        .set({ email: false })
        .where(
          and(
            eq(notificationPreferences.userId, ids.picky),
            eq(notificationPreferences.type, 'forum_replies'),
          ),
        );
    });
    await dispatch();
    const subjects = (await mails(EMAILS.picky, 'notification')).map((m) => m.subject);
    expect(subjects).not.toContain('Je boeking is geaccepteerd');
    expect(subjects).not.toContain('Je bent genoemd');
    // The bell still has both.
    const bell = await callAs(t, cookie, 'GET', '/api/me/notifications');
    const titles = (bell.json() as { items: { title: string }[] }).items.map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['Je boeking is geaccepteerd', 'Je bent genoemd']));
  });

  it(`batches into one digest beyond ${DIGEST_THRESHOLD} mails an hour`, async () => {
    const start = new Date();
    for (let i = 1; i <= DIGEST_THRESHOLD + 3; i += 1) await tell(ids.busy, `Drukte ${i}`);
    await dispatch(start);
    const single = await mails(EMAILS.busy, 'notification');
    expect(single.map((m) => m.subject).sort()).toEqual(
      Array.from({ length: DIGEST_THRESHOLD }, (_, i) => `Drukte ${i + 1}`).sort(),
    );
    expect(await statusesOf(ids.busy)).toEqual(
      [...Array(DIGEST_THRESHOLD).fill('sent'), 'held', 'held', 'held'].sort(),
    );

    // Within the hour nothing more goes out, also not for a new one: it joins the wait.
    await tell(ids.busy, 'Drukte 9');
    await dispatch(new Date(start.getTime() + 30 * 60_000));
    expect(await mails(EMAILS.busy, 'notification_digest')).toHaveLength(0);

    // Once the window has room again: ONE mail listing all four.
    await dispatch(new Date(start.getTime() + DIGEST_WINDOW_MS + 60_000));
    const digests = await mails(EMAILS.busy, 'notification_digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('4 nieuwe meldingen op Kring');
    for (const n of [6, 7, 8, 9]) expect(digests[0]!.text).toContain(`Drukte ${n}`);
    expect(digests[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await statusesOf(ids.busy)).toEqual(
      [...Array(DIGEST_THRESHOLD).fill('sent'), ...Array(4).fill('digested')].sort(),
    );
    expect(await mails(EMAILS.busy, 'notification')).toHaveLength(DIGEST_THRESHOLD);
  });

  it('is sent once even when dispatchers run at the same time and again', async () => {
    for (let i = 1; i <= 4; i += 1) await tell(ids.twice, `Tweemaal ${i}`);
    await Promise.all([dispatchDeliveries(deps), dispatchDeliveries(deps), dispatch()]);
    await dispatchDeliveries(deps);
    await dispatch();
    const subjects = (await mails(EMAILS.twice, 'notification')).map((m) => m.subject).sort();
    expect(subjects).toEqual(['Tweemaal 1', 'Tweemaal 2', 'Tweemaal 3', 'Tweemaal 4']);
    const rows = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, ids.twice));
    const deliveries = await t.db
      .select({ status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(
        inArray(
          notificationDeliveries.notificationId,
          rows.map((r) => r.id),
        ),
      );
    expect(deliveries.map((d) => d.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
  });
});

describe('one-click unsubscribe', () => {
  const linkToken = async () => {
    await tell(ids.twice, 'Afmeldtest');
    await dispatch();
    const mail = (await mails(EMAILS.twice, 'notification')).find((m) => m.subject === 'Afmeldtest');
    const header = mail!.headers['List-Unsubscribe']!;
    const url = new URL(header.slice(1, -1));
    const page = new URL(mail!.text.match(/https?:\/\/\S+\/afmelden\?token=\S+/)![0]);
    expect(page.searchParams.get('token')).toBe(url.searchParams.get('token'));
    return url.searchParams.get('token')!;
  };

  it('shows the type and the masked address without a login, then switches that e-mail off', async () => {
    const token = await linkToken();
    const info = await callAs(
      t,
      null,
      'GET',
      `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      type: 'forum_replies',
      email: 'o***@demo.kring.test',
      unsubscribed: false,
    });

    // RFC 8058: the mail client POSTs a form body, without cookie or Origin.
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'forum_replies', unsubscribed: true });

    const cookie = await signInAs(t, EMAILS.twice);
    const prefs = await callAs(t, cookie, 'GET', '/api/me/notification-preferences');
    const forum = (
      prefs.json() as { preferences: { type: string; email: boolean; inApp: boolean }[] }
    ).preferences.find((p) => p.type === 'forum_replies');
    expect(forum).toMatchObject({ email: false, inApp: true });

    // Idempotent, and no more mails of that type.
    const again = await callAs(
      t,
      null,
      'POST',
      `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(again.statusCode).toBe(200);
    await tell(ids.twice, 'Na het afmelden');
    await dispatch();
    expect((await mails(EMAILS.twice, 'notification')).map((m) => m.subject)).not.toContain(
      'Na het afmelden',
    );
  });

  it('refuses an invalid or altered token with the Dutch way forward', async () => {
    const token = await linkToken();
    const [userId, , signature] = token.split('.');
    for (const bad of ['ongeldig-token-123', `${userId}.bookings.${signature}`, `${token}x`]) {
      const res = await callAs(
        t,
        null,
        'GET',
        `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
      );
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        code: 'unsubscribe_token_invalid',
        message: 'Deze afmeldlink is ongeldig. Pas je meldingen aan via Instellingen › Notificaties.',
      });
      const post = await callAs(
        t,
        null,
        'POST',
        `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
      );
      expect(post.statusCode).toBe(400);
    }
    expect((await callAs(t, null, 'GET', '/api/notifications/unsubscribe')).statusCode).toBe(400);
  });
});

describe('push deliveries', () => {
  it('hand each queued push once to the wired sender, and skip a type switched off meanwhile', async () => {
    const sent: { userId: string; payload: PushPayload }[] = [];
    // Stands in for the push helper's createPushSender (web-push to the browsers), which is not in this branch.
    const push = {
      send: async (userId: string, payload: PushPayload) => {
        sent.push({ userId, payload });
        return 'sent' as const;
      },
    };
    await t.db
      .insert(pushSubscriptions)
      .values({ userId: ids.busy, endpoint: 'https://push.example.test/busy', p256dh: 'BKey', auth: 'auth' });
    for (const type of ['tickets', 'teams']) {
      await t.db
        .insert(notificationPreferences)
        .values({ userId: ids.busy, type, email: false, push: true })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.type],
          set: { email: false, push: true },
        });
    }
    await notify(t.db, {
      userIds: [ids.busy],
      kind: 'ticket_purchased',
      title: 'Je tickets',
      content: 'Twee tickets voor Ademwerk.',
      actionUrl: '/dashboard/tickets',
    });
    await notify(t.db, {
      userIds: [ids.busy],
      kind: 'team_invitation',
      title: 'Uitnodiging voor Kirtan Collectief',
      content: 'Beheer het profiel mee.',
      actionUrl: null,
    });
    // The second is queued, then push is switched off for the type before the dispatcher runs.
    const [last] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ids.busy),
          eq(notifications.title, 'Uitnodiging voor Kirtan Collectief'),
        ),
      );
    await t.db
      .update(notificationPreferences)
      .set({ push: false })
      .where(and(eq(notificationPreferences.userId, ids.busy), eq(notificationPreferences.type, 'teams')));
    await Promise.all([dispatchDeliveries({ ...deps, push }), dispatchDeliveries({ ...deps, push })]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      userId: ids.busy,
      payload: { title: 'Je tickets', body: 'Twee tickets voor Ademwerk.', url: '/dashboard/tickets' },
    });
    const [skipped] = await t.db
      .select({ status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, last!.id));
    expect(skipped?.status).toBe('skipped');
  });
});
