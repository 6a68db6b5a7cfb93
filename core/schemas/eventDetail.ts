import { z } from 'zod';
import { EventCategoryRef, EventListItem, EVENT_STATUSES } from './events';

/** `/api/events/:idOrSlug/detail`: a 36-character value is an id, anything else a slug (spec §2). */
export const EventIdOrSlugParams = z.object({ idOrSlug: z.string().trim().min(1).max(200) });
export type EventIdOrSlugParams = z.infer<typeof EventIdOrSlugParams>;

export const EventIdParams = z.object({ id: z.string().uuid() });
export type EventIdParams = z.infer<typeof EventIdParams>;

/** Spec §2: the event page takes a 36-character value as id, anything else as slug. */
export const isEventIdValue = (value: string): boolean => value.length === 36;

export const EventDetailTicket = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.number(),
  currency: z.string(),
});

export const EventDetailOccurrence = z.object({ startDate: z.string(), endDate: z.string().nullable() });

export const EventDetailSession = z.object({
  id: z.string().uuid(),
  title: z.string(),
  description: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  location: z.string().nullable(),
});

export const EventDetailSpeaker = z.object({
  id: z.string().uuid(),
  name: z.string(),
  bio: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  imageUrl: z.string().nullable(),
});

/** Organiser card: links to /organisatie/{slug}. */
export const EventDetailOrganizer = z.object({
  name: z.string(),
  slug: z.string().nullable(),
  logoUrl: z.string().nullable(),
  tagline: z.string().nullable(),
  city: z.string().nullable(),
  isPremium: z.boolean(),
  isVerified: z.boolean(),
});

/** Venue card: links to /venues/{slug}. */
export const EventDetailVenue = z.object({
  name: z.string(),
  slug: z.string().nullable(),
  imageUrl: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  maxCapacity: z.number().int().nullable(),
});

export const EventDetailLocation = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** Everything the public event page shows; the description is sanitised HTML (spec §5 content sanitiser). */
export const EventDetail = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(EVENT_STATUSES),
  shortDescription: z.string().nullable(),
  descriptionHtml: z.string(),
  imageUrl: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  occurrences: z.array(EventDetailOccurrence),
  sessions: z.array(EventDetailSession),
  isOnline: z.boolean(),
  location: EventDetailLocation,
  /** Inputs of the price label (core/domain/priceLabel): only active tickets count. */
  price: z.number().nullable(),
  minTicketPrice: z.number().nullable(),
  activeTicketCount: z.number().int(),
  currency: z.string(),
  tickets: z.array(EventDetailTicket),
  maxParticipants: z.number().int().nullable(),
  currentParticipants: z.number().int(),
  isPremiumOrganizer: z.boolean(),
  organizer: EventDetailOrganizer.nullable(),
  venue: EventDetailVenue.nullable(),
  speakers: z.array(EventDetailSpeaker),
  mainType: EventCategoryRef.nullable(),
  categories: z.array(EventCategoryRef),
  tags: z.array(z.string()),
  savedCount: z.number().int(),
  related: z.array(EventListItem),
});
export type EventDetail = z.infer<typeof EventDetail>;

export const EventViewResponse = z.object({ counted: z.boolean() });
export type EventViewResponse = z.infer<typeof EventViewResponse>;

/** How many related events the page shows (same main type, upcoming). */
export const RELATED_EVENTS_LIMIT = 6;
