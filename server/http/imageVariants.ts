import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp, { type Sharp } from 'sharp';
import { z } from 'zod';
import { IMAGE_VARIANT_PATH, hasImageVariants, isImageVariantWidth } from '../../core/domain/images';
import { AppError } from '../../core/errors';
import type { Storage } from '../integrations/storage';

/**
 * `GET /img/{width}?src=/uploads/…|/media/…` (spec §9 image loading rules, issue 17): an uploaded or demo
 * image at one of the fixed widths of core/domain/images.ts, in the best format the browser accepts (AVIF,
 * else WebP, else JPEG; `Vary: Accept`). A variant is made with sharp on its first request and kept in
 * `cache`, so later requests (and other formats' first ones) only read a file. Anything else is 404
 * `image_not_found`: a width off the list, a source that is not ours, a file that is gone.
 */

export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The format for an Accept header: what every current browser sends for images names avif and/or webp. */
export const pickImageFormat = (accept: string | undefined): ImageFormat => {
  const value = accept?.toLowerCase() ?? '';
  if (value.includes('image/avif')) return 'avif';
  if (value.includes('image/webp')) return 'webp';
  return 'jpeg';
};

/** Uploads sit under a random key per upload, so a variant never changes; demo media may be regenerated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const WEEK = 'public, max-age=604800';

const encode = (image: Sharp, format: ImageFormat): Sharp => {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 75 });
  return image.jpeg({ quality: 78, mozjpeg: true });
};

export type ImageVariantOptions = {
  /** Where uploads live (the same adapter the upload routes write to). */
  storage: Storage;
  /** Where made variants are kept; a cache: losing it only costs the time to make them again. */
  cache: Storage;
  /** The built web app, whose media/ folder holds the demo images. */
  webDir: string;
};

const Params = z.object({ width: z.string().max(5) });
const Query = z.object({ src: z.string().max(500) });

export const registerImageVariants = (app: FastifyInstance, options: ImageVariantOptions): void => {
  const mediaDir = resolve(options.webDir, 'media');
  // Two requests for the same new variant share one sharp run.
  const making = new Map<string, Promise<Uint8Array | null>>();

  /** The original's bytes and its cache id, or null when `src` is not one of our images. */
  const readOriginal = async (src: string): Promise<{ id: string; bytes: Uint8Array } | null> => {
    if (!hasImageVariants(src)) return null;
    if (src.startsWith('/media/')) {
      const path = src.slice('/media/'.length);
      const bytes = await readFile(join(mediaDir, path)).catch(() => null);
      return bytes ? { id: `media/${path}`, bytes } : null;
    }
    const key = options.storage.keyOf(src);
    const bytes = key ? await options.storage.get(key) : null;
    return key && bytes ? { id: `uploads/${key}`, bytes } : null;
  };

  const variant = async (src: string, width: number, format: ImageFormat): Promise<Uint8Array | null> => {
    const original = await readOriginal(src);
    if (!original) return null;
    const cacheKey = `${format}/${width}/${original.id}`;
    const cached = await options.cache.get(cacheKey);
    if (cached) return cached;
    try {
      const bytes = await encode(
        sharp(original.bytes, { animated: false }).rotate().resize({ width, withoutEnlargement: true }),
        format,
      ).toBuffer();
      await options.cache.put(cacheKey, bytes, `image/${format}`);
      return bytes;
    } catch (err) {
      // A file sharp cannot read is no image of ours to resize.
      app.log.warn({ err, src }, 'image variant failed');
      return null;
    }
  };

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      `${IMAGE_VARIANT_PATH}/:width`,
      { schema: { hide: true, params: Params, querystring: Query } },
      async (req, reply) => {
        const width = Number(req.params.width);
        if (!/^\d+$/.test(req.params.width) || !isImageVariantWidth(width))
          throw new AppError('image_not_found');
        const format = pickImageFormat(req.headers.accept);
        const id = `${format}:${width}:${req.query.src}`;
        let pending = making.get(id);
        if (!pending) {
          pending = variant(req.query.src, width, format).finally(() => making.delete(id));
          making.set(id, pending);
        }
        const bytes = await pending;
        if (!bytes) throw new AppError('image_not_found');
        return reply
          .header('content-type', `image/${format}`)
          .header('cache-control', req.query.src.startsWith('/uploads/') ? IMMUTABLE : WEEK)
          .header('vary', 'Accept')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(bytes));
      },
    );
};
