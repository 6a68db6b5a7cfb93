import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { ProfileType } from '../../../core/domain/roles';
import type { Db } from '../../db/client';
import {
  organizationProfiles,
  professionals,
  profileUsers,
  profiles,
  teamInvitations,
  userRoles,
  users,
  venueProfiles,
} from '../../db/schema';

/** An organisation, professional or venue profile as teams need it: name, owner and age. */
export type TeamProfileRow = {
  type: ProfileType;
  id: string;
  name: string;
  ownerId: string;
  createdAt: Date;
};

/** The three profile tables behind one shape (name column differs per table). */
const PROFILE_TABLES = {
  organization: {
    table: organizationProfiles,
    name: organizationProfiles.organizationName,
  },
  professional: { table: professionals, name: professionals.businessName },
  venue: { table: venueProfiles, name: venueProfiles.name },
} as const;

/** One profile by type and id, or null. */
export const selectTeamProfile = async (
  db: Db,
  type: ProfileType,
  id: string,
): Promise<TeamProfileRow | null> => {
  const { table, name } = PROFILE_TABLES[type];
  const [row] = await db
    .select({ id: table.id, name, ownerId: table.userId, createdAt: table.createdAt })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row ? { type, ...row } : null;
};

/** Every profile a user owns (at most one of each type), organisation first. */
export const selectOwnedTeamProfiles = async (db: Db, userId: string): Promise<TeamProfileRow[]> => {
  const rows = await Promise.all(
    (['organization', 'professional', 'venue'] as const).map(async (type) => {
      const { table, name } = PROFILE_TABLES[type];
      const found = await db
        .select({ id: table.id, name, ownerId: table.userId, createdAt: table.createdAt })
        .from(table)
        .where(eq(table.userId, userId));
      return found.map((r) => ({ type, ...r }));
    }),
  );
  return rows.flat();
};

/** A person as a team list shows them. */
export const personColumns = {
  userId: users.id,
  email: users.email,
  accountName: users.name,
  image: users.image,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
};

/** People by id (owners of profiles, inviters). */
export const selectPeople = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(personColumns)
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(inArray(users.id, ids));
export type PersonRow = Awaited<ReturnType<typeof selectPeople>>[number];

/** Active team members (role member) of the given profiles, oldest first. */
export const selectActiveMembers = (db: Db, profileIds: string[]) =>
  profileIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          ...personColumns,
          profileId: profileUsers.profileId,
          profileType: profileUsers.profileType,
          since: profileUsers.createdAt,
        })
        .from(profileUsers)
        .innerJoin(users, eq(users.id, profileUsers.userId))
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(
          and(
            inArray(profileUsers.profileId, profileIds),
            eq(profileUsers.role, 'member'),
            eq(profileUsers.status, 'active'),
          ),
        )
        .orderBy(asc(profileUsers.createdAt));
export type MemberRow = Awaited<ReturnType<typeof selectActiveMembers>>[number];

/** Invitations not accepted and not expired, newest last. */
export const selectPendingInvitations = (db: Db, profileIds: string[], now: Date) =>
  profileIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: teamInvitations.id,
          profileId: teamInvitations.profileId,
          profileType: teamInvitations.profileType,
          email: teamInvitations.email,
          createdAt: teamInvitations.createdAt,
          expiresAt: teamInvitations.expiresAt,
        })
        .from(teamInvitations)
        .where(
          and(
            inArray(teamInvitations.profileId, profileIds),
            isNull(teamInvitations.acceptedAt),
            gt(teamInvitations.expiresAt, now),
          ),
        )
        .orderBy(asc(teamInvitations.createdAt));
export type InvitationRow = Awaited<ReturnType<typeof selectPendingInvitations>>[number];

/** The account behind an e-mail address (stored lower-cased), or null. */
export const selectUserByEmail = async (db: Db, email: string) => {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
};

/** A user's active membership row of one profile, or null. */
export const selectMembership = async (db: Db, type: ProfileType, profileId: string, userId: string) => {
  const [row] = await db
    .select({ role: profileUsers.role, status: profileUsers.status })
    .from(profileUsers)
    .where(
      and(
        eq(profileUsers.profileType, type),
        eq(profileUsers.profileId, profileId),
        eq(profileUsers.userId, userId),
      ),
    )
    .limit(1);
  return row ?? null;
};

