import { sql } from 'drizzle-orm';
import { PLAN_CATALOG } from '../../core/domain/planCatalog';
import type { Db } from './client';
import { planPrices, plans } from './schema';

/**
 * Write the plan catalogue (core/domain/planCatalog.ts) into plans and plan_prices: inserted when missing,
 * names, texts and prices brought up to date otherwise. Runs after every migration, so a database without
 * the demo seed can still start trials and sell plans. Idempotent.
 */
export const syncPlanCatalog = async (db: Db): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .insert(plans)
      .values(
        PLAN_CATALOG.map((p) => ({
          id: p.id,
          kind: p.kind,
          name: p.name,
          description: p.description,
          planType: p.planType,
          category: p.category,
          roles: p.roles,
          isPremium: p.isPremium,
          popular: p.popular,
          features: p.features,
          sortOrder: p.sortOrder,
        })),
      )
      .onConflictDoUpdate({
        target: plans.id,
        set: {
          kind: sql`excluded.kind`,
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          planType: sql`excluded.plan_type`,
          category: sql`excluded.category`,
          roles: sql`excluded.roles`,
          isPremium: sql`excluded.is_premium`,
          popular: sql`excluded.popular`,
          features: sql`excluded.features`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
    await tx
      .insert(planPrices)
      .values(PLAN_CATALOG.flatMap((p) => p.prices.map((price) => ({ planId: p.id, ...price }))))
      .onConflictDoUpdate({
        target: [planPrices.planId, planPrices.interval],
        set: { amount: sql`excluded.amount`, priceId: sql`excluded.price_id` },
      });
  });
};
