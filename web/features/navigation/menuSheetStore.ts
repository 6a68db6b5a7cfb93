import { useSyncExternalStore } from 'react';

/** Open state of the 'Meer' sheet, shared by the tab bar and the tablet header button. */
let open = false;
const listeners = new Set<() => void>();

export const setMenuSheetOpen = (next: boolean): void => {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
};

export const useMenuSheetOpen = (): boolean =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
