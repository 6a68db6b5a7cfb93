import { AppError } from '../../../core/errors';
import type { MemberDetail, MemberSearch, MemberSearchResponse } from '../../../core/schemas/members';
import type { Db } from '../../db/client';
import { presentMemberCard, presentMemberDetail } from './presenter';
import { countFollowers, countMembers, selectMember, selectMemberPage } from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The public members directory (spec §2 /members): public profiles of members who are not suspended, by
 * text and city, newest or by name, one page with its total. Public on purpose: nothing to authorise; what
 * a member keeps private (is_public off) never matches.
 */
export const searchMembers = async (
  db: Db,
  search: MemberSearch,
  now = new Date(),
): Promise<MemberSearchResponse> => {
  const [rows, total] = await Promise.all([selectMemberPage(db, search), countMembers(db, search)]);
  return {
    items: rows.map((row) => presentMemberCard(row, now)),
    total,
    page: search.page,
    pageSize: search.pageSize,
  };
};

/** A member page by slug or id; a private, suspended or unknown member is member_not_found (404). */
export const loadMember = async (db: Db, slugOrId: string, now = new Date()): Promise<MemberDetail> => {
  const value = slugOrId.trim().toLowerCase();
  const row =
    (await selectMember(db, { slug: value })) ??
    (UUID.test(value) ? await selectMember(db, { id: value }) : null);
  if (!row) throw new AppError('member_not_found');
  return presentMemberDetail(row, await countFollowers(db, row.id), now);
};
