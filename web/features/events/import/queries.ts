import { useMutation } from '@tanstack/react-query';
import { postEventImport } from './api';

/** The dry run of a chosen file: every row with its errors, nothing stored. */
export const useImportCheck = () =>
  useMutation({ mutationFn: (file: File) => postEventImport({ file, dryRun: true }) });

/** The import itself: all rows as drafts in one transaction, or nothing. */
export const useImportEvents = () =>
  useMutation({ mutationFn: (file: File) => postEventImport({ file, dryRun: false }) });
