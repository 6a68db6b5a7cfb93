import type { AppContext } from '../http/context';
import type { PushSender } from '../modules/notifications';
import { checkoutExpiryJob } from './checkoutExpiry';
import { eventLifecycleJob } from './eventLifecycle';
import { invoiceMailsJob } from './invoiceMails';
import { notificationDeliveriesJob, notificationDigestsJob } from './notificationDeliveries';
import type { Storage } from '../integrations/storage';
import { rateLimitCleanupJob } from './rateLimitCleanup';
import { subscriptionRemindersJob } from './subscriptionReminders';
import { subscriptionRolesJob } from './subscriptionRoles';
import { testDataRunsJob } from './testDataRuns';
import { ticketHoldsJob } from './ticketHolds';
import type { JobDefinition } from './runner';
import { unusedEventImagesJob } from './unusedEventImages';
import { viewMarksCleanupJob } from './viewMarksCleanup';

export { type JobDefinition, type JobScheduler, runJobOnce, startJobs } from './runner';

/** Every scheduled job of the app; main.ts starts them once the database is ready. */
export const allJobs = (deps: {
  storage: Storage;
  payments: Parameters<typeof checkoutExpiryJob>[0] & Pick<AppContext, 'mail'>;
  /** Jobs that mail (ticket holds and waitlist offers); absent in tools that only run upkeep. */
  app?: Pick<AppContext, 'db' | 'mail' | 'config' | 'logger'> & { push?: PushSender | null };
}): JobDefinition[] => [
  checkoutExpiryJob(deps.payments),
  subscriptionRemindersJob(deps.payments),
  subscriptionRolesJob,
  eventLifecycleJob,
  rateLimitCleanupJob,
  unusedEventImagesJob(deps.storage),
  viewMarksCleanupJob,
  testDataRunsJob,
  ...(deps.app
    ? [
        ticketHoldsJob(deps.app),
        invoiceMailsJob(deps.app),
        notificationDeliveriesJob(deps.app),
        notificationDigestsJob(deps.app),
      ]
    : []),
];
