import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, users } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, latestMail, signInAs } from '../../test/http';

/** Billing details and the member's own invoice list through HTTP (seeded invoices of the demo accounts). */
let t: TestApp;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 6, members: 2 } });
  member = await signInAs(t, 'organisatie@demo.kring.test');
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('billing details', () => {
  it('are empty until saved, then come back normalised', async () => {
    const empty = await callAs(t, member, 'GET', '/api/billing-details');
    expect([empty.statusCode, empty.json()]).toEqual([200, null]);
    const saved = await callAs(t, member, 'PUT', '/api/billing-details', {
      name: '  Sanne Bakker ',
      company: 'Praktijk Bakker',
      street: 'Lange Nieuwstraat 1',
      postalCode: '3512 PA',
      city: 'Utrecht',
      country: 'be',
      vatNumber: 'be 0123.456.789',
    });
    expect(saved.statusCode).toBe(400);
    const ok = await callAs(t, member, 'PUT', '/api/billing-details', {
      name: '  Sanne Bakker ',
      company: 'Praktijk Bakker',
      street: 'Lange Nieuwstraat 1',
      postalCode: '3512 PA',
      city: 'Utrecht',
      country: 'be',
      vatNumber: 'BE0123456789',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Sanne Bakker', country: 'BE', vatNumber: 'BE0123456789' });
    const again = await callAs(t, member, 'GET', '/api/billing-details');
    expect(again.json()).toEqual(ok.json());
    const cleared = await callAs(t, member, 'PUT', '/api/billing-details', {
      name: 'Sanne Bakker',
      company: '',
    });
    expect(cleared.json()).toMatchObject({ company: null, vatNumber: null, country: 'NL' });
  });

  it('refuse bad input with Dutch messages per field', async () => {
    const res = await callAs(t, member, 'PUT', '/api/billing-details', {
      name: 'S',
      country: 'Nederland',
      vatNumber: '12',
    });
    expect(res.statusCode).toBe(400);
    const error = (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toMatchObject({
      name: 'Vul je naam in.',
      country: 'Kies een land.',
      vatNumber: 'Dit is geen geldig btw-nummer.',
    });
    const bad = await callAs(t, member, 'PUT', '/api/billing-details', { company: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('need a session', async () => {
    expect((await callAs(t, null, 'GET', '/api/billing-details')).statusCode).toBe(401);
    expect((await callAs(t, null, 'PUT', '/api/billing-details', { name: 'Anna' })).statusCode).toBe(401);
  });
});

describe('own invoices', () => {
  it('lists only the member’s own invoices, newest first, paged', async () => {
    const [me] = await t.db.select().from(users).where(eq(users.email, 'organisatie@demo.kring.test'));
    const mine = await t.db.select().from(invoices).where(eq(invoices.userId, me!.id));
    const res = await callAs(t, member, 'GET', '/api/invoices');
    expect(res.statusCode).toBe(200);
    const page = res.json() as {
      items: { id: string; number: string; total: number; pdfUrl: string }[];
      total: number;
    };
    expect(page.total).toBe(mine.length);
    expect(page.items.map((i) => i.id).sort()).toEqual(mine.map((i) => i.id).sort());
    for (const item of page.items) expect(item.pdfUrl).toBe(`/api/invoices/${item.id}/pdf`);
    expect(page.items[0]?.number).toMatch(/^KR-\d{4}-\d{6}$/);
    expect((await callAs(t, member, 'GET', '/api/invoices?page=0')).statusCode).toBe(400);
    const far = (await callAs(t, member, 'GET', '/api/invoices?page=50')).json() as { items: unknown[] };
    expect(far.items).toEqual([]);
    expect((await callAs(t, null, 'GET', '/api/invoices')).statusCode).toBe(401);
  });
});

describe('a paid checkout', () => {
  it('issues the next invoice with Belgian reverse charge, lists it first and mails it with the PDF', async () => {
    const buyer = await signInAs(t, 'organisatie-premium@demo.kring.test');
    await callAs(t, buyer, 'PUT', '/api/billing-details', {
      name: 'Els Verhoeven',
      company: 'Ademruimte BV',
      country: 'BE',
      vatNumber: 'BE0123456789',
    });
    const started = await callAs(t, buyer, 'POST', '/api/checkout/subscription', {
      plan: 'organization_premium',
      interval: 'two_years',
    });
    expect(started.statusCode, started.body).toBe(201);
    const { sessionId } = started.json() as { sessionId: string };
    const paid = await callAs(t, buyer, 'POST', `/api/checkout/test/${sessionId}/complete`, {
      outcome: 'paid',
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const page = (await callAs(t, buyer, 'GET', '/api/invoices')).json() as {
      items: { number: string; amount: number; vatAmount: number; total: number; vatRule: string }[];
    };
    const newest = page.items[0];
    expect(newest).toMatchObject({ amount: 259, vatAmount: 0, total: 259, vatRule: 'eu_reverse_charge' });
    const mail = await latestMail(t, 'organisatie-premium@demo.kring.test', 'invoice');
    expect(mail?.subject).toBe(`Je factuur ${newest?.number} van Kring`);
    expect(mail?.text).toContain('BTW verlegd');
    expect(mail?.attachments[0]?.filename).toBe(`${newest?.number}.pdf`);
  });
});
