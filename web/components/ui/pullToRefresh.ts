/** Spec §9 pull-to-refresh: release after more than 80 px to refresh; the indicator travels 60 px. */
export const PULL_THRESHOLD_PX = 80;
export const PULL_INDICATOR_PX = 60;
/** The spinner shows at least this long, so a fast refresh is still felt. */
export const PULL_MIN_SPIN_MS = 250;
/** How long 'Kon pagina niet vernieuwen.' stays before the indicator goes away. */
export const PULL_FAILED_MS = 4_000;

/** Spec §4: idle, pulling, refreshing; `failed` shows spec §8's 'Kon pagina niet vernieuwen.' for a moment. */
export type PullPhase = 'idle' | 'pulling' | 'refreshing' | 'failed';

/** Where the indicator sits and whether letting go now refreshes. */
export const pullProgress = (deltaY: number): { offset: number; ready: boolean; ratio: number } => {
  const distance = Math.max(0, deltaY);
  return {
    offset: Math.min(distance, PULL_INDICATOR_PX),
    ready: distance > PULL_THRESHOLD_PX,
    ratio: Math.min(distance / PULL_THRESHOLD_PX, 1),
  };
};

export type PullSnapshot = { phase: PullPhase; deltaY: number };

/**
 * The pull-to-refresh state machine, without the DOM: the component feeds it the finger's travel and reads
 * phase and travel back (`onChange`). A refresh that rejects ends in `failed`, then `idle`.
 */
export class PullToRefreshMachine {
  private snapshot: PullSnapshot = { phase: 'idle', deltaY: 0 };
  private timer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(
    private readonly refresh: () => Promise<unknown> | void,
    private readonly onChange: (snapshot: PullSnapshot) => void,
  ) {}

  get state(): PullSnapshot {
    return this.snapshot;
  }

  /** The finger moved `deltaY` px down from where it started (≤ 0: not a pull). */
  move(deltaY: number): void {
    if (this.snapshot.phase === 'refreshing') return;
    this.clearTimer();
    this.set(deltaY > 0 ? { phase: 'pulling', deltaY } : { phase: 'idle', deltaY: 0 });
  }

  /** The finger let go: refresh when past the threshold, else back to idle. */
  release(): void {
    if (this.snapshot.phase !== 'pulling') return;
    if (!pullProgress(this.snapshot.deltaY).ready) {
      this.set({ phase: 'idle', deltaY: 0 });
      return;
    }
    this.set({ phase: 'refreshing', deltaY: 0 });
    this.timer = setTimeout(() => {
      this.timer = undefined;
      Promise.resolve()
        .then(() => this.refresh())
        .then(
          () => this.set({ phase: 'idle', deltaY: 0 }),
          () => {
            this.set({ phase: 'failed', deltaY: 0 });
            this.timer = setTimeout(() => this.set({ phase: 'idle', deltaY: 0 }), PULL_FAILED_MS);
          },
        );
    }, PULL_MIN_SPIN_MS);
  }

  /** The component went away: no timer may call back into it. */
  dispose(): void {
    this.disposed = true;
    this.clearTimer();
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private set(snapshot: PullSnapshot): void {
    if (this.disposed) return;
    this.snapshot = snapshot;
    this.onChange(snapshot);
  }
}
