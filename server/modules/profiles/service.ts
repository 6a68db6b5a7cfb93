import { randomUUID } from 'node:crypto';
import { AppError, ERRORS, type ErrorCode } from '../../../core/errors';
import { slugWithId, slugify } from '../../../core/domain/slugs';
import {
  GALLERY_LIMIT,
  type OwnedProfileKind,
  type ProfileInputOf,
  type ProfileKind,
  type ProfileResponseOf,
} from '../../../core/schemas/profiles';
import { ensure } from '../../http/authorize';
import type { Actor, AppContext } from '../../http/context';
import { findPostgresError } from '../../http/errors';
import { sanitizeDescription } from '../../http/sanitizeHtml';
import type { Storage } from '../../integrations/storage';
import { isActiveTeamMember } from '../../db/teamMembership';
import { type ProfileRef, profilesPolicy } from './policy';
import { presentProfile, publicPathOf } from './presenter';
import {
  type RowOf,
  insertOwnedProfile,
  insertProfileAudit,
  ownerOf,
  selectMemberProfileId,
  selectProfile,
  slugTaken,
  updateProfile,
} from './queries';

/** The audit diff of an edit on behalf of someone else: the written fields before and after. */
const changeOf = (current: object, columns: Record<string, unknown>) => {
  const fields = Object.keys(columns).sort();
  const was = current as Record<string, unknown>;
  return {
    before: Object.fromEntries(fields.map((f) => [f, was[f] ?? null])),
    after: Object.fromEntries(fields.map((f) => [f, columns[f] ?? null])),
  };
};

export type Access = 'owner' | 'member' | 'admin';
export type Target<K extends ProfileKind> = { row: RowOf[K]; access: Access; ref: ProfileRef };

const NAME_FIELD: Record<OwnedProfileKind, 'organizationName' | 'name' | 'businessName'> = {
  organization: 'organizationName',
  venue: 'name',
  professional: 'businessName',
};
/** Spec §5: one profile of each kind per account, each with its own message. */
const EXISTS: Record<OwnedProfileKind, ErrorCode> = {
  organization: 'profile_exists',
  venue: 'venue_profile_exists',
  professional: 'professional_profile_exists',
};
const GALLERY_FULL: Partial<Record<ProfileKind, ErrorCode>> = {
  organization: 'organization_gallery_full',
  venue: 'venue_gallery_full',
};
const SLUG_CONSTRAINTS = new Set([
  'organization_profiles_slug_unique',
  'venue_profiles_slug_unique',
  'professionals_slug_unique',
]);

const fieldError = (code: ErrorCode, field: string) =>
  new AppError(code, { fields: { [field]: ERRORS[code].message } });

const refOf = async <K extends ProfileKind>(
  ctx: AppContext,
  actor: Actor,
  kind: K,
  row: RowOf[K],
): Promise<ProfileRef> => {
  const ownerId = ownerOf(kind, row);
  const isTeamMember =
    kind !== 'participant' && ownerId !== actor.userId
      ? await isActiveTeamMember(ctx.db, kind as OwnedProfileKind, row.id, actor.userId)
      : false;
  return { ownerId, isTeamMember };
};

const accessOf = (actor: Actor, ref: ProfileRef): Access =>
  ref.ownerId === actor.userId ? 'owner' : ref.isTeamMember ? 'member' : 'admin';

/**
 * The profile a request is about: `?id=` names one (owner, team member or admin), else the actor's own, else
 * the first one their team membership reaches. Null when the actor has none of the kind yet.
 */
export const resolveTarget = async <K extends ProfileKind>(
  ctx: AppContext,
  actor: Actor,
  kind: K,
  id: string | undefined,
): Promise<Target<K> | null> => {
  ensure(profilesPolicy.useForm(actor, kind) || (id !== undefined && actor.roles.includes('admin')));
  let row: RowOf[K] | null;
  if (id) {
    row = await selectProfile(ctx.db, kind, { id });
    if (!row) throw new AppError('profile_not_found');
  } else {
    row = await selectProfile(ctx.db, kind, { ownerId: actor.userId });
    if (!row && kind !== 'participant') {
      const memberOf = await selectMemberProfileId(ctx.db, kind as OwnedProfileKind, actor.userId);
      row = memberOf ? await selectProfile(ctx.db, kind, { id: memberOf }) : null;
    }
    if (!row) return null;
  }
  const ref = await refOf(ctx, actor, kind, row);
  ensure(profilesPolicy.edit(actor, ref));
  return { row, access: accessOf(actor, ref), ref };
};

/** Spec §5: a team member of an organisation cannot make organisation profiles of their own. */
const mayCreate = async (ctx: AppContext, actor: Actor, kind: ProfileKind): Promise<boolean> => {
  if (kind === 'participant' || !profilesPolicy.create(actor, kind)) return false;
  if (kind !== 'organization') return true;
  return (await selectMemberProfileId(ctx.db, 'organization', actor.userId)) === null;
};

export const envelope = <K extends ProfileKind>(
  kind: K,
  target: Pick<Target<K>, 'row' | 'access'> | null,
  canCreate: boolean,
): ProfileResponseOf<K> => ({
  profile: target ? presentProfile(kind, target.row) : null,
  canCreate: target ? false : canCreate,
  access: target?.access ?? null,
  publicPath: target ? publicPathOf(kind, target.row) : null,
});

