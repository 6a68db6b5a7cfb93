import type { FollowingItem } from '../../../core/schemas/follows';
import type { FollowingRow } from './queries';

/** One followed user for /dashboard/organisaties: name, image and public page by what they are (spec §3). */
export const presentFollowing = (row: FollowingRow): FollowingItem => {
  const base = {
    userId: row.userId,
    kind: row.kind,
    notificationsEnabled: row.notificationsEnabled,
    followedAt: row.followedAt.toISOString(),
  };
  if (row.kind === 'organization')
    return {
      ...base,
      name: row.organizationName,
      imageUrl: row.organizationLogo,
      href: `/organization/${row.organizationSlug}`,
    };
  if (row.kind === 'professional')
    return {
      ...base,
      name: row.businessName,
      imageUrl: row.professionalImage,
      href: `/professionals/${row.professionalSlug}`,
    };
  return {
    ...base,
    name: row.fullName?.trim() || null,
    imageUrl: row.avatarUrl,
    href: `/member/${row.memberSlug ?? row.userId}`,
  };
};
