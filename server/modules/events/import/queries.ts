import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  eventCategories,
  eventCategoryMapping,
  events,
  organizationProfiles,
  profiles,
  userRoles,
  users,
} from '../../../db/schema';
import type { ImportOrganization } from './validate';

/** Active categories by slug (main types and subtypes). */
export const selectActiveCategories = async (db: Db) => {
  const rows = await db
    .select({ id: eventCategories.id, slug: eventCategories.slug, isMain: eventCategories.isMainCategory })
    .from(eventCategories)
    .where(eq(eventCategories.isActive, true));
  return new Map(rows.map((r) => [r.slug, { id: r.id, isMain: r.isMain }]));
};

/** Organisations by slug, with whether their owner holds the premium organisation role. */
export const selectOrganizationsBySlug = async (
  db: Db,
  slugs: readonly string[],
): Promise<Map<string, ImportOrganization>> => {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({
      id: organizationProfiles.id,
      slug: organizationProfiles.slug,
      userId: organizationProfiles.userId,
      name: organizationProfiles.organizationName,
    })
    .from(organizationProfiles)
    .where(inArray(organizationProfiles.slug, [...slugs]));
  const premium = rows.length
    ? await db
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(
          and(
            inArray(
              userRoles.userId,
              rows.map((r) => r.userId),
            ),
            eq(userRoles.role, 'organization_premium'),
          ),
        )
    : [];
  const premiumUsers = new Set(premium.map((p) => p.userId));
  return new Map(rows.map((r) => [r.slug, { ...r, isPremium: premiumUsers.has(r.userId) }]));
};

/** Which of these titles events already use. */
export const selectTakenTitles = async (db: Db, titles: readonly string[]): Promise<Set<string>> => {
  if (titles.length === 0) return new Set();
  const rows = await db
    .select({ title: events.title })
    .from(events)
    .where(inArray(events.title, [...titles]));
  return new Set(rows.map((r) => r.title));
};

/** The name events show as organiser when the admin imports them without an organisation. */
export const selectUserDisplayName = async (db: Db, userId: string): Promise<string> => {
  const [row] = await db
    .select({ fullName: profiles.fullName, name: users.name, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.fullName || row?.name || row?.email.split('@')[0] || 'Gebruiker';
};

export type NewEvent = typeof events.$inferInsert;
export type NewCategoryLink = typeof eventCategoryMapping.$inferInsert;

/** Rows per INSERT: well below Postgres' 65535 bind parameters. */
const CHUNK = 250;

/** All events and their category links in one transaction: everything or nothing. */
export const insertEventsWithCategories = async (
  db: Db,
  rows: readonly NewEvent[],
  links: readonly NewCategoryLink[],
): Promise<void> => {
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(events).values(rows.slice(i, i + CHUNK));
    for (let i = 0; i < links.length; i += CHUNK) {
      await tx.insert(eventCategoryMapping).values(links.slice(i, i + CHUNK));
    }
  });
};