/** GET /api/dashboard/profiles/{kind}: the profile the form edits, or the create state. */
export const getProfile = async <K extends ProfileKind>(
  ctx: AppContext,
  actor: Actor,
  kind: K,
  id: string | undefined,
): Promise<ProfileResponseOf<K>> => {
  const target = await resolveTarget(ctx, actor, kind, id);
  return envelope(kind, target, target ? false : await mayCreate(ctx, actor, kind));
};

/** Forget stored files the profile no longer uses; a leftover file is harmless, so failures are only logged. */
export const forgetFiles = async (ctx: AppContext, storage: Storage, urls: readonly (string | null)[]) => {
  for (const url of urls) {
    const key = url ? storage.keyOf(url) : null;
    if (!key) continue;
    await storage
      .delete(key)
      .catch((err: unknown) => ctx.logger.warn({ err, key }, 'could not delete a file'));
  }
};

const NOT_NULL_TEXT = new Set(['galleryDisplayMode', 'country']);

/** Form values → columns: '' clears (country falls back to Nederland), HTML is sanitised, the slug shaped. */
const columnsOf = (body: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (key === 'description' || key === 'organizationDescription') {
      out[key] = sanitizeDescription(value as string);
    } else if (value === '' && NOT_NULL_TEXT.has(key)) {
      if (key === 'country') out[key] = 'Nederland';
    } else out[key] = value === '' ? null : value;
  }
  return out;
};

const checkGallery = (kind: ProfileKind, gallery: unknown) => {
  const code = GALLERY_FULL[kind];
  if (code && Array.isArray(gallery) && gallery.length > GALLERY_LIMIT)
    throw fieldError(code, 'galleryImages');
};

/** A unique violation on a slug becomes the slug message on the slug field, never a 500. */
const writing = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (err) {
    const pg = findPostgresError(err);
    if (pg?.code === '23505' && SLUG_CONSTRAINTS.has(pg.constraint ?? pg.constraint_name ?? '')) {
      throw fieldError('profile_slug_exists', 'slug');
    }
    throw err;
  }
};

/** POST /api/dashboard/profiles/{kind}: a first profile of the kind, owned by the actor (spec §5 rules). */
export const createProfile = async <K extends OwnedProfileKind>(
  ctx: AppContext,
  actor: Actor,
  kind: K,
  body: Partial<ProfileInputOf[K]>,
): Promise<ProfileResponseOf<K>> => {
  ensure(profilesPolicy.create(actor, kind));
  const values = body as Record<string, unknown>;
  const name = String(values[NAME_FIELD[kind]] ?? '').trim();
  if (kind === 'organization' && name === '')
    throw fieldError('organization_name_required', 'organizationName');
  if (await selectProfile(ctx.db, kind, { ownerId: actor.userId })) throw new AppError(EXISTS[kind]);
  if (kind === 'organization' && !(await mayCreate(ctx, actor, kind))) {
    throw new AppError('organization_member_cannot_create');
  }
  checkGallery(kind, values.galleryImages);
  const id = randomUUID();
  const slug = typeof values.slug === 'string' && values.slug ? slugify(values.slug) : slugWithId(name, id);
  if (await slugTaken(ctx.db, kind, slug, null)) throw fieldError('profile_slug_exists', 'slug');
  const columns = columnsOf(values);
  if (kind === 'professional') delete columns.status;
  const row = await writing(() =>
    insertOwnedProfile(ctx.db, kind, { ...columns, id, userId: actor.userId, slug }),
  );
  return envelope(kind, { row, access: 'owner' }, false);
};

/** PUT /api/dashboard/profiles/{kind}: change any field; admins' changes to others' profiles are audited. */
export const updateOwnedOrMemberProfile = async <K extends ProfileKind>(
  ctx: AppContext,
  storage: Storage,
  actor: Actor,
  kind: K,
  id: string | undefined,
  body: Partial<ProfileInputOf[K]>,
): Promise<ProfileResponseOf<K>> => {
  const target = await resolveTarget(ctx, actor, kind, id);
  if (!target) throw new AppError('profile_not_found');
  const values = { ...(body as Record<string, unknown>) };
  if (kind === 'organization' && values.organizationName !== undefined && values.organizationName === '') {
    throw fieldError('organization_name_required', 'organizationName');
  }
  checkGallery(kind, values.galleryImages);
  const current = target.row as unknown as Record<string, unknown>;
  if (kind !== 'participant' && typeof values.slug === 'string') {
    values.slug = slugify(values.slug);
    if (values.slug === '') delete values.slug;
    else if (
      values.slug !== current.slug &&
      (await slugTaken(ctx.db, kind as OwnedProfileKind, values.slug as string, target.row.id))
    ) {
      throw fieldError('profile_slug_exists', 'slug');
    }
  }
  // A suspended professional stays suspended until an admin says otherwise.
  if (kind === 'professional' && current.status === 'suspended' && target.access !== 'admin')
    delete values.status;
  const columns = columnsOf(values);
  const row = await writing(() => updateProfile(ctx.db, kind, target.row.id, columns));
  if (target.access === 'admin') {
    await insertProfileAudit(ctx.db, {
      actorId: actor.userId,
      action: 'profile.update',
      kind,
      profileId: row.id,
      data: {
        ownerId: target.ref.ownerId,
        fields: Object.keys(columns).sort(),
        ...changeOf(current, columns),
      },
    });
  }
  const before = Array.isArray(current.galleryImages) ? (current.galleryImages as string[]) : [];
  const after = Array.isArray(columns.galleryImages) ? (columns.galleryImages as string[]) : before;
  await forgetFiles(
    ctx,
    storage,
    before.filter((url) => !after.includes(url)),
  );
  return envelope(kind, { row, access: target.access }, false);
};
