import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  EVENT_IMAGE_CARD_WIDTH_PX,
  EVENT_IMAGE_CONTENT_TYPES,
  EVENT_IMAGE_WIDTH_PX,
  type EventImageResponse,
} from '../../../../core/schemas/eventWrite';
import type { Db } from '../../../db/client';
import { type ImageUploadKind, readImageUpload, toWebpVariants } from '../../../http/imageUpload';
import type { Storage } from '../../../integrations/storage';
import { insertEventImageUpload } from './queriesImages';

/** Event images: their accepted types and error codes (server/http/imageUpload.ts is the pipeline). */
const EVENT_IMAGE_UPLOAD: ImageUploadKind = {
  contentTypes: EVENT_IMAGE_CONTENT_TYPES,
  errors: {
    missing: 'event_image_missing',
    invalidType: 'event_image_invalid_type',
    tooLarge: 'event_image_too_large',
    unreadable: 'event_image_unreadable',
  },
};

/** The single image of a multipart request, within the size and type limits, as bytes. */
export const readEventImageUpload = (req: FastifyRequest): Promise<Buffer> =>
  readImageUpload(req, EVENT_IMAGE_UPLOAD);

/** Stored versions: the full picture and the card beside it (never enlarged). */
const EVENT_IMAGE_VARIANTS = [
  { resize: { width: EVENT_IMAGE_WIDTH_PX, withoutEnlargement: true }, quality: 80 },
  { resize: { width: EVENT_IMAGE_CARD_WIDTH_PX, withoutEnlargement: true }, quality: 80 },
] as const;

/**
 * An accepted image → a 1600 px wide WebP (never enlarged; EXIF orientation applied, metadata dropped) and a
 * 640 px card version beside it, stored under a random key per upload and recorded in `uploads`, so the
 * cleanup can remove it when no event ends up using it.
 */
export const storeEventImage = async (
  db: Db,
  storage: Storage,
  userId: string,
  input: Buffer,
): Promise<EventImageResponse> => {
  const [full, card] = await toWebpVariants(input, EVENT_IMAGE_VARIANTS, EVENT_IMAGE_UPLOAD.errors);
  const key = `events/${userId}/${randomBytes(9).toString('base64url')}`;
  const [stored, storedCard] = await Promise.all([
    storage.put(`${key}.webp`, full, 'image/webp'),
    storage.put(`${key}-card.webp`, card, 'image/webp'),
  ]);
  await insertEventImageUpload(db, {
    url: stored.url,
    keys: [`${key}.webp`, `${key}-card.webp`],
    ownerId: userId,
    // Both stored versions together, and the type they are stored as (/admin/storage shows them).
    sizeBytes: full.length + card.length,
    contentType: 'image/webp',
  });
  return { imageUrl: stored.url, cardImageUrl: storedCard.url };
};
