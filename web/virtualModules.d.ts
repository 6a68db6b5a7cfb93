/** Modules that the build writes (vite.config.ts plugins). */
declare module 'virtual:class-merge' {
  import type { Config } from 'tailwind-merge';

  /** tailwind-merge's groups of the classes this repository uses (scripts/viteClassMerge.ts). */
  export const CLASS_MERGE: Omit<Config<string, string>, 'cacheSize' | 'theme'>;
}
