import type { FastifyInstance } from 'fastify';
import type { Realtime } from '../../realtime';
import type { ErrorReporter } from '../../integrations/errors';
import { deliveriesChannel } from './channels';
import { type DispatchDeps, dispatchDeliveries } from './dispatcher';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by startNotificationDispatcher: sends queued notification e-mails and pushes after commit. */
    notificationDispatcher: NotificationDispatcher;
  }
}

/**
 * The app's delivery dispatcher: woken by `kring_deliveries` (NOTIFY from `notify`, after commit, on every
 * instance) and by the minute job as a safety net. Runs never overlap within a process; wake-ups that arrive
 * during a run fold into one follow-up run.
 */
export class NotificationDispatcher {
  private tail: Promise<unknown> = Promise.resolve();
  private pending: Promise<void> | null = null;

  constructor(
    private readonly deps: DispatchDeps,
    private readonly reporter?: ErrorReporter,
  ) {}

  /** Run after the current run; `now` (tests) forces a run of its own at that moment. */
  run(now?: Date): Promise<void> {
    if (this.pending && !now) return this.pending;
    const next: Promise<void> = this.tail.then(async () => {
      if (this.pending === next) this.pending = null;
      try {
        await dispatchDeliveries(this.deps, now ?? new Date());
      } catch (err) {
        this.deps.logger.error({ err }, 'notification dispatch failed');
        this.reporter?.capture(err, { area: 'notification-dispatch' });
      }
    });
    this.pending = next;
    this.tail = next;
    return next;
  }

  /** Wait for the runs that were asked for (shutdown, tests). */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}

/**
 * Create the dispatcher of an app, listen for wake-ups once the app is ready (LISTEN needs no table, the runs
 * do: main.ts migrates before anything is queued) and let a closing app finish the run in progress.
 */
export const startNotificationDispatcher = (
  app: FastifyInstance,
  deps: DispatchDeps,
  realtime: Realtime,
  reporter?: ErrorReporter,
): NotificationDispatcher => {
  const dispatcher = new NotificationDispatcher(deps, reporter);
  let unsubscribe: (() => void) | null = null;
  app.decorate('notificationDispatcher', dispatcher);
  app.addHook('onReady', async () => {
    unsubscribe = await realtime.fanout.subscribe(deliveriesChannel, 'all', () => void dispatcher.run());
  });
  app.addHook('preClose', async () => {
    unsubscribe?.();
    await dispatcher.idle();
  });
  return dispatcher;
};
