import { describe, expect, it } from 'vitest';
import { type BuildManifest, hashedFilesOf, precacheList } from './precacheList';

/** A build manifest shaped like Vite's: two HTML entries sharing the shell chunk, and a lazy route chunk. */
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-AAAA.js',
    isEntry: true,
    imports: ['_shell-BBBB.js'],
    css: ['assets/index-CCCC.css'],
    assets: ['assets/inter-DDDD.woff2'],
  },
  'offline.html': { file: 'assets/offline-EEEE.js', isEntry: true, imports: ['_shell-BBBB.js'] },
  '_shell-BBBB.js': { file: 'assets/shell-BBBB.js' },
  'routes/events/EventsPage.tsx': { file: 'assets/EventsPage-FFFF.js', imports: ['_shell-BBBB.js'] },
};

describe('the precache list', () => {
  it('holds what the app shell and the offline page load before they run, each once', () => {
    expect(hashedFilesOf(MANIFEST, ['index.html', 'offline.html'])).toEqual([
      'assets/index-AAAA.js',
      'assets/index-CCCC.css',
      'assets/inter-DDDD.woff2',
      'assets/offline-EEEE.js',
      'assets/shell-BBBB.js',
    ]);
  });

  it('leaves route chunks to the runtime cache', () => {
    expect(hashedFilesOf(MANIFEST, ['index.html'])).not.toContain('assets/EventsPage-FFFF.js');
  });

  it('revisions the files without a hash in their name, and not the hashed ones', () => {
    const list = precacheList(MANIFEST, new Map([['offline.html', 'abc123']]));
    expect(list).toContainEqual({ url: '/assets/shell-BBBB.js', revision: null });
    expect(list).toContainEqual({ url: '/offline.html', revision: 'abc123' });
    expect(list.filter((e) => e.url === '/assets/shell-BBBB.js')).toHaveLength(1);
  });
});
