import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProfileType } from '../../../core/domain/roles';
import { type Db, executeRows } from '../../db/client';
import {
  events,
  organizationProfiles,
  profileUsers,
  profiles,
  sessions,
  twoFactors,
  userRoles,
  users,
} from '../../db/schema';

export type Account = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  banned: boolean;
  banReason: string | null;
  twoFactorEnabled: boolean;
  profileId: string | null;
  suspendedAt: Date | null;
  suspensionReason: string | null;
};

export const selectAccount = async (db: Db, userId: string): Promise<Account | null> => {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      banned: sql<boolean>`coalesce(${users.banned}, false)`,
      banReason: users.banReason,
      twoFactorEnabled: sql<boolean>`coalesce(${users.twoFactorEnabled}, false)`,
      profileId: profiles.id,
      suspendedAt: profiles.suspendedAt,
      suspensionReason: profiles.suspensionReason,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
};

/** Global roles held, sorted, with where they came from ('manual' or 'subscription'). */
export const selectGlobalRoles = async (db: Db, userId: string): Promise<string[]> => {
  const rows = await db
    .select({ role: userRoles.role, source: userRoles.source })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.contextType, 'global')));
  return rows.map((r) => `${r.role} (${r.source})`).sort();
};

export const countTwoFactorRows = async (db: Db, userId: string): Promise<number> =>
  db.$count(twoFactors, eq(twoFactors.userId, userId));

export type OwnedProfile = { type: ProfileType; id: string; name: string };

/** The organisation, venue and professional profiles this account owns (their user_id). */
export const selectOwnedProfiles = async (db: Db, userId: string): Promise<OwnedProfile[]> =>
  executeRows<OwnedProfile>(
    db,
    sql`select 'organization' as type, id::text as id, organization_name as name
          from organization_profiles where user_id = ${userId}
        union all select 'venue', id::text, name from venue_profiles where user_id = ${userId}
        union all select 'professional', id::text, business_name from professionals where user_id = ${userId}
        order by 1, 3`,
  );

export type Membership = {
  id: string;
  profileId: string;
  profileType: ProfileType;
  role: string;
  status: string;
};

export const selectMemberships = async (db: Db, userId: string): Promise<Membership[]> =>
  db
    .select({
      id: profileUsers.id,
      profileId: profileUsers.profileId,
      profileType: profileUsers.profileType,
      role: profileUsers.role,
      status: profileUsers.status,
    })
    .from(profileUsers)
    .where(eq(profileUsers.userId, userId));

const profileExists = (type: string, idColumn: string) =>
  sql`case ${sql.raw(type)}
        when 'organization' then exists (select 1 from organization_profiles p where p.id = ${sql.raw(idColumn)})
        when 'venue' then exists (select 1 from venue_profiles p where p.id = ${sql.raw(idColumn)})
        when 'professional' then exists (select 1 from professionals p where p.id = ${sql.raw(idColumn)})
        else true end`;

export type OrphanRow = { table: 'profile_users' | 'user_roles'; id: string; label: string };

/** Team memberships and profile-scoped roles of this account whose profile is gone (no foreign key holds them). */
export const selectOrphanedRows = async (db: Db, userId: string): Promise<OrphanRow[]> =>
  executeRows<OrphanRow>(
    db,
    sql`select 'profile_users' as "table", pu.id::text as id, pu.profile_type || ' ' || pu.profile_id as label
          from profile_users pu
         where pu.user_id = ${userId} and not (${profileExists('pu.profile_type::text', 'pu.profile_id')})
        union all
        select 'user_roles', ur.id::text, ur.role || ' @ ' || ur.context_type || ' ' || ur.context_id
          from user_roles ur
         where ur.user_id = ${userId} and ur.context_id is not null
           and not (${profileExists('ur.context_type::text', 'ur.context_id')})
        order by 1, 3`,
  );

export type LooseEvent = { id: string; title: string; problem: 'no_organiser' | 'no_organisation' };

