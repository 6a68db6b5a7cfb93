// The server render's bundle (web/entry-server.tsx, issue 17): built with the app's own Vite config (aliases,
// React plugin) as an SSR build into `<build>/.ssr/`, beside the browser build it must match, so both are
// published together by the one atomic swap of scripts/webBuilds.ts. server/http/ssr.ts imports
// `.ssr/entry-server.js` from the build it serves; http/spa.ts never serves that folder.
import { join } from 'node:path';
import { build } from 'vite';
import { SSR_DIR, SSR_ENTRY } from '../core/domain/serverRender';

export const buildServerRender = async (root: string, outDir: string): Promise<void> => {
  await build({
    logLevel: 'warn',
    build: {
      // Node resolves react, react-router … from node_modules at run time (Vite externalises dependencies).
      ssr: true,
      outDir: join(outDir, SSR_DIR),
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      sourcemap: true,
      // A string replaces the config's browser inputs (index.html, offline.html) instead of joining them.
      rolldownOptions: {
        input: join(root, 'web', 'entry-server.tsx'),
        output: { entryFileNames: SSR_ENTRY },
      },
    },
  });
};
