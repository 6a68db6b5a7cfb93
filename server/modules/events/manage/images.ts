import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../../../../core/errors';
import {
  EVENT_IMAGE_CARD_WIDTH_PX,
  EVENT_IMAGE_CONTENT_TYPES,
  EVENT_IMAGE_WIDTH_PX,
  type EventImageResponse,
} from '../../../../core/schemas/eventWrite';
import type { Db } from '../../../db/client';
import type { Storage } from '../../../integrations/storage';
import { insertEventImageUpload } from './queriesImages';

/** What sharp reports for the formats we accept (the declared content type is only a first filter). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

const isAcceptedType = (contentType: string): boolean =>
  (EVENT_IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType.toLowerCase());

/** The single image of a multipart request, within the size and type limits, as bytes. */
export const readEventImageUpload = async (req: FastifyRequest): Promise<Buffer> => {
  if (!req.isMultipart()) throw new AppError('event_image_missing');
  const file = await req.file().catch(() => undefined);
  if (!file) throw new AppError('event_image_missing');
  if (!isAcceptedType(file.mimetype)) {
    file.file.resume();
    throw new AppError('event_image_invalid_type');
  }
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('event_image_too_large');
    throw err;
  }
};

const webpOfWidth = (input: Buffer, width: number): Promise<Buffer> =>
  sharp(input, { animated: false })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();

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
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new AppError('event_image_unreadable');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('event_image_invalid_type');
  let full: Buffer;
  let card: Buffer;
  try {
    [full, card] = await Promise.all([
      webpOfWidth(input, EVENT_IMAGE_WIDTH_PX),
      webpOfWidth(input, EVENT_IMAGE_CARD_WIDTH_PX),
    ]);
  } catch {
    throw new AppError('event_image_unreadable');
  }
  const key = `events/${userId}/${randomBytes(9).toString('base64url')}`;
  const [stored, storedCard] = await Promise.all([
    storage.put(`${key}.webp`, full, 'image/webp'),
    storage.put(`${key}-card.webp`, card, 'image/webp'),
  ]);
  await insertEventImageUpload(db, {
    url: stored.url,
    keys: [`${key}.webp`, `${key}-card.webp`],
    ownerId: userId,
  });
  return { imageUrl: stored.url, cardImageUrl: storedCard.url };
};
