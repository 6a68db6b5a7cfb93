import type { Db } from '../../../db/client';
import type { Storage } from '../../../integrations/storage';
import { deleteUnusedEventImageUploads } from '../manage/queriesImages';
import { type JobTx, advanceRecurringEvents, expireFinishedEvents } from './queries';

/**
 * The events domain's scheduled upkeep (server/jobs only schedules it): past events move on or expire, and
 * images no event took up are removed.
 */

/** Spec §4/§9: expired events and recurring events are refreshed on load and every 5 minutes. */
export const EVENT_LIFECYCLE_INTERVAL_MS = 300_000;

/**
 * A published event that is over moves on to its next occurrence when it recurs, else it expires (badge
 * 'Verlopen'). Returns how many events changed.
 */
export const refreshEventLifecycle = async (tx: JobTx, now: Date): Promise<number> =>
  (await advanceRecurringEvents(tx, now)) + (await expireFinishedEvents(tx, now));

/** An organiser has a day to save the event an image was uploaded for; after that an unused image goes. */
export const UNUSED_EVENT_IMAGE_GRACE_MS = 86_400_000;

/** At most this many images per run, so one run stays a short transaction. */
const CLEANUP_BATCH = 500;

/**
 * Remove event images that no event holds a day after their upload (the editor was left, or the image was
 * replaced): the rows first, then the files. When a file cannot be deleted the transaction rolls back and
 * the next run tries again; a file already gone is no error, so a repeat is harmless.
 */
export const removeUnusedEventImages = async (
  tx: Pick<Db, 'delete' | 'select'>,
  storage: Storage,
  now: Date,
): Promise<number> => {
  const rows = await deleteUnusedEventImageUploads(
    tx,
    new Date(now.getTime() - UNUSED_EVENT_IMAGE_GRACE_MS),
    CLEANUP_BATCH,
  );
  for (const { keys } of rows) await Promise.all(keys.map((key) => storage.delete(key)));
  return rows.length;
};
