import {
  AUDIT_EXPORT_MAX,
  AUDIT_PAGE_SIZE,
  type AuditFacets,
  type AuditFilters,
  type AuditPage,
} from '../../../core/schemas/audit';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import { adminPolicy } from '../admin';
import { auditCsv, presentAuditEntry } from './presenter';
import { countAuditEntries, selectAuditEntries, selectAuditFacets } from './queries';

/** /admin/logboek: one page of the filtered audit log, newest first, with the total. */
export const listAuditLog = async (
  db: Db,
  actor: Actor,
  filters: AuditFilters,
  page: number,
): Promise<AuditPage> => {
  ensure(adminPolicy.useAdmin(actor), 'admin_only');
  const [rows, total] = await Promise.all([
    selectAuditEntries(db, filters, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE),
    countAuditEntries(db, filters),
  ]);
  return { items: rows.map(presentAuditEntry), total, page, pageSize: AUDIT_PAGE_SIZE };
};

/** The CSV of the filtered set: the newest AUDIT_EXPORT_MAX entries (the screen says so). */
export const exportAuditLog = async (db: Db, actor: Actor, filters: AuditFilters): Promise<string> => {
  ensure(adminPolicy.useAdmin(actor), 'admin_only');
  const rows = await selectAuditEntries(db, filters, AUDIT_EXPORT_MAX, 0);
  return auditCsv(rows.map(presentAuditEntry));
};

/** The filter choices: actions and target types that occur in the log. */
export const auditFacets = async (db: Db, actor: Actor): Promise<AuditFacets> => {
  ensure(adminPolicy.useAdmin(actor), 'admin_only');
  return selectAuditFacets(db);
};
