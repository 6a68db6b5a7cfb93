import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';

/**
 * dist/web without ever changing files under a running server.
 *
 * `vite build` used to empty dist/web and write it again in place: a server running meanwhile answered 500
 * (ENOENT index.html) and pages already open lost their lazily loaded chunks. Now each build goes into its
 * own folder, `<dist>/web-builds/<id>`, and `<dist>/web` is a symlink swapped to it with one rename (atomic).
 * The server follows the link on every request (http/pageData.ts readShell, @fastify/static), so it goes
 * from one complete build to the next. The previous build's hashed assets are linked into the new one, so a
 * page loaded before the swap still finds its chunks; the previous build folder is kept, older ones go.
 */

/** The build's own asset files (not the ones carried over), so carried assets live one generation only. */
const OWN_ASSETS = join('.vite', 'own-assets.json');
const HOUR = 3_600_000;
/** A build running beside this one owns its new folder for a while: younger folders are never pruned. */
const YOUNG = 60_000;

const ageMs = (path: string): number => Date.now() - statSync(path).mtimeMs;

const assetsOf = (dir: string): string[] => {
  try {
    return readdirSync(join(dir, 'assets'));
  } catch {
    return [];
  }
};

const ownAssetsOf = (dir: string): string[] => {
  try {
    return JSON.parse(readFileSync(join(dir, OWN_ASSETS), 'utf8')) as string[];
  } catch {
    return assetsOf(dir); // a build from before web-builds: all its assets are its own
  }
};

/** The folder `web` serves now: a symlink's target, or `web` itself (an older in-place build); else null. */
const currentBuild = (web: string): string | null => {
  try {
    const stat = lstatSync(web);
    if (stat.isSymbolicLink()) return realpathSync(web);
    return stat.isDirectory() ? web : null;
  } catch {
    return null; // absent, or a symlink to a folder that is gone
  }
};

/** Hard-link (or copy) the previous build's own hashed assets that the new build lacks. */
const carryAssets = (previous: string, next: string): void => {
  const present = new Set(assetsOf(next));
  mkdirSync(join(next, 'assets'), { recursive: true });
  for (const name of ownAssetsOf(previous)) {
    const from = join(previous, 'assets', name);
    if (present.has(name) || !existsSync(from)) continue;
    try {
      linkSync(from, join(next, 'assets', name));
    } catch {
      copyFileSync(from, join(next, 'assets', name));
    }
  }
};

export type PublishedBuild = { dir: string; previous: string | null };

/**
 * Build into a fresh folder with `buildInto(outDir)`, then make `<dist>/web` point at it. A failed build
 * changes nothing.
 */
export const publishWebBuild = async (
  dist: string,
  buildInto: (outDir: string) => Promise<void>,
): Promise<PublishedBuild> => {
  mkdirSync(dist, { recursive: true });
  const root = realpathSync(dist);
  const web = join(root, 'web');
  const builds = join(root, 'web-builds');
  mkdirSync(builds, { recursive: true });
  const id = `${new Date().toISOString().replace(/\D/g, '').slice(0, 17)}-${process.pid}`;
  const tmp = join(builds, `.tmp-${id}`);
  const final = join(builds, id);

  try {
    await buildInto(tmp);
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
  mkdirSync(join(tmp, '.vite'), { recursive: true });
  writeFileSync(join(tmp, OWN_ASSETS), JSON.stringify(assetsOf(tmp)));

  let previous = currentBuild(web);
  if (previous) carryAssets(previous, tmp);
  renameSync(tmp, final);
  if (previous === web) {
    // `web` is still a plain folder: move it beside the builds so a symlink can replace it. Between these
    // two renames there is no `web`, once per checkout.
    const legacy = join(builds, `legacy-${id}`);
    renameSync(web, legacy);
    previous = legacy;
  }
  const link = join(root, `.web-${id}.link`);
  if (process.platform === 'win32') symlinkSync(final, link, 'junction');
  else symlinkSync(relative(root, final), link, 'dir');
  renameSync(link, web);

  for (const name of readdirSync(builds)) {
    const path = join(builds, name);
    if (path === final || path === previous) continue;
    if (ageMs(path) > (name.startsWith('.tmp-') ? HOUR : YOUNG))
      rmSync(path, { recursive: true, force: true });
  }
  return { dir: final, previous };
};
