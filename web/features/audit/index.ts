export { AuditFilters } from './AuditFilters';
export { AuditList } from './AuditList';
export { auditExportUrl, type AuditFilterValues } from './api';
export { useAuditLog } from './queries';
