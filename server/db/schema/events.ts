import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { eventCategories } from './categories';
import { createdAt, id, money, tstz, updatedAt } from './columns';
import { appRole, eventStatus, recurrenceEndType, recurrenceFrequency } from './enums';
import { organizationProfiles } from './organizations';
import { professionals } from './professionals';
import { venueProfiles } from './venues';

/**
 * Events (spec §3). `is_favorite` of the spec is per viewer and computed at read time, not stored.
 * `saved_count` is kept by a trigger on event_favorites; `search_text` (lowercased, unaccented title,
 * short description, location, city, venue and organiser; not the long description, migration 0003) by a trigger, for accent- and case-insensitive trigram search.
 * "Start in the future" is a trigger too (insert and start-date change only), see the custom migration.
 * `min_ticket_price` and `active_ticket_count` summarise the active tickets (trigger on event_tickets, migration
 * 0003), and `effective_price` (cheapest active ticket, else the event's own price) is generated from them, so
 * the price filter and sorts of the search read an indexed column instead of a subquery per row.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    shortDescription: text('short_description'),
    imageUrl: text('image_url'),
    location: text('location'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isOnline: boolean('is_online').notNull().default(false),
    onlineUrl: text('online_url'),
    organizerName: text('organizer_name'),
    organizerId: uuid('organizer_id').references(() => users.id, { onDelete: 'set null' }),
    theme: text('theme'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Languages the event is held in (ISO 639-1: nl, en, de, fr), for recommendations; Dutch by default. */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{nl}'::text[]`),
    price: money('price'),
    currency: text('currency').notNull().default('EUR'),
    startDate: tstz('start_date').notNull(),
    endDate: tstz('end_date'),
    status: eventStatus('status').notNull().default('draft'),
    publishedAt: tstz('published_at'),
    deletedAt: tstz('deleted_at'),
    /** Set by an admin's 'feature' bulk action (issue 16): featured events are shown first where a list says so. */
    featuredAt: tstz('featured_at'),
    eventType: text('event_type'),
    mainTypeId: uuid('main_type_id').references(() => eventCategories.id, { onDelete: 'set null' }),
    subTypeId: uuid('sub_type_id').references(() => eventCategories.id, { onDelete: 'set null' }),
    maxParticipants: integer('max_participants'),
    currentParticipants: integer('current_participants').notNull().default(0),
    isPremiumOrganizer: boolean('is_premium_organizer').notNull().default(false),
    venueId: uuid('venue_id').references(() => venueProfiles.id, { onDelete: 'set null' }),
    venueProfileId: uuid('venue_profile_id').references(() => venueProfiles.id, { onDelete: 'set null' }),
    venueName: text('venue_name'),
    organizationProfileId: uuid('organization_profile_id').references(() => organizationProfiles.id, {
      onDelete: 'set null',
    }),
    createdInRole: appRole('created_in_role'),
    savedCount: integer('saved_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** Denormalised list of all start moments (occurrences/sessions) for cards and calendars. */
    eventDates: tstz('event_dates')
      .array()
      .notNull()
      .default(sql`'{}'::timestamptz[]`),
    searchText: text('search_text').notNull().default(''),
    minTicketPrice: money('min_ticket_price'),
    activeTicketCount: integer('active_ticket_count').notNull().default(0),
    effectivePrice: money('effective_price').generatedAlwaysAs(sql`coalesce(min_ticket_price, price)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('events_title_unique').on(t.title),
    unique('events_slug_unique').on(t.slug),
    check('events_end_after_start', sql`${t.endDate} is null or ${t.endDate} > ${t.startDate}`),
    check('events_max_participants_positive', sql`${t.maxParticipants} is null or ${t.maxParticipants} > 0`),
    check('events_price_non_negative', sql`${t.price} is null or ${t.price} >= 0`),
    check(
      'events_coordinates_valid',
      sql`(${t.latitude} is null or ${t.latitude} between -90 and 90) and (${t.longitude} is null or ${t.longitude} between -180 and 180)`,
    ),
    // Public list: published, not deleted, upcoming; premium organisers first, then by date.
    index('events_public_upcoming_idx')
      .on(t.isPremiumOrganizer.desc(), t.startDate)
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    index('events_public_start_idx')
      .on(t.startDate)
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    // Price sorts of the public list (premium first, then price, then date).
    index('events_public_price_idx')
      .on(t.isPremiumOrganizer.desc(), t.effectivePrice, t.startDate)
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    index('events_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('events_geo_box_idx')
      .using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.latitude} is not null and ${t.longitude} is not null`),
    index('events_lat_lng_idx').on(t.latitude, t.longitude),
    index('events_organizer_idx').on(t.organizerId, t.createdAt),
    index('events_organization_idx').on(t.organizationProfileId),
    index('events_venue_idx').on(t.venueProfileId),
    // Dashboard list: events that only have the older venue_id (see events/manage eventsOfUser). Partial, so it
    // holds just those rows; without it the venue part of the list's OR reads the whole table.
    index('events_legacy_venue_idx')
      .on(t.venueId)
      .where(sql`${t.venueProfileId} is null and ${t.venueId} is not null`),
    index('events_main_type_idx').on(t.mainTypeId),
    index('events_status_start_idx').on(t.status, t.startDate),
    // Events published in a window per type and province on /admin/analytics (issue 16), index-only.
    index('events_published_at_idx')
      .on(t.publishedAt, t.mainTypeId, t.city, t.isOnline, t.status)
      .where(sql`${t.deletedAt} is null and ${t.publishedAt} is not null`),
  ],
);

