import { z } from 'zod';
import { calendarDay, paged } from './common';

/**
 * The audit log (issue 16, /admin/logboek): every admin action with who, what, about what, when and its
 * before/after. Admins only.
 *
 *   GET /api/admin/audit-log?action=&actor=&targetType=&from=&to=&page=   → AuditPage
 *   GET /api/admin/audit-log/export.csv?(same filters)                    → text/csv, newest first, capped
 *   GET /api/admin/audit-log/facets                                       → AuditFacets (filter choices)
 */
export const AUDIT_PAGE_SIZE = 25;
/** The CSV export holds at most this many entries (the newest of the filtered set); the screen says so. */
export const AUDIT_EXPORT_MAX = 10_000;

const isoDate = calendarDay();

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((s) => (s ? s : undefined));

const filterFields = {
  action: optionalText(80, 'De actie is te lang.'),
  /** Part of the actor's e-mail address (or account name). */
  actor: optionalText(254, 'Het zoekwoord is te lang.'),
  targetType: optionalText(80, 'Het soort onderwerp is te lang.'),
  from: isoDate.optional(),
  to: isoDate.optional(),
};
const datesInOrder = {
  check: (f: { from?: string | undefined; to?: string | undefined }) => !f.from || !f.to || f.from <= f.to,
  params: { path: ['to'], message: 'De einddatum ligt voor de begindatum.' },
};

export const AuditFilters = z.object(filterFields).refine(datesInOrder.check, datesInOrder.params);
export type AuditFilters = z.infer<typeof AuditFilters>;

export const AuditListQuery = z
  .object({ ...filterFields, page: z.coerce.number().int().min(1).default(1) })
  .refine(datesInOrder.check, datesInOrder.params);
export type AuditListQuery = z.infer<typeof AuditListQuery>;

export const AuditActor = z.object({ id: z.string().uuid(), name: z.string(), email: z.string() });

export const AuditEntryDto = z.object({
  id: z.string().uuid(),
  action: z.string(),
  /** null when the account is gone (the entry stays). */
  actor: AuditActor.nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** As recorded: `{ before, after }` for changes plus any detail (reason, plan…). */
  data: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string().datetime({ offset: true }),
});
export type AuditEntryDto = z.infer<typeof AuditEntryDto>;

export const AuditPage = paged(AuditEntryDto);
export type AuditPage = z.infer<typeof AuditPage>;

export const AuditFacets = z.object({ actions: z.array(z.string()), targetTypes: z.array(z.string()) });
export type AuditFacets = z.infer<typeof AuditFacets>;
