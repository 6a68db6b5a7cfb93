import { and, eq, ne } from 'drizzle-orm';
import type { OwnedProfileKind, ProfileKind } from '../../../core/schemas/profiles';
import type { Db } from '../../db/client';
import {
  auditLog,
  organizationProfiles,
  professionals,
  profileUsers,
  profiles,
  venueProfiles,
} from '../../db/schema';

export type OrganizationRow = typeof organizationProfiles.$inferSelect;
export type VenueRow = typeof venueProfiles.$inferSelect;
export type ProfessionalRow = typeof professionals.$inferSelect;
export type ParticipantRow = typeof profiles.$inferSelect;
export type RowOf = {
  organization: OrganizationRow;
  venue: VenueRow;
  professional: ProfessionalRow;
  participant: ParticipantRow;
};
export type AnyProfileRow = RowOf[ProfileKind];

/** The table behind each kind; members (profiles) are keyed by the account id itself. */
const TABLES = {
  organization: organizationProfiles,
  venue: venueProfiles,
  professional: professionals,
  participant: profiles,
} as const;

type Table = (typeof TABLES)[ProfileKind];
const tableOf = (kind: ProfileKind): Table => TABLES[kind];
const ownerColumn = (kind: ProfileKind) =>
  kind === 'participant' ? profiles.id : (TABLES[kind] as (typeof TABLES)[OwnedProfileKind]).userId;

/** The owner of a row: user_id, or for a member profile its own id. */
export const ownerOf = (kind: ProfileKind, row: AnyProfileRow): string =>
  kind === 'participant' ? row.id : (row as RowOf[OwnedProfileKind]).userId;

/** A profile by its id, or the one a user owns; null when there is none. */
export const selectProfile = async <K extends ProfileKind>(
  db: Db,
  kind: K,
  by: { id: string } | { ownerId: string },
): Promise<RowOf[K] | null> => {
  const table = tableOf(kind);
  const where = 'id' in by ? eq(table.id, by.id) : eq(ownerColumn(kind), by.ownerId);
  const [row] = await db.select().from(table).where(where).limit(1);
  return (row as RowOf[K] | undefined) ?? null;
};

/** The first profile of a kind the user reaches as an active team member (not owner), or null. */
export const selectMemberProfileId = async (
  db: Db,
  kind: OwnedProfileKind,
  userId: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ profileId: profileUsers.profileId })
    .from(profileUsers)
    .where(
      and(
        eq(profileUsers.userId, userId),
        eq(profileUsers.profileType, kind),
        eq(profileUsers.role, 'member'),
        eq(profileUsers.status, 'active'),
      ),
    )
    .orderBy(profileUsers.createdAt)
    .limit(1);
  return row?.profileId ?? null;
};

/** Is another profile of the kind already using the slug (member profiles: the username)? */
export const slugTaken = async (
  db: Db,
  kind: OwnedProfileKind,
  slug: string,
  exceptId: string | null,
): Promise<boolean> => {
  const table = tableOf(kind) as (typeof TABLES)[OwnedProfileKind];
  const where = exceptId ? and(eq(table.slug, slug), ne(table.id, exceptId)) : eq(table.slug, slug);
  const [row] = await db.select({ id: table.id }).from(table).where(where).limit(1);
  return Boolean(row);
};

/** Write the changed columns (updated_at follows); the row as it is now. */
export const updateProfile = async <K extends ProfileKind>(
  db: Db,
  kind: K,
  id: string,
  values: Record<string, unknown>,
): Promise<RowOf[K]> => {
  const table = tableOf(kind);
  const [row] = await db
    .update(table)
    .set({ ...values, updatedAt: new Date() } as never)
    .where(eq(table.id, id))
    .returning();
  if (!row) throw new Error(`profile ${kind} ${id} vanished during update`);
  return row as RowOf[K];
};

/** A new owned profile plus the owner's profile_users row (as the seed and teams give every owner). */
export const insertOwnedProfile = <K extends OwnedProfileKind>(
  db: Db,
  kind: K,
  values: Record<string, unknown> & { id: string; userId: string; slug: string },
): Promise<RowOf[K]> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tableOf(kind))
      .values(values as never)
      .returning();
    if (!row) throw new Error(`${kind} profile insert returned nothing`);
    await tx
      .insert(profileUsers)
      .values({ profileId: values.id, profileType: kind, userId: values.userId, role: 'owner' })
      .onConflictDoNothing();
    return row as RowOf[K];
  });

/** An admin's change to someone else's profile, for the audit trail. */
export const insertProfileAudit = async (
  db: Db,
  entry: {
    actorId: string;
    action: string;
    kind: ProfileKind;
    profileId: string;
    data: Record<string, unknown>;
  },
): Promise<void> => {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: `${entry.kind}_profile`,
    targetId: entry.profileId,
    data: entry.data,
  });
};