export const eventTickets = pgTable(
  'event_tickets',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    price: money('price').notNull(),
    currency: text('currency').notNull().default('EUR'),
    quantity: integer('quantity'),
    isActive: boolean('is_active').notNull().default(true),
    soldCount: integer('sold_count').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_tickets_event_idx').on(t.eventId),
    check('event_tickets_price_non_negative', sql`${t.price} >= 0`),
    check('event_tickets_quantity_positive', sql`${t.quantity} is null or ${t.quantity} > 0`),
    // No overselling (issue 14): the tickets module counts seats under a lock; this is the last word.
    check(
      'event_tickets_sold_within_quantity',
      sql`${t.quantity} is null or ${t.soldCount} <= ${t.quantity}`,
    ),
    check('event_tickets_sold_non_negative', sql`${t.soldCount} >= 0`),
  ],
);

export const eventOccurrences = pgTable(
  'event_occurrences',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startDate: tstz('start_date').notNull(),
    endDate: tstz('end_date'),
  },
  (t) => [
    unique('event_occurrences_unique').on(t.eventId, t.startDate),
    check('event_occurrences_end_after_start', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** Recurrence rule behind an event's occurrences (spec §3). */
export const eventRecurrenceRules = pgTable(
  'event_recurrence_rules',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    frequency: recurrenceFrequency('frequency').notNull(),
    interval: integer('interval').notNull().default(1),
    endType: recurrenceEndType('end_type').notNull().default('never'),
    occurrences: integer('occurrences'),
    endDate: tstz('end_date'),
  },
  (t) => [
    check('event_recurrence_interval_positive', sql`${t.interval} > 0`),
    check('event_recurrence_occurrences_positive', sql`${t.occurrences} is null or ${t.occurrences} > 0`),
  ],
);

/** Program items of a multi-day event. */
export const eventSessions = pgTable(
  'event_sessions',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    startTime: tstz('start_time').notNull(),
    endTime: tstz('end_time'),
    location: text('location'),
  },
  (t) => [
    index('event_sessions_event_idx').on(t.eventId, t.startTime),
    check('event_sessions_end_after_start', sql`${t.endTime} is null or ${t.endTime} >= ${t.startTime}`),
  ],
);

export const speakers = pgTable(
  'speakers',
  {
    id: id(),
    name: text('name').notNull(),
    bio: text('bio'),
    title: text('title'),
    company: text('company'),
    imageUrl: text('image_url'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The professional this speaker is, when known: their line-ups make a member eligible to review them. */
    professionalId: uuid('professional_id').references(() => professionals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('speakers_professional_idx').on(t.professionalId)],
);

/** Ordered speaker line-up of an event. */
export const eventSpeakerLineup = pgTable(
  'event_speaker_lineup',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    speakerId: uuid('speaker_id')
      .notNull()
      .references(() => speakers.id, { onDelete: 'cascade' }),
    orderIndex: integer('order_index').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'event_speaker_lineup_pk', columns: [t.eventId, t.speakerId] }),
    index('event_speaker_lineup_order_idx').on(t.eventId, t.orderIndex),
  ],
);

export const eventCategoryMapping = pgTable(
  'event_category_mapping',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => eventCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'event_category_mapping_pk', columns: [t.eventId, t.categoryId] }),
    index('event_category_mapping_category_idx').on(t.categoryId, t.eventId),
  ],
);

/** One row per counted view (spec: event_views). */
export const eventViews = pgTable(
  'event_views',
  {
    id: id(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    visitorHash: text('visitor_hash'),
    viewedAt: createdAt(),
  },
  (t) => [index('event_views_event_idx').on(t.eventId, t.viewedAt)],
);
