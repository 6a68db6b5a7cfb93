import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CATALOG } from '../../core/domain/planCatalog';
import { type TestApp, createTestApp } from '../test/app';
import { syncPlanCatalog } from './planCatalog';
import { planPrices, plans } from './schema';

/** The plan catalogue is reference data: a migrated database has it without the demo seed. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('plan catalogue', () => {
  it('is in every migrated database, with the prices of spec §9', async () => {
    const rows = await t.db.select().from(plans);
    expect(rows).toHaveLength(PLAN_CATALOG.length);
    const [org] = await t.db
      .select({ amount: planPrices.amount })
      .from(planPrices)
      .where(eq(planPrices.priceId, 'kring_organization_1y'));
    expect(Number(org?.amount)).toBe(80);
    expect(rows.find((r) => r.id === 'participant')?.name).toBe('Deelnemer');
  });

  it('syncs idempotently and repairs drifted texts and prices', async () => {
    await t.db.update(plans).set({ name: 'Oud' }).where(eq(plans.id, 'venue'));
    await t.db.update(planPrices).set({ amount: 1 }).where(eq(planPrices.priceId, 'kring_venue_1y'));
    await syncPlanCatalog(t.db);
    await syncPlanCatalog(t.db);
    const [venue] = await t.db.select().from(plans).where(eq(plans.id, 'venue'));
    expect(venue?.name).toBe('Locatie');
    const [price] = await t.db.select().from(planPrices).where(eq(planPrices.priceId, 'kring_venue_1y'));
    expect(Number(price?.amount)).toBe(100);
    expect(await t.db.select().from(plans)).toHaveLength(PLAN_CATALOG.length);
  });
});
