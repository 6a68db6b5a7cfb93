import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, ERRORS } from '../../../core/errors';
import {
  GALLERY_LIMIT,
  PROFILE_IMAGE_CONTENT_TYPES,
  type ProfileImageKind,
  type ProfileKind,
  type ProfileResponseOf,
} from '../../../core/schemas/profiles';
import type { Actor, AppContext } from '../../http/context';
import { type ImageUploadKind, readImageUpload, toWebpVariants } from '../../http/imageUpload';
import type { Storage } from '../../integrations/storage';
import { insertProfileAudit, updateProfile } from './queries';
import { envelope, forgetFiles, resolveTarget } from './service';

/** Which column each image kind fills, per profile kind (gallery only where the profile has one). */
const COLUMN: Record<ProfileKind, Partial<Record<ProfileImageKind, string>>> = {
  organization: { cover: 'coverImageUrl', logo: 'logoUrl', gallery: 'galleryImages' },
  venue: { cover: 'coverImageUrl', logo: 'profileImageUrl', gallery: 'galleryImages' },
  professional: { logo: 'profileImageUrl' },
  participant: { logo: 'avatarUrl' },
};
/** Width of the stored WebP: wide pictures for covers and galleries, a small square-ish logo. */
const WIDTH: Record<ProfileImageKind, number> = { cover: 1600, gallery: 1600, logo: 512 };

/** Profile pictures: their accepted types and error codes (server/http/imageUpload.ts is the pipeline). */
const PROFILE_IMAGE_UPLOAD: ImageUploadKind = {
  contentTypes: PROFILE_IMAGE_CONTENT_TYPES,
  errors: {
    missing: 'profile_image_missing',
    invalidType: 'profile_image_invalid_type',
    tooLarge: 'profile_image_too_large',
    unreadable: 'profile_image_unreadable',
  },
};

/** The single image of a multipart request, within the size and type limits, as bytes. */
export const readProfileImage = (req: FastifyRequest): Promise<Buffer> =>
  readImageUpload(req, PROFILE_IMAGE_UPLOAD);

/**
 * POST /api/dashboard/profiles/{kind}/images?kind=cover|logo|gallery: the picture is stored (random key, so
 * caches never show an old one) and written into the profile at once: cover and logo replace the old file,
 * gallery photos are appended up to the limit (checked before any work, so a full gallery costs nothing).
 */
export const uploadProfileImage = async <K extends ProfileKind>(
  ctx: AppContext,
  storage: Storage,
  actor: Actor,
  kind: K,
  query: { id?: string | undefined; kind: ProfileImageKind },
  readUpload: () => Promise<Buffer>,
): Promise<ProfileResponseOf<K>> => {
  const target = await resolveTarget(ctx, actor, kind, query.id);
  if (!target) throw new AppError('profile_not_found');
  const column = COLUMN[kind][query.kind];
  if (!column)
    throw new AppError('validation_failed', { fields: { kind: ERRORS.validation_failed.message } });
  const current = target.row as unknown as Record<string, unknown>;
  const gallery = Array.isArray(current.galleryImages) ? (current.galleryImages as string[]) : [];
  if (query.kind === 'gallery' && gallery.length >= GALLERY_LIMIT) {
    const code = kind === 'venue' ? 'venue_gallery_full' : 'organization_gallery_full';
    throw new AppError(code, { fields: { galleryImages: ERRORS[code].message } });
  }
  const [webp] = await toWebpVariants(
    await readUpload(),
    [{ resize: { width: WIDTH[query.kind], withoutEnlargement: true }, quality: 80 }],
    PROFILE_IMAGE_UPLOAD.errors,
  );
  const key = `profiles/${kind}/${target.row.id}/${randomBytes(9).toString('base64url')}.webp`;
  const { url } = await storage.put(key, webp, 'image/webp');
  const previous = query.kind === 'gallery' ? null : ((current[column] as string | null) ?? null);
  let row;
  try {
    row = await updateProfile(ctx.db, kind, target.row.id, {
      [column]: query.kind === 'gallery' ? [...gallery, url] : url,
    });
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
  if (target.access === 'admin') {
    await insertProfileAudit(ctx.db, {
      actorId: actor.userId,
      action: 'profile.image',
      kind,
      profileId: row.id,
      data: { ownerId: target.ref.ownerId, image: query.kind },
    });
  }
  await forgetFiles(ctx, storage, [previous]);
  return envelope(kind, { row, access: target.access }, false);
};
