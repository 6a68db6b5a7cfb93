import { randomUUID } from 'node:crypto';
import { AppError, ERRORS } from '../../../../core/errors';
import type { ProfileType } from '../../../../core/domain/roles';
import { slugWithId } from '../../../../core/domain/slugs';
import {
  type AdminCreateProfileBody,
  type AdminProfileDetailDto,
  type AdminProfileFlagsBody,
  type AdminProfileListQuery,
  type AdminProfileListResponse,
  type AdminProfileSummaryDto,
  PROFILE_FLAGS,
} from '../../../../core/schemas/adminDirectory';
import { ensure } from '../../../http/authorize';
import type { Actor, AppContext } from '../../../http/context';
import { grantGlobalRole } from '../../accounts';
import { isActiveOrganizationMember } from '../../../db/teamMembership';
import { adminPolicy } from '../policy';
import { ownerNameOf, presentProfileDetail, presentProfileSummary } from './presenter';
import {
  type AdminProfileRow,
  type FlagChange,
  insertProfile,
  ownsProfile,
  selectAccountByEmail,
  selectProfile,
  selectProfileHistory,
  selectProfilesPage,
  selectTeam,
  updateFlags,
} from './queries';

const HISTORY_LIMIT = 15;

/** GET /api/admin/profiles: one kind of profile, newest first, by text and flags. */
export const listProfiles = async (
  ctx: AppContext,
  actor: Actor,
  query: AdminProfileListQuery,
): Promise<AdminProfileListResponse> => {
  ensure(adminPolicy.manageProfiles(actor), 'admin_only');
  const { rows, total } = await selectProfilesPage(
    ctx.db,
    query.type,
    { q: query.q, verified: query.verified, premium: query.premium, hidden: query.hidden },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return {
    items: rows.map((row) => presentProfileSummary(query.type, row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

const loadProfile = async (ctx: AppContext, type: ProfileType, id: string): Promise<AdminProfileRow> => {
  const row = await selectProfile(ctx.db, type, id);
  if (!row) throw new AppError('admin_profile_not_found');
  return row;
};

/** GET /api/admin/profiles/:type/:id: owner, team, flags and the latest audit entries. */
export const getProfile = async (
  ctx: AppContext,
  actor: Actor,
  type: ProfileType,
  id: string,
): Promise<AdminProfileDetailDto> => {
  ensure(adminPolicy.manageProfiles(actor), 'admin_only');
  const row = await loadProfile(ctx, type, id);
  const [team, history] = await Promise.all([
    selectTeam(ctx.db, type, id),
    selectProfileHistory(ctx.db, type, id, HISTORY_LIMIT),
  ]);
  return presentProfileDetail(type, row, team, history);
};

/**
 * PATCH /api/admin/profiles/:type/:id: verify, mark premium, hide (and undo). Only real changes are written,
 * each with its own audit entry holding before and after; a hidden profile leaves the public directories.
 */
export const updateProfileFlags = async (
  ctx: AppContext,
  actor: Actor,
  target: { type: ProfileType; id: string },
  body: AdminProfileFlagsBody,
  ip: string,
): Promise<AdminProfileSummaryDto> => {
  ensure(adminPolicy.manageProfiles(actor), 'admin_only');
  const row = await loadProfile(ctx, target.type, target.id);
  const changes: FlagChange[] = PROFILE_FLAGS.flatMap((flag) => {
    const after = body[flag];
    return after === undefined || after === row[flag] ? [] : [{ flag, before: row[flag], after }];
  });
  if (changes.length > 0) {
    await updateFlags(ctx.db, {
      ...target,
      changes,
      now: new Date(),
      audit: { actorId: actor.userId, ip },
    });
  }
  return presentProfileSummary(target.type, await loadProfile(ctx, target.type, target.id));
};

/** The §5 rule an account breaks by getting a profile of this kind, or null. */
const creationRefusal = async (ctx: AppContext, type: ProfileType, userId: string) => {
  if (await ownsProfile(ctx.db, type, userId)) {
    return type === 'venue'
      ? 'venue_profile_exists'
      : type === 'professional'
        ? 'professional_profile_exists'
        : 'profile_exists';
  }
  if (type === 'organization' && (await isActiveOrganizationMember(ctx.db, userId))) {
    return 'organization_member_cannot_create';
  }
  return null;
};

/**
 * POST /api/admin/profiles/:type: a profile for an existing account (spec §7 admin_create_organization_profile,
 * for every kind). One venue and one professional profile per account, one organisation per owner and none for
 * a team member of an organisation (spec §5, Dutch messages on the owner field). The owner gets the kind's
 * role when they do not hold it (or its premium variant), so their dashboard opens the profile.
 */
export const createProfile = async (
  ctx: AppContext,
  actor: Actor,
  type: ProfileType,
  body: AdminCreateProfileBody,
  ip: string,
): Promise<AdminProfileDetailDto> => {
  ensure(adminPolicy.manageProfiles(actor), 'admin_only');
  const account = await selectAccountByEmail(ctx.db, body.ownerEmail);
  if (!account) {
    throw new AppError('admin_owner_not_found', {
      fields: { ownerEmail: 'Er is geen account met dit e-mailadres.' },
    });
  }
  const refusal = await creationRefusal(ctx, type, account.id);
  if (refusal) {
    throw new AppError(refusal, { fields: { ownerEmail: ERRORS[refusal].message } });
  }
  const id = randomUUID();
  await insertProfile(ctx.db, {
    type,
    id,
    slug: slugWithId(body.name, id),
    name: body.name,
    city: body.city === '' ? null : body.city,
    owner: { id: account.id, name: ownerNameOf(account), email: account.email },
    grantRole: (tx) => grantGlobalRole(tx, account.id, type),
    audit: { actorId: actor.userId, ip },
  });
  return getProfile(ctx, actor, type, id);
};
