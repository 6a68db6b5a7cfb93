/** Why a queued provider call did not run. */
export class ProviderLimitError extends Error {
  constructor(readonly reason: 'daily_limit' | 'queue_full') {
    super(`location provider call not run: ${reason}`);
    this.name = 'ProviderLimitError';
  }
}

export type RequestQueueOptions = {
  /** Calls started per rolling second (spec §9: 2). */
  perSecond: number;
  /** Calls per calendar day, UTC (spec §9: 5000). */
  perDay: number;
  /** Waiting calls beyond this are refused at once: an answer after a minute helps nobody typing. */
  maxWaiting: number;
  now?: () => number;
};

/**
 * Runs provider calls one after another within the provider's limits. A call that reaches the front of the
 * queue once the daily limit is used up is not run (spec §8) but rejected with ProviderLimitError.
 */
export class RequestQueue {
  private readonly waiting: (() => void)[] = [];
  private readonly starts: number[] = [];
  private day = '';
  private usedToday = 0;
  private pumping = false;
  private readonly now: () => number;

  constructor(private readonly options: RequestQueueOptions) {
    this.now = options.now ?? Date.now;
  }

  run<T>(call: () => Promise<T>): Promise<T> {
    if (this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(new ProviderLimitError('queue_full'));
    }
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(() => {
        if (!this.takeDailySlot()) {
          reject(new ProviderLimitError('daily_limit'));
          return;
        }
        call().then(resolve, reject);
      });
      void this.pump();
    });
  }

  /** Calls the provider got today (UTC). */
  get used(): number {
    this.rollDay();
    return this.usedToday;
  }

  private rollDay(): void {
    const today = new Date(this.now()).toISOString().slice(0, 10);
    if (today !== this.day) {
      this.day = today;
      this.usedToday = 0;
    }
  }

  private takeDailySlot(): boolean {
    this.rollDay();
    if (this.usedToday >= this.options.perDay) return false;
    this.usedToday += 1;
    return true;
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (let next = this.waiting.shift(); next; next = this.waiting.shift()) {
        await this.waitForSecondSlot();
        this.starts.push(this.now());
        next();
      }
    } finally {
      this.pumping = false;
    }
  }

  private async waitForSecondSlot(): Promise<void> {
    for (;;) {
      const now = this.now();
      while (this.starts.length > 0 && (this.starts[0] ?? 0) <= now - 1000) this.starts.shift();
      if (this.starts.length < this.options.perSecond) return;
      const wait = (this.starts[0] ?? now) + 1000 - now;
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait)));
    }
  }
}
