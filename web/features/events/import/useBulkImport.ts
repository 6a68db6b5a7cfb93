import { useState } from 'react';
import { useImportCheck, useImportEvents } from './queries';

/**
 * The import flow on one page: choose a file → dry run → (fix and choose again) → import → summary. Choosing
 * another file starts over; the import is only offered for the file the shown check was made for.
 */
export const useBulkImport = () => {
  const [file, setFile] = useState<File | null>(null);
  const check = useImportCheck();
  const importer = useImportEvents();

  const chooseFile = (next: File) => {
    setFile(next);
    importer.reset();
    check.mutate(next);
  };

  const runImport = () => {
    if (file) importer.mutate(file);
  };

  const startOver = () => {
    setFile(null);
    check.reset();
    importer.reset();
  };

  // An import refused for invalid rows (someone else took a title meanwhile) answers with a fresh report.
  const report = importer.data && importer.data.imported === 0 ? importer.data : (check.data ?? null);
  const canImport = Boolean(file && report && report.invalid === 0 && report.valid > 0 && !check.isPending);
  return { file, chooseFile, check, importer, report, canImport, runImport, startOver };
};
