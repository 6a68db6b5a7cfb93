import { AppError } from '../../../core/errors';
import { RELATED_PROFESSIONALS_LIMIT } from '../../../core/domain/professionalFilters';
import { findByIdOrSlug } from '../../../core/domain/slugs';
import type {
  ProfessionalDetail,
  ProfessionalSearch,
  ProfessionalSearchResponse,
  ProfessionalTypesResponse,
} from '../../../core/schemas/professionals';
import type { Db } from '../../db/client';
import { pageWithTotal } from '../../db/paging';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { isActiveTeamMember } from '../../db/teamMembership';
import { professionalsPolicy } from './policy';
import { presentProfessionalCard, presentProfessionalDetail } from './presenter';
import {
  countFollowers,
  countProfessionals,
  isNarrowProfessionalSearch,
  selectProfessional,
  selectProfessionalPage,
  selectProfessionalTypes,
  selectRelatedProfessionals,
  selectVisibleServices,
} from './queries';

/**
 * The professionals directory (spec §2 /professionals, signed in only): every filter, premium then verified
 * first, one page with its total. Only published professionals an admin has not hidden are listed.
 */
export const searchProfessionals = async (
  db: Db,
  actor: Actor,
  search: ProfessionalSearch,
): Promise<ProfessionalSearchResponse> => {
  ensure(professionalsPolicy.browse(actor));
  const { rows, total } = await pageWithTotal({
    narrow: isNarrowProfessionalSearch(search),
    page: search.page,
    rows: () => selectProfessionalPage(db, search),
    count: () => countProfessionals(db, search),
  });
  return { items: rows.map(presentProfessionalCard), total, page: search.page, pageSize: search.pageSize };
};

/** The type filter's options; public (they are names, no profile data). */
export const listProfessionalTypes = async (db: Db): Promise<ProfessionalTypesResponse> => ({
  types: await selectProfessionalTypes(db),
});

/**
 * The profile page by id, slug or 8-hex id suffix (spec §3 slug rules). A draft, suspended or hidden profile
 * answers professional_not_found to everybody but its editors (owner, active team member, admin), so its
 * existence does not leak.
 */
export const loadProfessionalDetail = async (
  db: Db,
  actor: Actor,
  idOrSlug: string,
): Promise<ProfessionalDetail> => {
  const record = await findByIdOrSlug(idOrSlug, (by) => selectProfessional(db, by));
  if (!record) throw new AppError('professional_not_found');
  const { professional } = record;
  const facts = {
    ownerId: professional.userId,
    actorOnTeam: await isActiveTeamMember(db, 'professional', professional.id, actor.userId),
    isPublic: professional.status === 'published' && !professional.isHidden,
  };
  ensure(professionalsPolicy.view(actor, facts), 'professional_not_found');
  const [services, related, followerCount] = await Promise.all([
    selectVisibleServices(db, professional.id),
    professional.categoryIds.length > 0
      ? selectRelatedProfessionals(db, professional, RELATED_PROFESSIONALS_LIMIT)
      : Promise.resolve([]),
    countFollowers(db, professional.userId),
  ]);
  return presentProfessionalDetail({
    record,
    isPublic: facts.isPublic,
    canEdit: professionalsPolicy.edit(actor, facts),
    followerCount,
    services,
    related,
  });
};
