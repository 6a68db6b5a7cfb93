type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own, so the work after it does not lengthen the task that is running (a long task
 * keeps a tap or a scroll waiting: Lighthouse's Total Blocking Time). `scheduler.yield()` where the browser has it
 * (it resumes ahead of other queued work); elsewhere a message to ourselves, which, unlike setTimeout, a hidden tab
 * does not hold back.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
};
