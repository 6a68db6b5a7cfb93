import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { classMerge } from './scripts/viteClassMerge';

// What vite.config.ts writes for the app's modules (virtual:class-merge for web/lib/cn.ts), in every project.
const plugins = [classMerge()];

const alias = {
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
  '@server': fileURLToPath(new URL('./server', import.meta.url)),
  '@web': fileURLToPath(new URL('./web', import.meta.url)),
};

export default defineConfig({
  test: {
    // The server's tests wait on their databases (PGlite runs in the worker's own thread, PostgreSQL in its own
    // process) as much as they compute, so one worker more than the default (cores - 1) keeps both cores busy: on the
    // 2-core CI machine the suite took ≈ 450 s with one worker and ≈ 310 s with two.
    // On PostgreSQL (TEST_DATABASE_URL, the second API run of .ci/run) the queries run in the server's own processes
    // while the workers wait, so a third worker fills the cores: 139 → 118 s for its 119 files (a fourth: 113 s). On
    // PGlite a third gained nothing (298 → 310 s).
    maxWorkers: Math.max(2, availableParallelism() - 1) + (process.env.TEST_DATABASE_URL ? 1 : 0),
    projects: [
      {
        plugins,
        resolve: { alias },
        test: { name: 'core', include: ['core/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins,
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/globalSetup.ts'],
          // One module graph per worker instead of one per file: importing the server (tsx transform of every
          // module) was ~2.5 s per file, half of the suite's time. Each file still builds its own app on its own
          // database (server/test/app.ts), so nothing is shared but code; a test must not leave module state
          // behind (no vi.mock, restore what it changes in process.env).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins,
        resolve: { alias },
        test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], environment: 'node' },
      },
    ],
  },
});
