import type { ErrorReporter } from '../integrations/errors';

/**
 * Work a request starts after its transaction committed but does not wait for (mails with rendered PDFs or QR
 * codes, calls to the payment provider): the answer goes out at once and the work runs behind it. Failures
 * go to the error reporter. The app waits for running work before it closes (preClose), and tests wait with
 * `idle()` before they read what the work wrote. Work that must survive a crash also has a durable path (the
 * invoice mails: `invoices.mailed_at` and the invoice-mails job).
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly reporter: Pick<ErrorReporter, 'capture'>) {}

  run(label: string, work: () => Promise<unknown>): void {
    const task: Promise<void> = Promise.resolve()
      .then(work)
      .then(
        () => undefined,
        (err: unknown) => this.reporter.capture(err, { background: label }),
      )
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once nothing runs (including work that running work started). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  get size(): number {
    return this.running.size;
  }
}
