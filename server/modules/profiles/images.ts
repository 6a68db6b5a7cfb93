import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError, ERRORS } from '../../../core/errors';
import {
  GALLERY_LIMIT,
  PROFILE_IMAGE_CONTENT_TYPES,
  type ProfileImageKind,
  type ProfileKind,
  type ProfileResponseOf,
} from '../../../core/schemas/profiles';
import type { Actor, AppContext } from '../../http/context';
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
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** The single image of a multipart request, within the size and type limits, as bytes. */
export const readProfileImage = async (req: FastifyRequest): Promise<Buffer> => {
  if (!req.isMultipart()) throw new AppError('profile_image_missing');
  const file = await req.file().catch(() => undefined);
  if (!file) throw new AppError('profile_image_missing');
  if (!(PROFILE_IMAGE_CONTENT_TYPES as readonly string[]).includes(file.mimetype.toLowerCase())) {
    file.file.resume();
    throw new AppError('profile_image_invalid_type');
  }
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('profile_image_too_large');
    throw err;
  }
};

/** Real JPEG/PNG/WebP bytes → WebP of at most `width` px (EXIF orientation applied, metadata dropped). */
const toWebp = async (input: Buffer, width: number): Promise<Buffer> => {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new AppError('profile_image_unreadable');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('profile_image_invalid_type');
  try {
    return await sharp(input, { animated: false })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('profile_image_unreadable');
  }
};

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
  const webp = await toWebp(await readUpload(), WIDTH[query.kind]);
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
