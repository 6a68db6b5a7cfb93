import { build } from 'vite';
import { buildServerRender } from './buildServerRender';
import { buildServiceWorker } from './buildServiceWorker';
process.chdir('/work/wt-ssr');
const out = '/tmp/ssr-prodweb';
await build({ logLevel: 'warn', define: { 'process.env.NODE_ENV': '"development"' }, build: { outDir: out, emptyOutDir: true, minify: false, sourcemap: false } });
await buildServiceWorker('/work/wt-ssr/', out);
await buildServerRender('/work/wt-ssr/', out);
