import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, firstLoadChunks } from '../../scripts/viteCompileHints';

/**
 * scripts/viteCompileHints.ts (issue 17, Lighthouse TBT): the chunks of a first load start with V8's explicit
 * compile hint, so their functions compile on a background thread instead of on the main thread when first run.
 */
type Chunk = Parameters<typeof firstLoadChunks>[0][number];
const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null): Chunk => ({
  type: 'chunk',
  name: fileName.replace(/-.*/, ''),
  fileName,
  facadeModuleId,
  imports,
});

const chunks = [
  chunk('index-a.js', ['shell-b.js', 'runtime-c.js'], '/repo/web/index.html'),
  chunk('shell-b.js', ['runtime-c.js']),
  chunk('runtime-c.js'),
  chunk('EventPage-d.js', ['EventCard-e.js', 'shell-b.js'], '/repo/web/routes/event/EventPage.tsx'),
  chunk('EventCard-e.js', ['shell-b.js']),
  chunk('leaflet-f.js', [], '/repo/node_modules/leaflet/dist/leaflet-src.js'),
  chunk('BookingForm-g.js', ['schemas-h.js'], '/repo/web/features/bookings/BookingForm.tsx'),
  chunk('schemas-h.js'),
];

describe('firstLoadChunks', () => {
  it('takes the named chunks and the given route modules with everything they import statically', () => {
    expect([...firstLoadChunks(chunks, ['index'], ['routes/event/EventPage.tsx'])].sort()).toEqual([
      'EventCard-e.js',
      'EventPage-d.js',
      'index-a.js',
      'runtime-c.js',
      'shell-b.js',
    ]);
  });

  it('leaves out what only loads later (a map library, a lazy form and its schemas)', () => {
    const found = firstLoadChunks(chunks, ['index', 'shell'], ['routes/event/EventPage.tsx']);
    for (const later of ['leaflet-f.js', 'BookingForm-g.js', 'schemas-h.js'])
      expect(found.has(later)).toBe(false);
  });

  it('matches a route module by its whole path, not by a name that ends the same', () => {
    const other = [chunk('XEventPage-z.js', [], '/repo/web/routes/event/XEventPage.tsx')];
    expect(firstLoadChunks(other, [], ['routes/event/EventPage.tsx']).size).toBe(0);
  });
});

describe('compileHints', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts each first-load file with the hint and moves its source map down one line', () => {
    dir = mkdtempSync(join(tmpdir(), 'kring-hints-'));
    const files = {
      'index-a.js': 'console.log(1);',
      'index-a.js.map': JSON.stringify({ version: 3, mappings: 'AAAA', sources: ['main.ts'] }),
      'shell-b.js': 'export const x=1;',
      'shell-b.js.map': JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['react.js'] }),
      'runtime-c.js': 'export{};',
      'leaflet-f.js': 'window.L={};',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
    const plugin = compileHints(['index'], []);
    const writeBundle = plugin.writeBundle as (options: { dir: string }, bundle: object) => void;
    writeBundle({ dir }, bundle);

    const read = (name: string) => readFileSync(join(dir, name), 'utf8');
    expect(read('index-a.js')).toBe(`${COMPILE_HINT}\nconsole.log(1);`);
    expect(read('shell-b.js')).toBe(`${COMPILE_HINT}\nexport const x=1;`);
    expect(read('runtime-c.js')).toBe(`${COMPILE_HINT}\nexport{};`);
    expect(read('leaflet-f.js')).toBe('window.L={};');
    expect(JSON.parse(read('index-a.js.map'))).toEqual({
      version: 3,
      mappings: ';AAAA',
      sources: ['main.ts'],
    });
    expect((JSON.parse(read('shell-b.js.map')) as { mappings: string }).mappings).toBe(';AAAA;AACA');
  });
});
