import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: a file that starts with this comment has all its functions compiled eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type OutputChunk = {
  type: 'chunk';
  name: string;
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
};

/**
 * The chunks a first load runs: the named ones (the entry, the shared libraries), the chunks of the given modules
 * (the server-rendered pages' route modules) and everything those import statically.
 */
export const firstLoadChunks = (
  chunks: readonly OutputChunk[],
  names: readonly string[],
  modules: readonly string[],
): Set<string> => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const add = (chunk: OutputChunk | undefined) => {
    if (!chunk || found.has(chunk.fileName)) return;
    found.add(chunk.fileName);
    for (const file of chunk.imports) add(byFile.get(file));
  };
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
    if (names.includes(chunk.name) || modules.some((module) => id.endsWith(`/${module}`))) add(chunk);
  }
  return found;
};

/**
 * Starts the chunks of a first load with V8's explicit compile hint (Chrome 136+). V8 compiles a script's
 * functions lazily, on the main thread the first time each one runs; for the code a page runs on its first load
 * (React, the router, the query client, the entry, the page's own modules) that made each slice of hydration on a
 * slow phone a long task (Lighthouse's Total Blocking Time, issue 17). With the hint V8 compiles the whole file
 * eagerly, on a background thread while it streams in. Chunks loaded later (forms, maps, charts) keep lazy
 * compilation: much of their code never runs. Browsers without the hint read an ordinary comment.
 *
 * Added to the written files (the minifier drops comments, a `banner` included, and Vite still edits the entry
 * after the other plugins' hooks); the source map gets the same extra first line, so it still points at the right
 * code. The file names keep the hash of the code without the line, which the line does not change the meaning of.
 */
export const compileHints = (names: readonly string[], modules: readonly string[]): Plugin => ({
  name: 'kring-compile-hints',
  apply: 'build',
  writeBundle(options, bundle) {
    const dir = options.dir ?? '';
    const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
    for (const fileName of firstLoadChunks(chunks, names, modules)) {
      const file = join(dir, fileName);
      writeFileSync(file, `${COMPILE_HINT}\n${readFileSync(file, 'utf8')}`);
      const mapFile = `${file}.map`;
      if (!existsSync(mapFile)) continue; // a chunk too small to have one (the module runtime)
      const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { mappings: string };
      writeFileSync(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
    }
  },
});
