import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createDebouncer } from './debounce';

export type CommitOptions = { replace: boolean };

/**
 * An input whose value is applied `delayMs` after typing stops (spec §5: search 300 ms, price 800 ms).
 * The first commit of a typing burst adds a history entry, the following ones replace it, so Back undoes
 * the whole burst. A change from outside (Back, Reset) shows up unless the user is typing; a pending value
 * is applied on blur, Enter (`flush`) and unmount (closing the filter sheet).
 */
export const useDebouncedField = <T>(
  value: T,
  delayMs: number,
  commit: (next: T, options: CommitOptions) => void,
  isEqual: (a: T, b: T) => boolean = Object.is,
) => {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const debouncer = useMemo(() => createDebouncer(delayMs), [delayMs]);
  const burst = useRef(false);
  const commitRef = useRef(commit);
  useLayoutEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  if (!isEqual(shown, value)) {
    setShown(value);
    // What the user is typing wins; an equal value (say, the trimmed text) leaves the draft alone.
    if (!debouncer.pending() && !isEqual(draft, value)) setDraft(value);
  }

  useEffect(() => () => debouncer.flush(), [debouncer]);

  const change = (next: T) => {
    setDraft(next);
    debouncer.schedule(() => {
      commitRef.current(next, { replace: burst.current });
      burst.current = true;
    });
  };

  return {
    draft,
    change,
    /** Replaces what is shown without committing (e.g. the normalised price after a commit). */
    setDraft,
    flush: () => debouncer.flush(),
    startBurst: () => {
      burst.current = false;
    },
  };
};
