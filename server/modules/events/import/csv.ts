import { AppError } from '../../../../core/errors';

export type CsvRecord = { line: number; cells: string[] };

const DELIMITERS = [';', ',', '\t'] as const;

/**
 * The delimiter of the header line: Dutch Excel writes ';' (the decimal comma is taken), others ','; tabs from
 * a copy-paste. The one that occurs most outside quotes wins.
 */
export const detectDelimiter = (text: string): string => {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ',';
  let bestCount = 0;
  for (const [d, n] of counts) {
    if (n > bestCount) {
      best = d;
      bestCount = n;
    }
  }
  return best;
};

/**
 * RFC 4180 CSV as spreadsheets write it: a UTF-8 byte-order mark is dropped, fields may be quoted (with ""
 * for a quote and line breaks inside), lines end in CRLF or LF. Blank lines are skipped. Each record keeps
 * the line number it starts on, for error messages. An unterminated quote makes the file unreadable.
 */
export const parseCsv = (
  input: string,
  delimiter = detectDelimiter(input.replace(/^\uFEFF/, '')),
): CsvRecord[] => {
  const text = input.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStart = true;

  const endRecord = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    fieldStart = true;
  };

  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (ch === '\n') line += 1;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
      fieldStart = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      cell += ch;
      fieldStart = false;
    }
  }
  if (quoted) throw new AppError('bulk_upload_unreadable');
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
};

/** Bytes of an upload → text: UTF-8 (with or without BOM), else Windows-1252 as older Excel saves it. */
export const decodeCsvBytes = (bytes: Uint8Array): string => {
  if (bytes.includes(0)) throw new AppError('bulk_upload_invalid_type');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
};

/** One CSV field for the template: quoted when it holds the delimiter, a quote or a line break. */
export const csvField = (value: string, delimiter: string): string =>
  value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
