import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INITIAL_DATA_ELEMENT_ID, type InitialDataEntry } from '../../core/domain/initialData';

/** A built web app's index.html as far as the page data cares (no server render: the tests have no .ssr). */
const SHELL = `<!doctype html><html lang="nl"><head><meta charset="UTF-8" />
<title>Kring</title></head><body><div id="root"></div></body></html>`;

/** A web folder holding only the shell, for `createTestApp({ webDir })`. */
export const shellWebDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'kring-web-'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  return dir;
};

const DATA_BLOCK = new RegExp(
  `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`,
  's',
);

/** The seeded queries a page's HTML carries, or null when it has none. */
export const initialDataOf = (html: string): InitialDataEntry[] | null => {
  const match = DATA_BLOCK.exec(html);
  return match ? (JSON.parse(match[1]!) as InitialDataEntry[]) : null;
};

/** The data seeded under `key` (compared as JSON, as the browser's cache hashes keys), or undefined. */
export const seededData = (entries: InitialDataEntry[] | null, key: readonly unknown[]): unknown =>
  entries?.find((entry) => JSON.stringify(entry.key) === JSON.stringify(key))?.data;
