import type {
  AdminEventDetailDto,
  AdminEventHistoryEntry,
  AdminEventItem,
  EventReportDto,
} from '../../../../core/schemas/adminEvents';
import { displayName } from '../../accounts';
import type { auditHistoryOf } from '../../admin';
import type { AdminEventFactsRow, AdminEventRow } from './queries';
import type { EventReportRow } from './queriesReports';

const iso = (d: Date): string => d.toISOString();
const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);

type Person = { fullName: string | null; accountName: string | null; email: string | null };
/** A person's display name, or null when the account is gone. */
const nameOf = (p: Person): string | null =>
  p.email === null ? null : displayName({ fullName: p.fullName, accountName: p.accountName, email: p.email });

export const presentAdminEventItem = (row: AdminEventRow): AdminEventItem => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  // An event with deleted_at is in the trash whatever its status column says (the dashboard's rule).
  status: row.deletedAt ? 'trashed' : row.status,
  startDate: iso(row.startDate),
  city: row.city,
  organizerName: row.organizerName,
  featured: row.featuredAt !== null,
  openReports: row.openReports,
  createdAt: iso(row.createdAt),
});

export const presentEventReport = (row: EventReportRow): EventReportDto => ({
  id: row.id,
  reason: row.reason,
  reporterName: nameOf({
    fullName: row.reporterFullName,
    accountName: row.reporterAccountName,
    email: row.reporterEmail,
  }),
  createdAt: iso(row.createdAt),
  resolvedAt: isoOrNull(row.resolvedAt),
  resolvedByName: nameOf({
    fullName: row.resolverFullName,
    accountName: row.resolverAccountName,
    email: row.resolverEmail,
  }),
});

type AuditRow = Awaited<ReturnType<typeof auditHistoryOf>>[number];

/** `{ status: 'draft' }` → 'draft'; `{ featured: true }` → 'true'; anything else → null. */
const sideOf = (value: unknown): string | null => {
  if (typeof value !== 'object' || value === null) return null;
  const first = Object.values(value as Record<string, unknown>)[0];
  return first === undefined || first === null ? null : String(first);
};

const presentAuditEntry = (row: AuditRow): AdminEventHistoryEntry => ({
  id: row.id,
  action: row.action,
  actorName: nameOf({
    fullName: row.actorFullName,
    accountName: row.actorAccountName,
    email: row.actorEmail,
  }),
  before: sideOf(row.data.before),
  after: sideOf(row.data.after),
  createdAt: iso(row.createdAt),
});

/** The audit entries plus the milestones the event row keeps (created, first published), newest first. */
const historyOf = (facts: AdminEventFactsRow, audit: readonly AuditRow[]): AdminEventHistoryEntry[] => {
  const milestone = (action: string, at: Date): AdminEventHistoryEntry => ({
    id: `${action}:${facts.id}`,
    action,
    actorName: null,
    before: null,
    after: null,
    createdAt: iso(at),
  });
  const entries = [
    ...audit.map(presentAuditEntry),
    milestone('event.created', facts.createdAt),
    ...(facts.publishedAt ? [milestone('event.first_published', facts.publishedAt)] : []),
  ];
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
};

export const presentAdminEventDetail = (
  facts: AdminEventFactsRow,
  reports: readonly EventReportRow[],
  audit: readonly AuditRow[],
): AdminEventDetailDto => ({
  id: facts.id,
  slug: facts.slug,
  title: facts.title,
  status: facts.deletedAt ? 'trashed' : facts.status,
  startDate: iso(facts.startDate),
  endDate: isoOrNull(facts.endDate),
  isOnline: facts.isOnline,
  location: facts.location,
  city: facts.city,
  organizerName: facts.organizerName ?? facts.organizationName,
  organizer: facts.organizerId
    ? {
        id: facts.organizerId,
        name:
          nameOf({
            fullName: facts.organizerFullName,
            accountName: facts.organizerAccountName,
            email: facts.organizerEmail,
          }) ?? 'Gebruiker',
      }
    : null,
  organization:
    facts.organizationId && facts.organizationName && facts.organizationSlug
      ? { id: facts.organizationId, name: facts.organizationName, slug: facts.organizationSlug }
      : null,
  ticketsSold: facts.ticketsSold,
  viewCount: facts.viewCount,
  savedCount: facts.savedCount,
  featuredAt: isoOrNull(facts.featuredAt),
  createdAt: iso(facts.createdAt),
  publishedAt: isoOrNull(facts.publishedAt),
  deletedAt: isoOrNull(facts.deletedAt),
  reports: reports.map(presentEventReport),
  history: historyOf(facts, audit),
});
