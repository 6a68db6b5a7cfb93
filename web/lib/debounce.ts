/** A single pending call that restarts on every schedule: the "applied N ms after typing stops" rule. */
export type Debouncer = {
  schedule: (run: () => void) => void;
  /** Runs the pending call now (Enter, blur). */
  flush: () => void;
  cancel: () => void;
  pending: () => boolean;
};

export const createDebouncer = (delayMs: number): Debouncer => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let next: (() => void) | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    next = null;
  };
  const flush = () => {
    const run = next;
    cancel();
    run?.();
  };
  return {
    schedule: (run) => {
      if (timer !== null) clearTimeout(timer);
      next = run;
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel,
    pending: () => timer !== null,
  };
};
