import type { FastifyRequest } from 'fastify';
import sharp, { type ResizeOptions } from 'sharp';
import { AppError, type ErrorCode } from '../../core/errors';

/**
 * The one image pipeline of every upload (event images, avatars, profile covers, logos and gallery photos):
 * read the single file of a multipart request, check that it really is a JPEG, PNG or WebP, and turn it into
 * WebP versions. Each kind of upload keeps its own accepted content types, sizes and error codes (each with
 * its own Dutch text); what the callers store and where stays theirs.
 */

/** The error codes of one kind of upload. */
export type ImageUploadErrors = {
  missing: ErrorCode;
  invalidType: ErrorCode;
  tooLarge: ErrorCode;
  unreadable: ErrorCode;
};

/** A kind of upload: the declared content types it accepts (a first filter only) and its error codes. */
export type ImageUploadKind = { contentTypes: readonly string[]; errors: ImageUploadErrors };

/** The single image of a multipart request, within the size and type limits, as bytes. */
export const readImageUpload = async (req: FastifyRequest, kind: ImageUploadKind): Promise<Buffer> => {
  if (!req.isMultipart()) throw new AppError(kind.errors.missing);
  const file = await req.file().catch(() => undefined);
  if (!file) throw new AppError(kind.errors.missing);
  if (!kind.contentTypes.includes(file.mimetype.toLowerCase())) {
    file.file.resume();
    throw new AppError(kind.errors.invalidType);
  }
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(kind.errors.tooLarge);
    throw err;
  }
};

/** What sharp reports for the formats we accept (the declared content type is only a first filter). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** One stored version of an upload: how sharp resizes it and the WebP quality. */
export type WebpVariant = { resize: ResizeOptions; quality: number };

/**
 * Real JPEG/PNG/WebP bytes → one WebP per variant, in the order given (EXIF orientation applied, metadata
 * dropped, only the first frame of an animation). Bytes that are really another format → `invalidType`;
 * bytes sharp cannot read → `unreadable`.
 */
export const toWebpVariants = async <const V extends readonly WebpVariant[]>(
  input: Buffer,
  variants: V,
  errors: Pick<ImageUploadErrors, 'invalidType' | 'unreadable'>,
): Promise<{ -readonly [K in keyof V]: Buffer }> => {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw new AppError(errors.unreadable);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError(errors.invalidType);
  try {
    // One Buffer per variant, in order: the tuple type of `variants` says so to the callers.
    return (await Promise.all(
      variants.map(({ resize, quality }) =>
        sharp(input, { animated: false }).rotate().resize(resize).webp({ quality }).toBuffer(),
      ),
    )) as { -readonly [K in keyof V]: Buffer };
  } catch {
    throw new AppError(errors.unreadable);
  }
};
