import { EVENT_LIFECYCLE_INTERVAL_MS, refreshEventLifecycle } from '../modules/events';
import type { JobDefinition } from './runner';

/** Spec §4/§9: expired events and recurring events are refreshed on load and every 5 minutes. */
export const eventLifecycleJob: JobDefinition = {
  name: 'event-lifecycle',
  intervalMs: EVENT_LIFECYCLE_INTERVAL_MS,
  run: (tx, now) => refreshEventLifecycle(tx, now),
};
