// `npm run build`: the web app and its server render (dist/web/.ssr) into dist/web, swapped in atomically (scripts/webBuilds.ts), never rebuilt
// under a running server.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildServerRender } from './buildServerRender';
import { buildServiceWorker } from './buildServiceWorker';
import { publishWebBuild } from './webBuilds';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const dist = `${root}dist`;
const { dir, previous } = await publishWebBuild(dist, async (outDir) => {
  await build({ build: { outDir, emptyOutDir: true } });
  await buildServiceWorker(root, outDir);
  await buildServerRender(root, outDir);
});
process.stdout.write(
  `dist/web → ${relative(dist, dir)}${previous ? ` (vorige build bewaard: ${relative(dist, previous)})` : ''}\n`,
);