export type NewInvitation = {
  profileType: ProfileType;
  profileId: string;
  email: string;
  invitedBy: string;
  tokenHash: string;
  expiresAt: Date;
};

/** Invitations to one address for one profile that were not accepted yet. */
const openInvitation = (profileType: NewInvitation['profileType'], profileId: string, email: string) =>
  and(
    eq(teamInvitations.profileType, profileType),
    eq(teamInvitations.profileId, profileId),
    eq(teamInvitations.email, email),
    isNull(teamInvitations.acceptedAt),
  );

/** A fresh invitation replaces any earlier one to the same address that was not accepted yet. */
export const replaceInvitation = (db: Db, invitation: NewInvitation) =>
  db.transaction(async (tx) => {
    await tx
      .delete(teamInvitations)
      .where(openInvitation(invitation.profileType, invitation.profileId, invitation.email));
    const [row] = await tx.insert(teamInvitations).values(invitation).returning({
      id: teamInvitations.id,
      profileId: teamInvitations.profileId,
      profileType: teamInvitations.profileType,
      email: teamInvitations.email,
      createdAt: teamInvitations.createdAt,
      expiresAt: teamInvitations.expiresAt,
    });
    if (!row) throw new Error('invitation insert returned nothing');
    return row;
  });

/** Withdraw a pending invitation; true when one was deleted. */
export const deletePendingInvitation = async (
  db: Db,
  type: ProfileType,
  profileId: string,
  id: string,
): Promise<boolean> => {
  const rows = await db
    .delete(teamInvitations)
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.profileType, type),
        eq(teamInvitations.profileId, profileId),
        isNull(teamInvitations.acceptedAt),
      ),
    )
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
};

/** An invitation by the hash of its token. */
export const selectInvitationByHash = async (db: Db, tokenHash: string) => {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(eq(teamInvitations.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
};

/**
 * Accepting: the same rows the demo seed gives a team member (an active profile_users member row and the
 * context user_roles row), the invitation marked accepted, other open invitations to that address dropped.
 * False when a concurrent accept got there first.
 */
export const acceptInvitationRows = (
  db: Db,
  input: {
    invitationId: string;
    type: ProfileType;
    profileId: string;
    userId: string;
    email: string;
    now: Date;
  },
) =>
  db.transaction(async (tx) => {
    const marked = await tx
      .update(teamInvitations)
      .set({ acceptedAt: input.now })
      .where(and(eq(teamInvitations.id, input.invitationId), isNull(teamInvitations.acceptedAt)))
      .returning({ id: teamInvitations.id });
    if (marked.length === 0) return false;
    await tx
      .insert(profileUsers)
      .values({
        profileId: input.profileId,
        profileType: input.type,
        userId: input.userId,
        role: 'member',
        status: 'active',
      })
      .onConflictDoUpdate({
        target: [profileUsers.profileId, profileUsers.profileType, profileUsers.userId],
        set: { role: 'member', status: 'active', createdAt: input.now },
      });
    await tx
      .insert(userRoles)
      .values({ userId: input.userId, role: input.type, contextType: input.type, contextId: input.profileId })
      .onConflictDoNothing();
    await tx.delete(teamInvitations).where(openInvitation(input.type, input.profileId, input.email));
    return true;
  });

/** Remove a member: the profile_users row and the context role go together. True when there was one. */
export const deleteMemberRows = (db: Db, type: ProfileType, profileId: string, userId: string) =>
  db.transaction(async (tx) => {
    const removed = await tx
      .delete(profileUsers)
      .where(
        and(
          eq(profileUsers.profileType, type),
          eq(profileUsers.profileId, profileId),
          eq(profileUsers.userId, userId),
          eq(profileUsers.role, 'member'),
        ),
      )
      .returning({ id: profileUsers.id });
    await tx
      .delete(userRoles)
      .where(
        and(
          eq(userRoles.userId, userId),
          eq(userRoles.contextType, type),
          eq(userRoles.contextId, profileId),
        ),
      );
    return removed.length > 0;
  });
