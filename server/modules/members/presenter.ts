import { isNewMember, memberSubtitle, memberTitle } from '../../../core/domain/listingCards';
import type { ListingCard } from '../../../core/schemas/directory';
import type { MemberDetail } from '../../../core/schemas/members';
import type { MemberRecord } from './queries';

const nameOf = (row: MemberRecord): string => memberTitle(row.fullName);

/** A member on the unified listing card (spec §3): subtitle = the bio's first 50 characters. */
export const presentMemberCard = (row: MemberRecord, now: Date): ListingCard => {
  const bio = row.bio?.trim() || null;
  return {
    id: row.id,
    contentType: 'member',
    title: nameOf(row),
    subtitle: memberSubtitle(bio),
    description: bio,
    imageUrl: row.avatarUrl,
    slug: row.slug ?? row.id,
    location: row.city
      ? { city: row.city, address: null, latitude: null, longitude: null, distance: null }
      : null,
    status: null,
    badges: isNewMember(row.joinDate, now) ? [{ kind: 'newMember', label: null }] : [],
    isPremium: false,
    isVerified: false,
    rating: null,
    reviewCount: 0,
    savedCount: 0,
    isFavorite: null,
    memberData: { joinDate: row.joinDate.toISOString() },
  };
};

export const presentMemberDetail = (row: MemberRecord, followerCount: number, now: Date): MemberDetail => ({
  id: row.id,
  ownerUserId: row.id,
  slug: row.slug ?? row.id,
  name: nameOf(row),
  avatarUrl: row.avatarUrl,
  bio: row.bio?.trim() || null,
  interests: row.interests,
  city: row.city,
  joinDate: row.joinDate.toISOString(),
  isNewMember: isNewMember(row.joinDate, now),
  eventsAttended: row.eventsAttended,
  followerCount,
});
