import { z } from 'zod';

/** Admin CSV import of events (issue 4): at most 2 MB and 2000 events per file. */
export const BULK_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const BULK_UPLOAD_MAX_ROWS = 2000;

/**
 * The CSV columns, in template order, with the Dutch header names the file uses. Dates are Dutch time
 * (Europe/Amsterdam) as 'jjjj-mm-dd uu:mm' or 'dd-mm-jjjj uu:mm'; amounts may use a decimal comma.
 */
export const BULK_COLUMNS = [
  { key: 'titel', required: true },
  { key: 'hoofdtype', required: true },
  { key: 'subtype', required: false },
  { key: 'startdatum', required: true },
  { key: 'einddatum', required: false },
  { key: 'plaats', required: true },
  { key: 'adres', required: false },
  { key: 'locatienaam', required: false },
  { key: 'prijs', required: false },
  { key: 'max_deelnemers', required: false },
  { key: 'korte_beschrijving', required: false },
  { key: 'beschrijving', required: false },
  { key: 'organisatie_slug', required: false },
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number]['key'];

export const BULK_REQUIRED_COLUMNS: readonly BulkColumn[] = BULK_COLUMNS.filter((c) => c.required).map(
  (c) => c.key,
);

/** POST /api/admin/events/import?dryRun=true|false (default true: check only). */
export const BulkImportQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], 'Gebruik true of false.')
    .default('true')
    .transform((v) => v === 'true'),
});

/** The JSON form of the upload (besides multipart and text/csv). */
export const BulkImportJsonBody = z.object({ csv: z.string() });

export const BulkRowError = z.object({
  /** The CSV column the problem is in, or null for the row as a whole. */
  column: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});
export type BulkRowError = z.infer<typeof BulkRowError>;

export const BulkRow = z.object({
  /** Line number in the file (the header is line 1). */
  line: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.array(BulkRowError),
});
export type BulkRow = z.infer<typeof BulkRow>;

/**
 * The answer to a dry run and to an import. An import with any invalid row imports nothing (imported 0);
 * otherwise every row became a draft event, in one transaction.
 */
export const BulkImportReport = z.object({
  dryRun: z.boolean(),
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  imported: z.number().int(),
  eventIds: z.array(z.string()),
  rows: z.array(BulkRow),
});
export type BulkImportReport = z.infer<typeof BulkImportReport>;
