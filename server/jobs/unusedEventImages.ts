import type { Storage } from '../integrations/storage';
import { removeUnusedEventImages } from '../modules/events';
import type { JobDefinition } from './runner';

/** Hourly: event images uploaded more than a day ago that no event holds are deleted (issue 9 §5). */
export const unusedEventImagesJob = (storage: Storage): JobDefinition => ({
  name: 'unused-event-images',
  intervalMs: 3_600_000,
  run: (tx, now) => removeUnusedEventImages(tx, storage, now),
});
