import { useState } from 'react';

/**
 * True from the first render where `value` is true, for good: mounts a lazily loaded overlay (sheet, menu)
 * when it is first opened and keeps it mounted so it can animate closed and reopen at once.
 */
export const useOnceTrue = (value: boolean): boolean => {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
};
