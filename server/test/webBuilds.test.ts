import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishWebBuild } from '../../scripts/webBuilds';
import { type TestApp, createTestApp } from './app';

/**
 * `npm run build` beside a running server (issue 9 §5): the old in-place `vite build` emptied dist/web under
 * it (500 ENOENT index.html) and pages already open lost their chunks. The server here serves
 * `<dist>/web` while builds are published; the fake build writes slowly, file by file, as vite does.
 */
let dist: string;
let t: TestApp;

const shell = (version: number) =>
  `<!doctype html><html><head><title>v${version}</title><script type="module" src="/assets/app-${version}.js"></script></head><body></body></html>`;

const fakeBuild = (version: number) => async (outDir: string) => {
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  await writeFile(join(outDir, 'assets', `app-${version}.js`), `console.log(${version});`);
  await new Promise((r) => setTimeout(r, 20));
  await writeFile(join(outDir, 'index.html'), shell(version));
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'kring-dist-'));
  // A checkout built before web-builds existed: dist/web is a plain folder.
  mkdirSync(join(dist, 'web', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'web', 'index.html'), shell(0));
  writeFileSync(join(dist, 'web', 'assets', 'app-0.js'), 'console.log(0);');
  t = await createTestApp({ webDir: join(dist, 'web') });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

describe('publishWebBuild', () => {
  it('swaps builds under a serving app without a single failed request, keeping one generation of old chunks', async () => {
    const failures: string[] = [];
    let publishing = true;
    const load = (async () => {
      while (publishing) {
        const page = await get('/');
        if (page.statusCode !== 200 || !/<title>v\d+<\/title>/.test(page.body)) {
          failures.push(`${page.statusCode} ${page.body.slice(0, 80)}`);
        }
        await new Promise((r) => setImmediate(r));
      }
    })();
    for (let version = 1; version <= 4; version++) {
      await publishWebBuild(dist, fakeBuild(version));
      expect((await get('/')).body).toContain(`<title>v${version}</title>`);
      // A page loaded before this build still gets its chunk; two builds back is gone.
      expect((await get(`/assets/app-${version - 1}.js`)).statusCode).toBe(200);
      if (version >= 2) expect((await get(`/assets/app-${version - 2}.js`)).statusCode).toBe(404);
    }
    publishing = false;
    await load;
    expect(failures).toEqual([]);
    expect(lstatSync(join(dist, 'web')).isSymbolicLink()).toBe(true);
    // The current and the previous build are kept (older ones go once they are a minute old).
    expect(
      readdirSync(join(dist, 'web-builds')).filter((n) => !n.startsWith('.')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('leaves the served build alone when a build fails', async () => {
    const before = (await get('/')).body;
    await expect(
      publishWebBuild(dist, async (outDir) => {
        mkdirSync(outDir, { recursive: true });
        writeFileSync(join(outDir, 'index.html'), 'half');
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect((await get('/')).body).toBe(before);
    expect(readdirSync(join(dist, 'web-builds')).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  });
});
