import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '../../../core/errors';
import type { DashboardServicesResponse, ServiceDto } from '../../../core/schemas/services';
import { professionals } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/app';
import { callAs, signInAs } from '../../test/http';

let t: TestApp;
let pro: string; // professional@ owns Wandelcoaching De Graaf (standard)
let premium: string; // multi@ holds professional_premium, owns Relatiepraktijk Samen
let participant: string;
let admin: string;
let graafId: string;

const expectError = (res: { statusCode: number; json: () => unknown }, code: ErrorCode) => {
  expect(res.statusCode).toBe(ERRORS[code].status);
  expect((res.json() as { error: { code: string; message: string } }).error).toMatchObject({
    code,
    message: ERRORS[code].message,
  });
};

const list = async (cookie: string, query = ''): Promise<DashboardServicesResponse> => {
  const res = await callAs(t, cookie, 'GET', `/api/dashboard/services${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DashboardServicesResponse;
};

const create = (cookie: string, body: Record<string, unknown>, query = '') =>
  callAs(t, cookie, 'POST', `/api/dashboard/services${query}`, body);

beforeAll(async () => {
  t = await createTestApp({ seed: { events: 4, members: 2 } });
  [pro, premium, participant, admin] = await Promise.all([
    signInAs(t, 'professional@demo.kring.test'),
    signInAs(t, 'multi@demo.kring.test'),
    signInAs(t, 'deelnemer@demo.kring.test'),
    signInAs(t, 'admin@demo.kring.test'),
  ]);
  const [graaf] = await t.db
    .select()
    .from(professionals)
    .where(eq(professionals.slug, 'wandelcoaching-de-graaf'));
  graafId = graaf?.id ?? '';
});

afterAll(async () => {
  await t?.close();
});

describe('dashboard services', () => {
  it('lists the own services with the allowance, types and specialisations', async () => {
    const body = await list(pro);
    expect(body.professional).toMatchObject({ id: graafId, isPremium: false });
    expect(body.limit).toBe(5);
    expect(body.activeCount).toBe(body.items.length);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.types.some((ty) => ty.specializations.length > 0)).toBe(true);
  });

  it('creates published services up to 5, then refuses with the limit message and upgrade link', async () => {
    const before = await list(pro);
    const room = 5 - before.activeCount;
    for (let i = 0; i < room; i += 1) {
      const res = await create(pro, { title: `Wandeling ${i}`, price: 45.5, durationMinutes: 90 });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ status: 'published', price: 45.5, durationMinutes: 90 });
    }
    const refused = await create(pro, { title: 'Zesde dienst' });
    expectError(refused, 'service_limit_reached');
    expect(ERRORS.service_limit_reached.message).toContain('5');
    expect((refused.json() as { error: { hint: string } }).error.hint).toContain('/prijzen');
    // A draft does not count and may still be made; publishing it is refused at the limit.
    const draft = await create(pro, { title: 'Concept', status: 'draft' });
    expect(draft.statusCode).toBe(201);
    const id = (draft.json() as ServiceDto).id;
    expectError(
      await callAs(t, pro, 'PATCH', `/api/dashboard/services/${id}`, { status: 'published' }),
      'service_limit_reached',
    );
    expect((await list(pro)).activeCount).toBe(5);
  });

  it('is race-safe: concurrent creates at 4 of 5 let exactly one through', async () => {
    const items = (await list(pro)).items.filter((s) => s.status !== 'draft');
    await callAs(t, pro, 'DELETE', `/api/dashboard/services/${items[0]?.id}`);
    const results = await Promise.all([1, 2, 3].map((i) => create(pro, { title: `Race ${i}` })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect((await list(pro)).activeCount).toBe(5);
  });

  it('lets a premium professional go past 5', async () => {
    const before = await list(premium);
    expect(before.limit).toBeNull();
    for (let i = before.activeCount; i < 7; i += 1)
      expect((await create(premium, { title: `Premium ${i}` })).statusCode).toBe(201);
    expect((await list(premium)).activeCount).toBeGreaterThanOrEqual(7);
  });

  it('applies the §5 number rules with Dutch field messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'x', price: -1 }, 'price', ERRORS.price_negative.message],
      [{ title: 'x', durationMinutes: 0 }, 'durationMinutes', ERRORS.service_duration_invalid.message],
      [{ title: 'x', durationMinutes: 1.5 }, 'durationMinutes', 'De duur is een heel aantal minuten.'],
      [{ title: 'x', maxParticipants: 0 }, 'maxParticipants', ERRORS.event_max_participants_invalid.message],
      [{ title: '' }, 'title', 'Geef de dienst een titel.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(premium, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect((res.json() as { error: { fields: Record<string, string> } }).error.fields[field]).toBe(message);
    }
  });

  it('edits only the fields sent and checks the specialisation belongs to the type', async () => {
    const { items, types } = await list(premium);
    const service = items[0] as ServiceDto;
    const [typeA, typeB] = types;
    const res = await callAs(t, premium, 'PATCH', `/api/dashboard/services/${service.id}`, {
      title: 'Nieuwe titel',
      professionalTypeId: typeA?.id,
      specializationId: typeA?.specializations[0]?.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Nieuwe titel',
      price: service.price,
      specializationName: typeA?.specializations[0]?.name,
    });
    expectError(
      await callAs(t, premium, 'PATCH', `/api/dashboard/services/${service.id}`, {
        specializationId: typeB?.specializations[0]?.id,
      }),
      'service_specialization_unknown',
    );
  });

  it("answers 'Dienst niet gevonden' for someone else's service, and 403 without a professional role", async () => {
    const other = (await list(premium)).items[0] as ServiceDto;
    expectError(await callAs(t, pro, 'GET', `/api/dashboard/services/${other.id}`), 'service_not_found');
    expectError(
      await callAs(t, pro, 'PATCH', `/api/dashboard/services/${other.id}`, { title: 'Gekaapt' }),
      'service_not_found',
    );
    expectError(await callAs(t, pro, 'DELETE', `/api/dashboard/services/${other.id}`), 'service_not_found');
    expectError(
      await callAs(t, pro, 'GET', `/api/dashboard/services?professionalId=${other.professionalId}`),
      'forbidden',
    );
    expectError(await callAs(t, participant, 'GET', '/api/dashboard/services'), 'forbidden');
    expect((await callAs(t, null, 'GET', '/api/dashboard/services')).statusCode).toBe(401);
  });

  it('lets an admin act for a named professional; without one it leads to the profile page', async () => {
    const body = await list(admin, `?professionalId=${graafId}`);
    expect(body.professional?.id).toBe(graafId);
    expect((await list(admin)).professional).toBeNull();
    const res = await create(admin, { title: 'Zonder profiel' });
    expectError(res, 'service_professional_required');
    expect((res.json() as { error: { hint: string } }).error.hint).toContain(
      '/dashboard/professional/profiel',
    );
  });

  it('deletes a service', async () => {
    const service = (await list(premium)).items[0] as ServiceDto;
    expect((await callAs(t, premium, 'DELETE', `/api/dashboard/services/${service.id}`)).statusCode).toBe(
      200,
    );
    expectError(
      await callAs(t, premium, 'GET', `/api/dashboard/services/${service.id}`),
      'service_not_found',
    );
  });
});

describe('public service page', () => {
  it('shows a published service with its professional, and 404 for drafts, hidden and unknown ids', async () => {
    const service = (await list(pro)).items.find((s) => s.status === 'published') as ServiceDto;
    const res = await callAs(t, null, 'GET', `/api/services/${service.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: service.id,
      title: service.title,
      professional: { id: graafId, slug: 'wandelcoaching-de-graaf', name: 'Wandelcoaching De Graaf' },
    });
    const draft = (await list(pro)).items.find((s) => s.status === 'draft') as ServiceDto;
    expectError(await callAs(t, null, 'GET', `/api/services/${draft.id}`), 'service_not_found');
    expectError(await callAs(t, null, 'GET', '/api/services/geen-dienst'), 'service_not_found');
    await t.db.update(professionals).set({ isHidden: true }).where(eq(professionals.id, graafId));
    expectError(await callAs(t, null, 'GET', `/api/services/${service.id}`), 'service_not_found');
    await t.db.update(professionals).set({ isHidden: false }).where(eq(professionals.id, graafId));
    expect(ERRORS.service_not_found.message).toBe('Dienst niet gevonden');
  });

  it('puts visible services in the sitemap, but no drafts and no (login-only) professional pages', async () => {
    const services = (await list(pro)).items;
    const published = services.find((s) => s.status === 'published') as ServiceDto;
    const draft = services.find((s) => s.status === 'draft') as ServiceDto;
    const sitemap = async () => (await callAs(t, null, 'GET', '/sitemap.xml')).body;
    const xml = await sitemap();
    expect(xml).toContain(`/dienst/${published.id}</loc>`);
    expect(xml).not.toContain(`/dienst/${draft.id}<`);
    expect(xml).not.toContain('/professionals/');
    await t.db.update(professionals).set({ isHidden: true }).where(eq(professionals.id, graafId));
    expect(await sitemap()).not.toContain(`/dienst/${published.id}<`);
    await t.db.update(professionals).set({ isHidden: false }).where(eq(professionals.id, graafId));
  });
});
