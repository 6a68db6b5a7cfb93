import { createHash } from 'node:crypto';
import { AppError } from '../../../../core/errors';
import { type EventDetail, RELATED_EVENTS_LIMIT, isEventIdValue } from '../../../../core/schemas/eventDetail';
import type { Db } from '../../../db/client';
import { selectCategoriesForEvents } from '../search/queries';
import {
  type PublicEventRecord,
  insertViewUnlessRecent,
  selectActiveTickets,
  selectOccurrences,
  selectOrganization,
  selectPublicEvent,
  selectRelatedRows,
  selectSessions,
  selectSpeakers,
  selectVenue,
} from './queries';
import { buildIcs, icsFileName } from './ics';
import { presentEventDetail } from './presenter';
import { htmlToText } from '../../../http/sanitizeHtml';
import { eventPageUrl } from '../seo/eventUrl';
import { presentCards } from '../search/service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The public event by id (36 characters, spec §2) or slug; drafts, cancelled and trashed events are not
 * public. Throws event_not_found.
 */
export const findPublicEvent = async (db: Db, idOrSlug: string): Promise<PublicEventRecord> => {
  const value = idOrSlug.trim();
  if (isEventIdValue(value) && !UUID.test(value)) throw new AppError('event_not_found');
  const record = await selectPublicEvent(
    db,
    isEventIdValue(value) ? { id: value } : { slug: value.toLowerCase() },
  );
  if (!record) throw new AppError('event_not_found');
  return record;
};

/** Everything the event page shows, in one answer (a handful of small indexed queries, run in parallel). */
export const loadEventDetail = async (db: Db, idOrSlug: string, now = new Date()): Promise<EventDetail> => {
  const record = await findPublicEvent(db, idOrSlug);
  const { event } = record;
  const [tickets, occurrences, sessions, lineup, organization, venue, categories, relatedRows] =
    await Promise.all([
      selectActiveTickets(db, event.id),
      selectOccurrences(db, event.id),
      selectSessions(db, event.id),
      selectSpeakers(db, event.id),
      selectOrganization(db, event.organizationProfileId),
      selectVenue(db, event.venueProfileId ?? event.venueId),
      selectCategoriesForEvents(db, [event.id]),
      event.mainTypeId
        ? selectRelatedRows(db, event.id, event.mainTypeId, now, RELATED_EVENTS_LIMIT)
        : Promise.resolve([]),
    ]);
  const related = await presentCards(db, relatedRows);
  return presentEventDetail({
    record,
    tickets,
    occurrences,
    sessions,
    lineup,
    organization,
    venue,
    categories,
    related,
  });
};

/** Occurrences in one calendar file. */
const ICS_MAX_OCCURRENCES = 100;

/** GET /api/events/:id/calendar.ics: the public event as an iCalendar file, one entry per occurrence. */
export const eventCalendarFile = async (
  db: Db,
  publicUrl: string,
  id: string,
): Promise<{ fileName: string; ics: string }> => {
  const event = await loadEventDetail(db, id);
  const url = eventPageUrl(publicUrl, event);
  const place = event.isOnline
    ? 'Online'
    : [event.location.name, event.location.address, event.location.city].filter(Boolean).join(', ');
  const description = [event.shortDescription, htmlToText(event.descriptionHtml), url]
    .filter(Boolean)
    .join('\n\n');
  const dates =
    event.occurrences.length > 0
      ? event.occurrences.slice(0, ICS_MAX_OCCURRENCES)
      : [{ startDate: event.startDate, endDate: event.endDate }];
  const ics = buildIcs(
    dates.map((d, i) => ({
      uid: i === 0 ? `${event.id}@kring` : `${event.id}-${i}@kring`,
      start: new Date(d.startDate),
      end: d.endDate ? new Date(d.endDate) : null,
      summary: event.title,
      description,
      location: place || null,
      url,
    })),
  );
  return { fileName: icsFileName(event.slug), ics };
};

/**
 * Count a page view in event_views, at most once per visitor per event per hour. A visitor is the browser
 * session (session cookie) or, without one, IP and user agent; only a hash is stored, never the raw values.
 */
export const countEventView = async (
  db: Db,
  eventId: string,
  visitor: { sessionToken: string | null; ip: string; userAgent: string },
  now = new Date(),
): Promise<boolean> => {
  await findPublicEvent(db, eventId);
  const visitorHash = createHash('sha256')
    .update(
      visitor.sessionToken ? `session:${visitor.sessionToken}` : `anon:${visitor.ip}:${visitor.userAgent}`,
    )
    .digest('hex')
    .slice(0, 32);
  return insertViewUnlessRecent(db, { eventId, viewerId: null, visitorHash }, now);
};
