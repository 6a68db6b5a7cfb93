import type { BulkImportReport } from '@core/schemas/bulkUpload';
import { apiFetch } from '@web/lib/api';

/** GET: the CSV template; a plain link downloads it with the session cookie. */
export const IMPORT_TEMPLATE_URL = '/api/admin/events/import/template';

/** A 2000-row import into one transaction may take a while on the embedded database. */
const IMPORT_TIMEOUT_MS = 60_000;

/** POST the chosen file: `dryRun` checks every row, otherwise all rows become drafts (or none). */
export const postEventImport = ({
  file,
  dryRun,
}: {
  file: File;
  dryRun: boolean;
}): Promise<BulkImportReport> => {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<BulkImportReport>('/api/admin/events/import', {
    method: 'POST',
    query: { dryRun },
    body: form,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
};
