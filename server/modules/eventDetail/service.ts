import { createHash } from 'node:crypto';
import { AppError } from '../../../core/errors';
import { type EventDetail, RELATED_EVENTS_LIMIT, isEventIdValue } from '../../../core/schemas/eventDetail';
import type { Db } from '../../db/client';
import { presentCards } from './cards';
import { selectCategoriesForEvents } from '../events/queries';
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
import { sanitizeEventHtml } from '../../http/sanitizeHtml';

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

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Everything the event page shows, in one answer (a handful of small indexed queries, run in parallel). */
export const loadEventDetail = async (db: Db, idOrSlug: string, now = new Date()): Promise<EventDetail> => {
  const { event, mainType } = await findPublicEvent(db, idOrSlug);
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
  const minTicketPrice = tickets.length > 0 ? Math.min(...tickets.map((t) => t.price)) : null;
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    status: event.status,
    shortDescription: event.shortDescription,
    descriptionHtml: sanitizeEventHtml(event.description),
    imageUrl: event.imageUrl,
    startDate: event.startDate.toISOString(),
    endDate: iso(event.endDate),
    occurrences: occurrences.map((o) => ({ startDate: o.startDate.toISOString(), endDate: iso(o.endDate) })),
    sessions: sessions.map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      startTime: s.startTime.toISOString(),
      endTime: iso(s.endTime),
      location: s.location,
    })),
    isOnline: event.isOnline,
    location: {
      name: event.location ?? event.venueName,
      address: event.address,
      city: event.city,
      country: event.country,
      latitude: event.latitude,
      longitude: event.longitude,
    },
    price: event.price,
    minTicketPrice,
    activeTicketCount: tickets.length,
    currency: event.currency,
    tickets: tickets.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      price: t.price,
      currency: t.currency,
    })),
    maxParticipants: event.maxParticipants,
    currentParticipants: event.currentParticipants,
    isPremiumOrganizer: event.isPremiumOrganizer,
    organizer: organization
      ? {
          name: organization.name,
          slug: organization.slug,
          logoUrl: organization.logoUrl ?? organization.profileImageUrl,
          tagline: organization.tagline,
          city: organization.city,
          isPremium: organization.isPremium,
          isVerified: organization.isVerified,
        }
      : event.organizerName
        ? {
            name: event.organizerName,
            slug: null,
            logoUrl: null,
            tagline: null,
            city: null,
            isPremium: false,
            isVerified: false,
          }
        : null,
    venue: venue
      ? {
          name: venue.name,
          slug: venue.slug,
          imageUrl: venue.profileImageUrl ?? venue.coverImageUrl,
          city: venue.city,
          address: venue.address,
          maxCapacity: venue.maxCapacity,
        }
      : null,
    speakers: lineup,
    mainType: mainType?.slug ? { slug: mainType.slug, name: mainType.name } : null,
    categories: categories.map((c) => ({ slug: c.slug, name: c.name })),
    tags: event.tags,
    savedCount: event.savedCount,
    related,
  };
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
