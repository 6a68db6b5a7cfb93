import { randomUUID } from 'node:crypto';
import { AppError, ERRORS } from '../../../core/errors';
import { slugWithId } from '../../../core/domain/slugs';
import type {
  OrganizationProfileBody,
  OrganizationProfileResponse,
  OrganizationProfileSaved,
} from '../../../core/schemas/teams';
import { ensure } from '../../http/authorize';
import type { Actor, AppContext } from '../../http/context';
import { isActiveOrganizationMember } from '../../db/teamMembership';
import {
  type OrganizationBasics,
  insertOwnOrganization,
  selectOwnOrganization,
  updateOwnOrganization,
} from './queriesOrganizationProfile';
import { teamsPolicy } from './policy';
import { presentOrganizationProfile } from './presenter';

/** Empty optional fields are stored as null; a website without scheme gets https:// (spec §5). */
const basicsOf = (body: OrganizationProfileBody): OrganizationBasics => {
  const orNull = (value: string): string | null => (value === '' ? null : value);
  const website =
    body.websiteUrl === '' || /^https?:\/\//i.test(body.websiteUrl)
      ? body.websiteUrl
      : `https://${body.websiteUrl}`;
  return {
    organizationName: body.organizationName,
    description: orNull(body.description),
    websiteUrl: orNull(website),
    contactEmail: orNull(body.contactEmail),
    phone: orNull(body.phone),
    city: orNull(body.city),
  };
};

/** GET /api/me/organization-profile: the own profile, and whether one may be made when there is none. */
export const getOwnOrganizationProfile = async (
  ctx: AppContext,
  actor: Actor,
): Promise<OrganizationProfileResponse> => {
  ensure(teamsPolicy.editOwnOrganizationProfile(actor));
  const row = await selectOwnOrganization(ctx.db, actor.userId);
  if (row) return { profile: presentOrganizationProfile(row), canCreate: false };
  return { profile: null, canCreate: !(await isActiveOrganizationMember(ctx.db, actor.userId)) };
};

/**
 * PUT /api/me/organization-profile: update the own organisation, or create it when there is none. The name
 * is required ('Organization name is required'); a team member of another organisation cannot create one
 * (spec §5). A new profile gets a slug from its name plus the id's first segment, and the owner's
 * profile_users row.
 */
export const saveOwnOrganizationProfile = async (
  ctx: AppContext,
  actor: Actor,
  body: OrganizationProfileBody,
): Promise<OrganizationProfileSaved> => {
  ensure(teamsPolicy.editOwnOrganizationProfile(actor));
  if (body.organizationName === '') {
    throw new AppError('organization_name_required', {
      fields: { organizationName: ERRORS.organization_name_required.message },
    });
  }
  const basics = basicsOf(body);
  const updated = await updateOwnOrganization(ctx.db, actor.userId, basics, new Date());
  if (updated) return { profile: presentOrganizationProfile(updated), created: false };

  if (await isActiveOrganizationMember(ctx.db, actor.userId)) {
    throw new AppError('organization_member_cannot_create');
  }
  const id = randomUUID();
  const created = await insertOwnOrganization(ctx.db, {
    ...basics,
    id,
    userId: actor.userId,
    slug: slugWithId(basics.organizationName, id),
  });
  return { profile: presentOrganizationProfile(created), created: true };
};
