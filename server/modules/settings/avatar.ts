import { randomBytes } from 'node:crypto';
import { AVATAR_CONTENT_TYPES, AVATAR_SIZE_PX } from '../../../core/schemas/settings';
import type { Storage } from '../../integrations/storage';
import { ensure } from '../../http/authorize';
import type { Actor, AppContext } from '../../http/context';
import { type ImageUploadKind, toWebpVariants } from '../../http/imageUpload';
import { settingsPolicy } from './policy';
import { replaceAvatarUrl } from './queries';

/** Avatars: their accepted types and error codes (server/http/imageUpload.ts is the pipeline). */
export const AVATAR_UPLOAD: ImageUploadKind = {
  contentTypes: AVATAR_CONTENT_TYPES,
  errors: {
    missing: 'avatar_missing',
    invalidType: 'avatar_invalid_type',
    tooLarge: 'avatar_too_large',
    unreadable: 'avatar_unreadable',
  },
};

/**
 * Any accepted image → a square 256×256 WebP (centre crop on what draws attention, EXIF orientation applied,
 * metadata dropped). Bytes that are not really a JPEG, PNG or WebP → 415; unreadable ones → 400.
 */
const toAvatarWebp = async (input: Buffer): Promise<Buffer> => {
  const [webp] = await toWebpVariants(
    input,
    [
      {
        resize: { width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX, fit: 'cover', position: 'attention' },
        quality: 82,
      },
    ],
    AVATAR_UPLOAD.errors,
  );
  return webp;
};

/** Forget a stored file we replaced; a leftover file is harmless, so failures are only logged. */
const deleteStoredFile = async (ctx: AppContext, storage: Storage, url: string | null) => {
  const key = url ? storage.keyOf(url) : null;
  if (!key) return;
  await storage.delete(key).catch((err: unknown) => {
    ctx.logger.warn({ err, key }, 'could not delete a replaced avatar');
  });
};

/** Store the new avatar (random key per upload, so caches never show the old one) and drop the old file. */
export const uploadAvatar = async (
  ctx: AppContext,
  storage: Storage,
  actor: Actor,
  input: Buffer,
): Promise<{ avatarUrl: string }> => {
  ensure(settingsPolicy.manageOwnSettings(actor));
  const { userId } = actor;
  const webp = await toAvatarWebp(input);
  const key = `avatars/${userId}/${randomBytes(9).toString('base64url')}.webp`;
  const { url } = await storage.put(key, webp, 'image/webp');
  let previous: string | null;
  try {
    previous = await replaceAvatarUrl(ctx.db, userId, url);
  } catch (err) {
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
  await deleteStoredFile(ctx, storage, previous);
  return { avatarUrl: url };
};

/** Back to the initials avatar; a stored file goes, a seed picture is just no longer referenced. */
export const removeAvatar = async (
  ctx: AppContext,
  storage: Storage,
  actor: Actor,
): Promise<{ avatarUrl: null }> => {
  ensure(settingsPolicy.manageOwnSettings(actor));
  const { userId } = actor;
  const previous = await replaceAvatarUrl(ctx.db, userId, null);
  await deleteStoredFile(ctx, storage, previous);
  return { avatarUrl: null };
};
