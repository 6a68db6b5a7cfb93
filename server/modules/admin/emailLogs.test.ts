import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, emailOutbox } from '../../db/schema';
import { insertEmailLog } from '../../integrations/mail/records';
import { type TestApp, createTestApp } from '../../test/app';
import { ADMIN_EMAIL } from '../../test/accounts';
import { callAs, post, signInAs } from '../../test/http';

let t: TestApp;
let admin = '';

type LogList = {
  items: Array<{ id: string; to: string; kind: string; subject: string; status: string; transport: string }>;
  total: number;
  kinds: string[];
};

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 2, members: 2 } });
  admin = await signInAs(t, ADMIN_EMAIL);
  for (const email of [
    'deelnemer@demo.kring.test',
    'organisatie@demo.kring.test',
    'deelnemer@demo.kring.test',
  ]) {
    const res = await post(t, '/api/auth/forgot-password', { email });
    if (res.statusCode !== 202) throw new Error(res.body);
  }
  await post(t, '/api/auth/resend-verification', { email: 'nobody@example.nl' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const list = async (query: string): Promise<LogList> => {
  const res = await callAs(t, admin, 'GET', `/api/admin/email-logs${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LogList;
};

describe('admin e-mail log', () => {
  it('lists every delivery newest first, with the kinds for the filter', async () => {
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.items[0]).toMatchObject({
      to: 'deelnemer@demo.kring.test',
      kind: 'reset_password',
      status: 'sent',
      transport: 'outbox',
    });
    expect(all.kinds).toEqual(['reset_password']);
  });

  it('pages', async () => {
    const first = await list('?pageSize=2&page=1');
    const second = await list('?pageSize=2&page=2');
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(3);
  });

  it('filters by recipient (full address exactly, or a part) and by kind', async () => {
    expect((await list('?to=DEELNEMER@demo.kring.test')).total).toBe(2);
    expect((await list('?to=organisatie')).items.map((i) => i.to)).toEqual(['organisatie@demo.kring.test']);
    expect((await list('?to=eelnemer@demo.kring.test')).total).toBe(0);
    expect((await list('?kind=reset_password&to=organisatie@demo.kring.test')).total).toBe(1);
    expect((await list('?kind=verify_email')).total).toBe(0);
  });

  it('shows one mail with its text and HTML', async () => {
    const [latest] = (await list('?to=organisatie@demo.kring.test')).items;
    const res = await callAs(t, admin, 'GET', `/api/admin/email-logs/${latest?.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { text: string; html: string; subject: string; from: string };
    expect(body.text).toContain('/auth/callback');
    expect(body.html).toContain('<');
    expect(body.subject).toBe(latest?.subject);
  });

  it('keeps failed deliveries with their error, and entries whose message is gone', async () => {
    const [outbox] = await t.db.select({ id: emailOutbox.id }).from(emailOutbox).limit(1);
    await insertEmailLog(t.db, {
      outboxId: outbox?.id ?? '',
      message: {
        to: 'kapot@example.nl',
        subject: 'Mislukt',
        text: 'x',
        html: '<p>x</p>',
        kind: 'test_failure',
      },
      transport: 'smtp',
      status: 'failed',
      error: 'connect ECONNREFUSED',
    });
    const failed = (await list('?kind=test_failure')).items[0];
    expect(failed).toMatchObject({ status: 'failed', transport: 'smtp', error: 'connect ECONNREFUSED' });
    await t.db
      .update(emailLogs)
      .set({ outboxId: null })
      .where(eq(emailLogs.id, failed?.id ?? ''));
    const detail = (await callAs(t, admin, 'GET', `/api/admin/email-logs/${failed?.id}`)).json();
    expect(detail).toMatchObject({ text: null, html: null, error: 'connect ECONNREFUSED' });
  });

  it('answers 404 for an unknown entry', async () => {
    const res = await callAs(t, admin, 'GET', '/api/admin/email-logs/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('email_log_not_found');
  });
});
