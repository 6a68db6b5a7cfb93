import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PAGE_ASSETS } from './core/domain/pageAssets';
import { classMerge } from './scripts/viteClassMerge';
import { compileHints } from './scripts/viteCompileHints';
import { precompress } from './scripts/vitePrecompress';

/**
 * What V8 compiles eagerly, off the main thread (scripts/viteCompileHints.ts): the libraries and the entry, and
 * the server-rendered pages' route modules, with what they import statically — the code of a first load.
 */
const FIRST_LOAD_CHUNKS = ['shell', 'index'];
const FIRST_LOAD_MODULES = Object.values(PAGE_ASSETS).map((assets) => assets.module);

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    classMerge(),
    compileHints(FIRST_LOAD_CHUNKS, FIRST_LOAD_MODULES),
    precompress(),
  ],
  resolve: {
    alias: {
      '@core': fileURLToPath(new URL('./core', import.meta.url)),
      '@web': fileURLToPath(new URL('./web', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Route → chunk map for the server's modulepreload links (server/http/routeChunks.ts).
    manifest: true,
    rolldownOptions: {
      // The app, and the offline page the service worker answers when a page cannot load (web/serviceWorker).
      input: {
        index: fileURLToPath(new URL('./web/index.html', import.meta.url)),
        offline: fileURLToPath(new URL('./web/offline.html', import.meta.url)),
      },
      // A feature's index.ts only re-exports (server/test/structure.test.ts keeps it that way). Saying so lets
      // a chunk take just the exports it uses: the shell imports @web/features/accounts for useSession without
      // pulling in the sign-in forms that the same index offers the routes.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }],
      },
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs first, as one file instead of a dozen small ones: each request costs a
              // round trip on a phone network (HTTP/1.1 allows six at a time).
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|clsx|tailwind-merge|class-variance-authority)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
      '/uploads': apiTarget,
      '/media': apiTarget,
    },
  },
});
