import type { AuditEntryDto } from '../../../core/schemas/audit';
import type { AuditRow } from './queries';

export const presentAuditEntry = (row: AuditRow): AuditEntryDto => ({
  id: row.id,
  action: row.action,
  actor:
    row.actorId && row.actorEmail
      ? {
          id: row.actorId,
          name: row.actorFullName?.trim() || row.actorAccountName || row.actorEmail,
          email: row.actorEmail,
        }
      : null,
  targetType: row.targetType,
  targetId: row.targetId,
  data: row.data,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
});

const CSV_HEADER = ['tijdstip', 'actie', 'door', 'e-mail', 'onderwerp', 'onderwerp_id', 'gegevens', 'ip'];

/**
 * One CSV cell: quoted when needed, and a leading =, +, - or @ defused with an apostrophe, so a spreadsheet
 * never runs what an admin typed as a formula (CSV injection).
 */
const cell = (value: string | null): string => {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The CSV export: a header line, then one line per entry (CRLF, as RFC 4180). */
export const auditCsv = (entries: readonly AuditEntryDto[]): string =>
  [
    CSV_HEADER.join(','),
    ...entries.map((e) =>
      [
        e.createdAt,
        e.action,
        e.actor?.name ?? null,
        e.actor?.email ?? null,
        e.targetType,
        e.targetId,
        JSON.stringify(e.data),
        e.ip,
      ]
        .map(cell)
        .join(','),
    ),
  ].join('\r\n') + '\r\n';
