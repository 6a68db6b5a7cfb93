import { AppError, CONSTRAINT_ERRORS, ERRORS } from '../../../../core/errors';
import type { EventWriteBody } from '../../../../core/schemas/eventWrite';
import type { Db } from '../../../db/client';
import { findPostgresError } from '../../../http/errors';
import { selectCategoryIds, selectVenueOptions } from './queries';
import { generateOccurrences } from './recurrence';
import { sanitizeDescription } from '../../../http/sanitizeHtml';
import type { EventChildren, EventValues } from './queriesWrite';

/** Looks a place up; null when nothing is found or the service is unavailable. */
export type Geocode = (query: string) => Promise<{ latitude: number; longitude: number } | null>;

/** The columns a save writes (not the owner, status or slug: create and update decide those). */
export type PreparedEvent = {
  values: Omit<EventValues, 'slug' | 'status' | 'organizerId' | 'organizerName' | 'organizationProfileId'>;
  children: EventChildren;
};

const fieldError = (
  field: string,
  code: 'event_subtype_unknown' | 'event_category_unknown' | 'event_venue_not_found',
) => new AppError(code, { fields: { [field]: ERRORS[code].message } });

/** Main type and subtypes → category ids (main type first); unknown slugs are refused per field. */
const resolveCategories = async (db: Db, body: EventWriteBody) => {
  const slugs = [body.mainType, ...body.subtypes.filter((s) => s !== body.mainType)];
  const ids = await selectCategoryIds(db, slugs);
  const mainTypeId = ids.get(body.mainType);
  if (!mainTypeId) throw fieldError('mainType', 'event_category_unknown');
  const unknown = body.subtypes.find((s) => !ids.has(s));
  if (unknown) throw fieldError('subtypes', 'event_subtype_unknown');
  const subTypeIds = body.subtypes.filter((s) => s !== body.mainType).map((s) => ids.get(s) as string);
  return { mainTypeId, subTypeId: subTypeIds[0] ?? null, categoryIds: [mainTypeId, ...subTypeIds] };
};

/** A picked venue fills what the form left empty (name, address, city, coordinates). */
const resolvePlace = async (db: Db, body: EventWriteBody, geocode: Geocode | null) => {
  const venue = body.venueId ? (await selectVenueOptions(db, { id: body.venueId }))[0] : null;
  if (body.venueId && !venue) throw fieldError('venueId', 'event_venue_not_found');
  const address = body.address ?? venue?.address ?? null;
  const city = body.city ?? venue?.city ?? null;
  let latitude = body.latitude ?? null;
  let longitude = body.longitude ?? null;
  if ((latitude === null || longitude === null) && venue && !body.address && !body.city) {
    latitude = venue.latitude;
    longitude = venue.longitude;
  }
  if ((latitude === null || longitude === null) && !body.isOnline && (address || city) && geocode) {
    const found = await geocode([address, city].filter(Boolean).join(', ')).catch(() => null);
    latitude = found?.latitude ?? null;
    longitude = found?.longitude ?? null;
  }
  if (latitude === null || longitude === null) latitude = longitude = null;
  return {
    venueId: venue?.id ?? null,
    venueProfileId: venue?.id ?? null,
    venueName: venue?.name ?? null,
    location: body.location ?? venue?.name ?? null,
    address,
    city,
    latitude,
    longitude,
  };
};

/**
 * A validated body → the event's columns and child sets: description sanitised (spec §5), categories and
 * venue resolved, coordinates geocoded when missing, occurrences generated from the recurrence rule.
 */
export const prepareEvent = async (
  db: Db,
  body: EventWriteBody,
  geocode: Geocode | null,
): Promise<PreparedEvent> => {
  const [categories, place] = await Promise.all([
    resolveCategories(db, body),
    resolvePlace(db, body, geocode),
  ]);
  const startDate = new Date(body.startDate);
  const endDate = body.endDate ? new Date(body.endDate) : null;
  const occurrences = body.recurrence ? generateOccurrences(startDate, endDate, body.recurrence) : [];
  const eventDates =
    occurrences.length > 0
      ? occurrences.map((o) => o.startDate)
      : [startDate, ...body.sessions.map((s) => new Date(s.startTime))].sort(
          (a, b) => a.getTime() - b.getTime(),
        );
  return {
    values: {
      title: body.title,
      shortDescription: body.shortDescription,
      description: sanitizeDescription(body.description),
      imageUrl: body.imageUrl,
      isOnline: body.isOnline,
      languages: body.languages,
      ...place,
      price: body.price,
      currency: body.currency,
      startDate,
      endDate,
      eventType: body.mainType,
      mainTypeId: categories.mainTypeId,
      subTypeId: categories.subTypeId,
      maxParticipants: body.maxParticipants,
      eventDates: [...new Map(eventDates.map((d) => [d.getTime(), d])).values()],
    },
    children: {
      tickets: body.tickets,
      sessions: body.sessions,
      speakers: body.speakers,
      categoryIds: categories.categoryIds,
      recurrence: body.recurrence,
      occurrences,
    },
  };
};

/** The form field a named constraint is about, so the web can show the message next to it. */
const CONSTRAINT_FIELDS: Record<string, string> = {
  events_title_unique: 'title',
  events_slug_unique: 'title',
  events_start_in_future: 'startDate',
  events_end_after_start: 'endDate',
  events_max_participants_positive: 'maxParticipants',
  events_price_non_negative: 'price',
  event_tickets_price_non_negative: 'tickets',
  event_sessions_end_after_start: 'sessions',
};

/** Run a write; a named-constraint failure becomes its catalogue error with the field it concerns. */
export const withConstraintFields = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (err) {
    const pg = findPostgresError(err);
    const constraint = pg
      ? ((pg as { constraint?: string }).constraint ?? (pg as { constraint_name?: string }).constraint_name)
      : undefined;
    const code = constraint ? CONSTRAINT_ERRORS[constraint] : undefined;
    const field = constraint ? CONSTRAINT_FIELDS[constraint] : undefined;
    if (code && field) throw new AppError(code, { fields: { [field]: ERRORS[code].message } });
    throw err;
  }
};
