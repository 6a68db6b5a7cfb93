/**
 * CSV for Dutch Excel: UTF-8 with a byte-order mark (so Excel reads é and ë right), ';' between fields (the
 * Dutch list separator), CRLF line ends, decimals with a comma, dates as yyyy-MM-dd, an empty cell for "no
 * value". A field holding ';', '"' or a line break is quoted, with '"' doubled.
 */
export type CsvCell = string | number | null;

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

const cellText = (cell: CsvCell): string => {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  // A leading =, +, - or @ would be read as a formula: keep text as text.
  const text = /^[=+\-@]/.test(cell) ? `'${cell}` : cell;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The file content: BOM, the Dutch header row, then one line per row. */
export const toCsv = (headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  CSV_BOM + [headers, ...rows].map((row) => row.map(cellText).join(SEPARATOR)).join(LINE_END) + LINE_END;

/** Offer the content as a download (the browser's own save dialog). */
export const downloadCsv = (fileName: string, content: string): void => {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
