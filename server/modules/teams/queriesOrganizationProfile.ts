import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizationProfiles, profileUsers } from '../../db/schema';

const columns = {
  id: organizationProfiles.id,
  slug: organizationProfiles.slug,
  organizationName: organizationProfiles.organizationName,
  description: organizationProfiles.description,
  websiteUrl: organizationProfiles.websiteUrl,
  contactEmail: organizationProfiles.contactEmail,
  phone: organizationProfiles.phone,
  city: organizationProfiles.city,
  updatedAt: organizationProfiles.updatedAt,
};

/** The organisation profile a user owns (one per user), or null. */
export const selectOwnOrganization = async (db: Db, userId: string) => {
  const [row] = await db
    .select(columns)
    .from(organizationProfiles)
    .where(eq(organizationProfiles.userId, userId))
    .limit(1);
  return row ?? null;
};
export type OwnOrganizationRow = NonNullable<Awaited<ReturnType<typeof selectOwnOrganization>>>;

export type OrganizationBasics = {
  organizationName: string;
  description: string | null;
  websiteUrl: string | null;
  contactEmail: string | null;
  phone: string | null;
  city: string | null;
};

/** A new organisation profile plus the owner's profile_users row (as the seed gives every owner). */
export const insertOwnOrganization = (
  db: Db,
  input: OrganizationBasics & { id: string; userId: string; slug: string },
): Promise<OwnOrganizationRow> =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(organizationProfiles).values(input).returning(columns);
    if (!row) throw new Error('organisation insert returned nothing');
    await tx
      .insert(profileUsers)
      .values({ profileId: row.id, profileType: 'organization', userId: input.userId, role: 'owner' })
      .onConflictDoNothing();
    return row;
  });

/** Update the basics of the user's own organisation (the slug stays, so public links keep working). */
export const updateOwnOrganization = async (
  db: Db,
  userId: string,
  basics: OrganizationBasics,
  now: Date,
): Promise<OwnOrganizationRow | null> => {
  const [row] = await db
    .update(organizationProfiles)
    .set({ ...basics, updatedAt: now })
    .where(eq(organizationProfiles.userId, userId))
    .returning(columns);
  return row ?? null;
};