/**
 * Events (not in the trash) of this account that miss a side: its organisation's events without an organiser,
 * and events it organises without an organisation.
 */
export const selectLooseEvents = async (db: Db, userId: string): Promise<LooseEvent[]> =>
  executeRows<LooseEvent>(
    db,
    sql`select e.id::text as id, e.title, case when e.organizer_id is null then 'no_organiser'
               else 'no_organisation' end as problem
          from events e
         where e.deleted_at is null
           and ((e.organizer_id is null and e.organization_profile_id in
                  (select id from organization_profiles where user_id = ${userId}))
             or (e.organizer_id = ${userId} and e.organization_profile_id is null))
         order by e.title
         limit 100`,
  );

// --- repairs (inside the caller's transaction) ---

export const insertMissingProfile = async (db: Db, account: Account): Promise<void> => {
  await db
    .insert(profiles)
    .values({ id: account.id, email: account.email, fullName: account.name })
    .onConflictDoNothing();
};

export const upsertOwnerRow = async (db: Db, userId: string, owned: OwnedProfile): Promise<void> => {
  const updated = await db
    .update(profileUsers)
    .set({ role: 'owner', status: 'active' })
    .where(
      and(
        eq(profileUsers.userId, userId),
        eq(profileUsers.profileId, owned.id),
        eq(profileUsers.profileType, owned.type),
      ),
    )
    .returning({ id: profileUsers.id });
  if (updated.length === 0) {
    await db
      .insert(profileUsers)
      .values({ profileId: owned.id, profileType: owned.type, userId, role: 'owner', status: 'active' })
      .onConflictDoNothing();
  }
};

export const deleteOrphanedRows = async (db: Db, rows: readonly OrphanRow[]): Promise<void> => {
  const memberships = rows.filter((r) => r.table === 'profile_users').map((r) => r.id);
  const roles = rows.filter((r) => r.table === 'user_roles').map((r) => r.id);
  if (memberships.length > 0) await db.delete(profileUsers).where(inArray(profileUsers.id, memberships));
  if (roles.length > 0) await db.delete(userRoles).where(inArray(userRoles.id, roles));
};

/** The organiser of an organisation's event without one is the organisation's owner. */
export const setMissingOrganiser = async (db: Db, userId: string, eventIds: readonly string[]) => {
  if (eventIds.length === 0) return;
  await db
    .update(events)
    .set({ organizerId: userId })
    .where(and(inArray(events.id, [...eventIds]), isNull(events.organizerId)));
};

export const setMissingOrganisation = async (db: Db, organizationId: string, eventIds: readonly string[]) => {
  if (eventIds.length === 0) return;
  await db
    .update(events)
    .set({ organizationProfileId: organizationId })
    .where(and(inArray(events.id, [...eventIds]), isNull(events.organizationProfileId)));
};

export const ownOrganizationIds = async (db: Db, userId: string): Promise<string[]> =>
  (
    await db
      .select({ id: organizationProfiles.id })
      .from(organizationProfiles)
      .where(eq(organizationProfiles.userId, userId))
  ).map((r) => r.id);

export const setTwoFactorEnabled = async (db: Db, userId: string, enabled: boolean): Promise<void> => {
  await db.update(users).set({ twoFactorEnabled: enabled }).where(eq(users.id, userId));
};

export const deleteTwoFactorRows = async (db: Db, userId: string): Promise<void> => {
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
};

/** Both halves of a suspension: the ban flag (refuses sign-in, sessions end) and the profile's mark. */
export const completeSuspension = async (
  db: Db,
  account: Account,
  reason: string,
  now: Date,
): Promise<void> => {
  await db
    .update(users)
    .set({ banned: true, banReason: reason, banExpires: null, updatedAt: now })
    .where(eq(users.id, account.id));
  await db
    .update(profiles)
    .set({ suspendedAt: account.suspendedAt ?? now, suspensionReason: reason, updatedAt: now })
    .where(eq(profiles.id, account.id));
  await db.delete(sessions).where(eq(sessions.userId, account.id));
};
