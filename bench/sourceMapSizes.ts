/**
 * Bytes of a built chunk per source module, read from the chunk's source map: each mapping segment owns the
 * generated characters up to the next segment. The manifest only knows chunks; this says which modules make
 * a chunk heavy, without a bundle-visualiser dependency (bench/bundle.ts).
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes one segment of Base64 VLQ numbers ("AAgBC" → [0, 0, 16, 1]). */
export const decodeVlqSegment = (segment: string): number[] => {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a VLQ character: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
};

type SourceMap = { sources: string[]; mappings: string };

/**
 * Generated characters per source of one chunk; characters no segment maps (bundler glue) count under
 * '(unmapped)'. `code` is the chunk's text, needed for the length of each line's last segment.
 */
export const bytesPerSource = (code: string, map: SourceMap): Map<string, number> => {
  const sizes = new Map<string, number>();
  const add = (source: string, n: number) => sizes.set(source, (sizes.get(source) ?? 0) + n);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let source = 0;
  lines.forEach((line, index) => {
    const segments = (mappingLines[index] ?? '').split(',').filter(Boolean);
    let column = 0;
    let previousColumn = 0;
    let previousSource: number | null = null;
    for (const segment of segments) {
      const fields = decodeVlqSegment(segment);
      column += fields[0] ?? 0;
      add(
        previousSource === null ? '(unmapped)' : (map.sources[previousSource] ?? '(unmapped)'),
        column - previousColumn,
      );
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        previousSource = source;
      } else {
        previousSource = null;
      }
      previousColumn = column;
    }
    const rest = line.length - previousColumn + 1; // + the newline
    add(previousSource === null ? '(unmapped)' : (map.sources[previousSource] ?? '(unmapped)'), rest);
  });
  return sizes;
};

/** Folds a source path to its package (`node_modules/react-dom/…` → `react-dom`) or app folder. */
export const moduleGroup = (source: string): string => {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
  }
  const web = source.search(/(^|\/)(web|core)\//);
  return web >= 0 ? source.slice(web).replace(/^\//, '') : source;
};
