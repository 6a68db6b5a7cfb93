import { and, eq } from 'drizzle-orm';
import type { ProfileType } from '../../core/domain/roles';
import type { Db } from './client';
import { profileUsers } from './schema';

/**
 * Team membership (profile_users, spec §6) as several modules ask it: the profile pages (may the viewer see
 * the team's view?), the owner-side profile editor, the organisation-profile form of teams and the admin
 * directory. One query each, so the meaning of "active team member" is written once.
 */

/** Does an active profile_users row (owner or member) give the user this organisation, venue or professional profile? */
export const isActiveTeamMember = async (
  db: Db,
  type: ProfileType,
  profileId: string,
  userId: string,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: profileUsers.id })
    .from(profileUsers)
    .where(
      and(
        eq(profileUsers.profileId, profileId),
        eq(profileUsers.profileType, type),
        eq(profileUsers.userId, userId),
        eq(profileUsers.status, 'active'),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** Is the account an active team member (not owner) of some organisation (spec §5: then it cannot own one)? */
export const isActiveOrganizationMember = async (db: Db, userId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: profileUsers.id })
    .from(profileUsers)
    .where(
      and(
        eq(profileUsers.userId, userId),
        eq(profileUsers.profileType, 'organization'),
        eq(profileUsers.role, 'member'),
        eq(profileUsers.status, 'active'),
      ),
    )
    .limit(1);
  return row !== undefined;
};
