import { verifyPassword } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPostgresDatabase, type TestPostgresDatabase } from '../../test/postgres';
import { openDatabase, type DbHandle } from '../client';
import { migrateDatabase } from '../migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data';
import { isDatabaseEmpty, resetDatabase } from './insert';
import { seedDatabase, type SeedResult } from './seed';

let handle: DbHandle;
let pg: TestPostgresDatabase | null = null;
let result: SeedResult;

/** One number from a `select ... as n` query. */
const count = async (query: string, params: unknown[] = []): Promise<number> => {
  const [row] = await handle.query<{ n: number | string }>(query, params);
  return Number(row?.n ?? 0);
};

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  pg = adminUrl ? await createTestPostgresDatabase(adminUrl) : null;
  handle = await openDatabase(pg ? { databaseUrl: pg.url, maxConnections: 2 } : { dataDir: 'memory' });
  await migrateDatabase(handle);
  result = await seedDatabase(handle.db);
});

afterAll(async () => {
  await handle?.close();
  await pg?.drop();
});

describe('seedDatabase (default settings)', () => {
  it('creates at least 300 published upcoming events in at least 25 real cities', async () => {
    expect(result.events).toBe(360);
    // Plus the demo participant's three saved past events (seed-past-visits.ts) and the three ticket-sale
    // events of seed-tickets.ts.
    expect(await count('select count(*) as n from events')).toBe(366);
    const upcoming = `from events where status = 'published' and deleted_at is null and start_date > now()`;
    expect(await count(`select count(*) as n ${upcoming}`)).toBeGreaterThanOrEqual(300);
    expect(
      await count(`select count(distinct city) as n ${upcoming} and not is_online`),
    ).toBeGreaterThanOrEqual(25);
    expect(await count(`select count(*) as n from events where search_text = ''`)).toBe(0);
  });

  it('covers every kind of event', async () => {
    expect(
      await count(
        `select count(*) as n from events e where e.price = 0 and not exists (select 1 from event_tickets t where t.event_id = e.id)`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        `select count(*) as n from (select event_id from event_tickets group by event_id having count(*) = 1) x`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(`select count(*) as n from (select event_id from event_tickets group by event_id
        having count(*) >= 3 and bool_or(not is_active)) x`),
    ).toBeGreaterThan(0);
    expect(await count('select count(*) as n from event_recurrence_rules')).toBeGreaterThan(0);
    expect(await count('select count(*) as n from event_occurrences')).toBeGreaterThan(0);
    expect(await count('select count(*) as n from event_sessions')).toBeGreaterThan(0);
    expect(await count('select count(*) as n from event_speaker_lineup')).toBeGreaterThan(0);
    expect(
      await count(
        `select count(*) as n from events where is_online and city = 'Online' and latitude is null`,
      ),
    ).toBeGreaterThan(0);
    expect(await count('select count(*) as n from events where is_premium_organizer')).toBeGreaterThan(0);
    for (const status of ['draft', 'cancelled', 'expired', 'trashed']) {
      expect(
        await count('select count(*) as n from events where status = $1', [status]),
        status,
      ).toBeGreaterThan(0);
    }
    expect(
      await count(`select count(*) as n from events where status = 'trashed' and deleted_at is null`),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from events where status = 'expired' and start_date < now()`),
    ).toBeGreaterThan(0);
  });

  it('creates the categories, profiles and community content', async () => {
    expect(await count('select count(*) as n from event_categories where is_main_category')).toBe(9);
    expect(
      await count(`select count(*) as n from event_categories m where m.is_main_category
        and (select count(*) from event_category_parents p where p.parent_slug = m.slug) >= 3`),
    ).toBe(9);
    expect(await count('select count(*) as n from organization_profiles')).toBeGreaterThanOrEqual(30);
    expect(
      await count('select count(*) as n from organization_profiles where is_premium'),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await count(
        'select count(*) as n from venue_profiles where cardinality(gallery_images) >= 3 and daily_rate > 0',
      ),
    ).toBeGreaterThanOrEqual(20);
    expect(
      await count(
        `select count(*) as n from professionals p where exists (select 1 from professional_services s where s.professional_id = p.id)`,
      ),
    ).toBeGreaterThanOrEqual(40);
    expect(
      await count(
        `select count(*) as n from users u where not exists (select 1 from user_roles r where r.user_id = u.id and r.role <> 'participant')`,
      ),
    ).toBeGreaterThanOrEqual(100);
    for (const table of ['organization_review_replies', 'venue_review_replies']) {
      expect(await count(`select count(*) as n from ${table}`), table).toBeGreaterThan(0);
    }
    expect(
      await count('select count(*) as n from professional_reviews where reply is not null'),
    ).toBeGreaterThan(0);
    expect(await count('select count(*) as n from forum_topics')).toBeGreaterThanOrEqual(30);
    expect(await count('select count(*) as n from forum_categories where topic_count > 0')).toBeGreaterThan(
      0,
    );
    expect(await count('select count(*) as n from helpdesk_articles where published')).toBeGreaterThanOrEqual(
      20,
    );
    expect(await count('select count(*) as n from roadmap_items')).toBeGreaterThanOrEqual(12);
    // saved_count is kept by the trigger on event_favorites.
    expect(await count('select coalesce(sum(saved_count), 0) as n from events')).toBe(
      await count('select count(*) as n from event_favorites'),
    );
  });

  it('stores the plan catalogue of spec §9 with exact prices', async () => {
    const price = (plan: string, interval: string) =>
      count('select amount as n from plan_prices where plan_id = $1 and interval = $2', [plan, interval]);
    expect(await price('participant', '1y')).toBe(14);
    expect(await price('participant', '6m')).toBe(8.5);
    expect(await price('organization', '1y')).toBe(80);
    expect(await price('organization_premium', '2y')).toBe(259);
    expect(await price('professional', '1y')).toBe(90);
    expect(await price('venue', '1y')).toBe(100);
    expect(await price('premium-org-premium-pro-venue', '2y')).toBe(464);
    expect(await count('select count(*) as n from plans')).toBe(18);
  });

  it('creates the demo accounts with the demo password and their roles', async () => {
    const rows = await handle.query<{ email: string; password: string }>(
      `select u.email, a.password from users u join accounts a on a.user_id = u.id and a.provider_id = 'credential'
       where u.email = any($1::text[])`,
      [DEMO_ACCOUNTS.map((a) => a.email)],
    );
    expect(rows.map((r) => r.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    expect(await verifyPassword({ hash: rows[0]?.password ?? '', password: DEMO_PASSWORD })).toBe(true);
    expect(
      await count(`select count(*) as n from users where email = 'admin@demo.kring.test' and role = 'admin'`),
    ).toBe(1);
    const multiRoles = await handle.query<{ role: string; context_type: string }>(
      `select r.role, r.context_type from user_roles r join users u on u.id = r.user_id where u.email = 'multi@demo.kring.test'`,
    );
    const roles = multiRoles.map((r) => `${r.role}/${r.context_type}`);
    expect(roles).toEqual(
      expect.arrayContaining([
        'organization/global',
        'professional_premium/global',
        'venue/global',
        'organization/organization',
      ]),
    );
    expect(
      await count(`select count(*) as n from profile_users pu join users u on u.id = pu.user_id
        where u.email = 'multi@demo.kring.test' and pu.role = 'member' and pu.status = 'active'`),
    ).toBe(1);
    for (const table of ['organization_profiles', 'professionals', 'venue_profiles']) {
      expect(
        await count(
          `select count(*) as n from ${table} p join users u on u.id = p.user_id where u.email = 'multi@demo.kring.test'`,
        ),
        table,
      ).toBe(1);
    }
  });

  it('can be reset to an empty database', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    await resetDatabase(handle.db);
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
    expect(await count('select count(*) as n from events')).toBe(0);
  });
});
