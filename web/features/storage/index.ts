// /admin/storage: the backend's totals, the stored files, and the orphans with their cleanup.
export { OrphanPanel } from './OrphanPanel';
export { StorageSummaryPanel } from './StorageSummaryPanel';
export { StoredFileList } from './StoredFileList';
