import type { ProfileType } from '../../../../core/domain/roles';
import type {
  AdminProfileDetailDto,
  AdminProfileSummaryDto,
  AdminTeamMemberDto,
} from '../../../../core/schemas/adminDirectory';
import { displayName } from '../../accounts';
import { presentHistory } from '../presenter';
import type { AdminProfileRow, selectProfileHistory, selectTeam } from './queries';

const iso = (value: Date | string): string => new Date(value).toISOString();

export const ownerNameOf = (row: { fullName: string | null; accountName: string; email: string }): string =>
  displayName({ fullName: row.fullName, accountName: row.accountName, email: row.email });

export const presentProfileSummary = (type: ProfileType, row: AdminProfileRow): AdminProfileSummaryDto => ({
  id: row.id,
  type,
  name: row.name,
  slug: row.slug,
  city: row.city,
  isVerified: row.isVerified,
  isPremium: row.isPremium,
  isHidden: row.isHidden,
  owner: {
    id: row.ownerId,
    email: row.ownerEmail,
    name: ownerNameOf({
      fullName: row.ownerFullName,
      accountName: row.ownerAccountName,
      email: row.ownerEmail,
    }),
  },
  eventCount: row.eventCount === null ? null : Number(row.eventCount),
  serviceCount: row.serviceCount === null ? null : Number(row.serviceCount),
  reviewCount: Number(row.reviewCount),
  rating: row.rating === null ? null : Number(row.rating),
  createdAt: iso(row.createdAt),
});

type TeamRow = Awaited<ReturnType<typeof selectTeam>>[number];

const presentMember = (row: TeamRow): AdminTeamMemberDto => ({
  userId: row.userId,
  name: ownerNameOf(row),
  email: row.email,
  role: row.role,
  status: row.status,
  since: iso(row.since),
});

export const presentProfileDetail = (
  type: ProfileType,
  row: AdminProfileRow,
  team: TeamRow[],
  history: Awaited<ReturnType<typeof selectProfileHistory>>,
): AdminProfileDetailDto => ({
  ...presentProfileSummary(type, row),
  team: team.map(presentMember),
  history: history.map(presentHistory),
});
