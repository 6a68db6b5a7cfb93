import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { professionals, profileUsers } from './schema';

/**
 * The professional a dashboard call acts for, as the professional's dashboards ask it (services, and the
 * availability and appointment requests of issue 12): the user's own profile, else the one an active
 * profile_users row gives them; or one named by id with whether the user may reach it. One query each, so
 * "whose professional is this" is written once.
 */
export type ProfessionalScope = {
  id: string;
  userId: string;
  name: string;
  slug: string;
  isPremium: boolean;
};

const scopeColumns = {
  id: professionals.id,
  userId: professionals.userId,
  name: professionals.businessName,
  slug: professionals.slug,
  isPremium: professionals.isPremium,
};

/** The user's own professional profile, else the one they reach through an active profile_users row. */
export const selectProfessionalForUser = async (
  db: Db,
  userId: string,
): Promise<ProfessionalScope | null> => {
  const [own] = await db
    .select(scopeColumns)
    .from(professionals)
    .where(eq(professionals.userId, userId))
    .limit(1);
  if (own) return own;
  const [team] = await db
    .select(scopeColumns)
    .from(profileUsers)
    .innerJoin(professionals, eq(professionals.id, profileUsers.profileId))
    .where(
      and(
        eq(profileUsers.userId, userId),
        eq(profileUsers.profileType, 'professional'),
        eq(profileUsers.status, 'active'),
      ),
    )
    .orderBy(asc(profileUsers.createdAt))
    .limit(1);
  return team ?? null;
};

/** A professional by id, with whether this user owns it or belongs to its team (active row). */
export const selectProfessionalById = async (
  db: Db,
  professionalId: string,
  userId: string,
): Promise<(ProfessionalScope & { reachable: boolean }) | null> => {
  const [row] = await db
    .select({
      ...scopeColumns,
      reachable: sql<boolean>`(${professionals.userId} = ${userId} or exists (
        select 1 from ${profileUsers} where ${profileUsers.profileId} = ${professionals.id}
          and ${profileUsers.profileType} = 'professional' and ${profileUsers.userId} = ${userId}
          and ${profileUsers.status} = 'active'))`,
    })
    .from(professionals)
    .where(eq(professionals.id, professionalId))
    .limit(1);
  return row ?? null;
};
