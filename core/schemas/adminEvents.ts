import { z } from 'zod';
import { PageQuery, calendarDay, paged } from './common';
import { EVENT_STATUSES } from './events';

/**
 * The admin's events (issue 16): /admin/evenementen (every event in every status, filters, bulk actions),
 * /admin/evenement/{eventId} (facts, reports, history) and members' reports of an event.
 */

/** yyyy-MM-dd (a Dutch calendar day of the date filter). */
const Day = calendarDay('2026-05-31').optional();

/** 'true' in the query string switches a filter on; anything else (or nothing) leaves it off. */
const OnFilter = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((value) => value === 'true');

export const ADMIN_EVENTS_PAGE_SIZE = 25;

export const AdminEventListQuery = PageQuery.extend({
  /** Part of the title or the organiser's name (accent- and case-insensitive). */
  q: z.string().trim().max(120, 'De zoekterm is te lang.').optional(),
  /** One status; 'trashed' is the trash. Nothing = every status except the trash. */
  status: z.enum([...EVENT_STATUSES, '']).optional(),
  /** The organiser: a user id (organizer_id) or an organisation profile id. */
  organizer: z.string().uuid('Ongeldige organisator.').optional().or(z.literal('')),
  city: z.string().trim().max(80, 'De plaatsnaam is te lang.').optional(),
  from: Day.or(z.literal('')),
  to: Day.or(z.literal('')),
  /** Only events with an open report. */
  reported: OnFilter,
  /** Only featured events. */
  featured: OnFilter,
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_EVENTS_PAGE_SIZE),
});
export type AdminEventListQuery = z.infer<typeof AdminEventListQuery>;
export type AdminEventListInput = z.input<typeof AdminEventListQuery>;

export const AdminEventItem = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(EVENT_STATUSES),
  startDate: z.string(),
  city: z.string().nullable(),
  organizerName: z.string().nullable(),
  featured: z.boolean(),
  openReports: z.number().int(),
  createdAt: z.string(),
});
export type AdminEventItem = z.infer<typeof AdminEventItem>;

export const AdminEventListResponse = paged(AdminEventItem);
export type AdminEventListResponse = z.infer<typeof AdminEventListResponse>;

/** The bulk actions of /admin/evenementen; the status ones follow the organisers' rules (spec §4). */
export const ADMIN_EVENT_ACTIONS = ['publish', 'cancel', 'trash', 'restore', 'feature', 'unfeature'] as const;
export type AdminEventAction = (typeof ADMIN_EVENT_ACTIONS)[number];

/** How many events one bulk request may act on (one page of the list at most). */
export const ADMIN_EVENT_BULK_MAX = 100;

export const AdminEventBulkBody = z.object({
  action: z.enum(ADMIN_EVENT_ACTIONS, 'Kies een geldige actie.'),
  ids: z
    .array(z.string().uuid('Ongeldige id.'))
    .min(1, 'Kies minstens één evenement.')
    .max(ADMIN_EVENT_BULK_MAX, `Kies hoogstens ${ADMIN_EVENT_BULK_MAX} evenementen tegelijk.`),
});
export type AdminEventBulkBody = z.infer<typeof AdminEventBulkBody>;

/** Per event: done (with its status now) or refused, with the code and its Dutch reason. */
export const AdminEventBulkOutcome = z.object({
  id: z.string().uuid(),
  title: z.string().nullable(),
  ok: z.boolean(),
  status: z.enum(EVENT_STATUSES).nullable(),
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export type AdminEventBulkOutcome = z.infer<typeof AdminEventBulkOutcome>;

export const AdminEventBulkResponse = z.object({
  action: z.enum(ADMIN_EVENT_ACTIONS),
  succeeded: z.number().int(),
  refused: z.number().int(),
  results: z.array(AdminEventBulkOutcome),
});
export type AdminEventBulkResponse = z.infer<typeof AdminEventBulkResponse>;

export const AdminEventParams = z.object({ id: z.string().uuid('Ongeldige id.') });
export const AdminEventReportParams = z.object({
  id: z.string().uuid('Ongeldige id.'),
  reportId: z.string().uuid('Ongeldige id.'),
});

export const EventReportDto = z.object({
  id: z.string().uuid(),
  reason: z.string(),
  reporterName: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedByName: z.string().nullable(),
});
export type EventReportDto = z.infer<typeof EventReportDto>;

/** One line of an event's history: an admin action (with the status or flag before and after) or a milestone. */
export const AdminEventHistoryEntry = z.object({
  id: z.string(),
  /** 'event.cancel', 'event.feature', … or the milestones 'event.created' and 'event.first_published'. */
  action: z.string(),
  actorName: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminEventHistoryEntry = z.infer<typeof AdminEventHistoryEntry>;

export const AdminEventDetailDto = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(EVENT_STATUSES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isOnline: z.boolean(),
  location: z.string().nullable(),
  city: z.string().nullable(),
  organizerName: z.string().nullable(),
  organizer: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  organization: z.object({ id: z.string().uuid(), name: z.string(), slug: z.string() }).nullable(),
  ticketsSold: z.number().int(),
  viewCount: z.number().int(),
  savedCount: z.number().int(),
  featuredAt: z.string().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  reports: z.array(EventReportDto),
  history: z.array(AdminEventHistoryEntry),
});
export type AdminEventDetailDto = z.infer<typeof AdminEventDetailDto>;

export const EVENT_REPORT_REASON_MIN = 5;
export const EVENT_REPORT_REASON_MAX = 1000;

/** A member's report of an event ('Evenement melden'). */
export const EventReportBody = z.object({
  reason: z
    .string('Geef een reden op.')
    .trim()
    .min(EVENT_REPORT_REASON_MIN, `Geef een reden op van minstens ${EVENT_REPORT_REASON_MIN} tekens.`)
    .max(EVENT_REPORT_REASON_MAX, `De reden mag hoogstens ${EVENT_REPORT_REASON_MAX} tekens zijn.`),
});
export type EventReportBody = z.infer<typeof EventReportBody>;

export const EventReportCreated = z.object({ id: z.string().uuid(), createdAt: z.string() });
export type EventReportCreated = z.infer<typeof EventReportCreated>;
