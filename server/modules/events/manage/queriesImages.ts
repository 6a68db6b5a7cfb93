import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { events, uploads } from '../../../db/schema';

export const EVENT_IMAGE_PURPOSE = 'event_image';

/** Remember a stored event image until an event holds its URL (or the cleanup removes it). */
export const insertEventImageUpload = async (
  db: Db,
  row: { url: string; keys: string[]; ownerId: string; sizeBytes: number; contentType: string },
): Promise<void> => {
  await db.insert(uploads).values({ purpose: EVENT_IMAGE_PURPOSE, ...row });
};

/**
 * Event images uploaded before `before` that no event (in any status, trash included) holds: removed from
 * the table and returned, so their files can go. One anti-join per run: the candidates come from the
 * (purpose, created_at) index and events are hashed once, so no index on events.image_url is needed for an
 * hourly job.
 */
export const deleteUnusedEventImageUploads = async (
  db: Pick<Db, 'delete' | 'select'>,
  before: Date,
  limit: number,
): Promise<{ keys: string[] }[]> => {
  const unused = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.purpose, EVENT_IMAGE_PURPOSE),
        lt(uploads.createdAt, before),
        sql`not exists (select 1 from ${events} e where e.image_url = ${uploads.url})`,
      ),
    )
    .limit(limit);
  return db.delete(uploads).where(inArray(uploads.id, unused)).returning({ keys: uploads.keys });
};
