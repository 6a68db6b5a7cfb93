import { AppError } from '../../../core/errors';
import { findByIdOrSlug } from '../../../core/domain/slugs';
import {
  ORGANIZATION_PAGE_EVENTS_LIMIT,
  type OrganizationDetail,
  type OrganizationSearch,
  type OrganizationSearchResponse,
} from '../../../core/schemas/organizations';
import { cachedPerDb } from '../../db/cachedPerDb';
import type { Db } from '../../db/client';
import { pageWithTotal } from '../../db/paging';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { listUpcomingEventsOfOrganization } from '../events';
import { isActiveTeamMember } from '../../db/teamMembership';
import { organizationsPolicy } from './policy';
import { presentOrganizationCard, presentOrganizationDetail } from './presenter';
import {
  type OrganizationRecord,
  countOrganizations,
  isNarrowOrganizationSearch,
  selectOrganization,
  selectOrganizationCategories,
  selectOrganizationPage,
} from './queries';

/** Categories change when a profile is edited, not per search: the filter options are read once a minute. */
const CATEGORY_OPTIONS_TTL_MS = 60_000;
const categoryOptions = cachedPerDb(CATEGORY_OPTIONS_TTL_MS, (db) => selectOrganizationCategories(db));

/**
 * The public organisation directory (spec §2 /organizations and /organisers): every filter, premium then
 * verified first, hidden ones left out, one page with its total; the category options come with page 1.
 */
export const searchOrganizations = async (
  db: Db,
  actor: Actor | null,
  search: OrganizationSearch,
): Promise<OrganizationSearchResponse> => {
  ensure(organizationsPolicy.browse(actor));
  const [{ rows, total }, categories] = await Promise.all([
    pageWithTotal({
      narrow: isNarrowOrganizationSearch(search),
      page: search.page,
      rows: () => selectOrganizationPage(db, search),
      count: () => countOrganizations(db, search),
    }),
    search.page === 1 ? categoryOptions(db) : Promise.resolve([]),
  ]);
  return {
    items: rows.map(presentOrganizationCard),
    total,
    page: search.page,
    pageSize: search.pageSize,
    categories,
  };
};

/**
 * A visible organisation by what its link carries (spec §3 slug rules, core/domain/slugs.ts): the id, the
 * slug, or a slug ending in the id or its 8-hex prefix. Hidden or unknown → organization_not_found.
 */
export const findOrganization = async (db: Db, idOrSlug: string): Promise<OrganizationRecord> => {
  const record = await findByIdOrSlug(idOrSlug, (by) => selectOrganization(db, by));
  if (!record) throw new AppError('organization_not_found');
  return record;
};

/** Everything the organisation page shows in one answer; `canEdit` for the viewer when signed in. */
export const loadOrganizationDetail = async (
  db: Db,
  actor: Actor | null,
  idOrSlug: string,
  now = new Date(),
): Promise<OrganizationDetail> => {
  ensure(organizationsPolicy.browse(actor));
  const record = await findOrganization(db, idOrSlug);
  const { id, userId: ownerUserId } = record.organization;
  const [upcoming, actorIsTeamMember] = await Promise.all([
    listUpcomingEventsOfOrganization(db, { id, ownerUserId }, ORGANIZATION_PAGE_EVENTS_LIMIT, now),
    actor && actor.userId !== ownerUserId
      ? isActiveTeamMember(db, 'organization', id, actor.userId)
      : Promise.resolve(false),
  ]);
  const canEdit = organizationsPolicy.canEdit(actor, { ownerUserId, actorIsTeamMember });
  return presentOrganizationDetail({ record, upcoming, canEdit });
};
