import type { AppContext } from '../http/context';
import { type PushSender, dispatchDeliveries, sendDigests } from '../modules/notifications';
import type { JobDefinition } from './runner';

type Deps = Pick<AppContext, 'db' | 'mail' | 'config' | 'logger'> & { push?: PushSender | null };

/**
 * Every minute, the safety net of the dispatcher that NOTIFY wakes after each commit: queued notification
 * e-mails (and pushes) that no wake-up took, rows a dead dispatcher left 'sending'. The sends happen after the
 * job's transaction, claimed row by row with SKIP LOCKED, so instances never send one twice.
 */
export const notificationDeliveriesJob = (deps: Deps): JobDefinition => ({
  name: 'notification-deliveries',
  intervalMs: 60_000,
  run: async (_tx, now, afterCommit) => {
    afterCommit(async () => {
      await dispatchDeliveries(deps, now, { recoverStale: true });
    });
    return 0;
  },
});

/** Every minute: members whose hour has room again get their waiting notification e-mails as one digest. */
export const notificationDigestsJob = (deps: Deps): JobDefinition => ({
  name: 'notification-digests',
  intervalMs: 60_000,
  run: async (_tx, now, afterCommit) => {
    afterCommit(async () => {
      await sendDigests(deps, now);
    });
    return 0;
  },
});
