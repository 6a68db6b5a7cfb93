/**
 * A page with unsaved changes registers here so a role switch asks first (spec §4): cancel, continue
 * without saving, or save and switch. One guard at a time: the page on screen.
 */
export type UnsavedChangesGuard = {
  hasUnsavedChanges: () => boolean;
  /** Saves the page; rejects (or resolves false) when saving failed, so the switch stays put. */
  save: () => Promise<boolean>;
};

let current: UnsavedChangesGuard | null = null;

/** Registers the guard; call the returned function on unmount. */
export const registerUnsavedChangesGuard = (guard: UnsavedChangesGuard): (() => void) => {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
};

/** The registered guard when it has unsaved changes right now, else null. */
export const pendingUnsavedChanges = (): UnsavedChangesGuard | null =>
  current && current.hasUnsavedChanges() ? current : null;
