/** localStorage that never throws: blocked storage (private mode, sandbox) behaves as empty. */
export const safeStorage = {
  get: (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string): void => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Ignored: the value then lives for this page view only.
    }
  },
};
