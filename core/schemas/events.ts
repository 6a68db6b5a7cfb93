import { z } from 'zod';
import { MAIN_EVENT_TYPES } from '../domain/categories';
import { paged } from './common';

export const EVENT_STATUSES = ['draft', 'published', 'cancelled', 'expired', 'trashed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_SORTS = ['date', 'name', 'newest', 'price_asc', 'price_desc'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

/** Query of the public event list: published events starting now or later. */
export const EventListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
  mainType: z.enum(MAIN_EVENT_TYPES).optional(),
  sort: z.enum(EVENT_SORTS).default('date'),
});
export type EventListQuery = z.infer<typeof EventListQuery>;

export const EventCategoryRef = z.object({ slug: z.string(), name: z.string() });

/** One card in the event browser (unified listing card, contentType event). */
export const EventListItem = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string().nullable(),
  imageUrl: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  city: z.string().nullable(),
  location: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Base price of the event; null when unknown. */
  price: z.number().nullable(),
  /** Lowest price among active tickets, and how many are active. */
  minTicketPrice: z.number().nullable(),
  activeTicketCount: z.number().int(),
  currency: z.string(),
  isPremiumOrganizer: z.boolean(),
  isOnline: z.boolean(),
  organizerName: z.string().nullable(),
  savedCount: z.number().int(),
  categories: z.array(EventCategoryRef),
  /** Straight-line distance in whole km to the searched location; absent or null without one. */
  distanceKm: z.number().int().nullable().optional(),
});
export type EventListItem = z.infer<typeof EventListItem>;

export const EventListResponse = paged(EventListItem);
export type EventListResponse = z.infer<typeof EventListResponse>;
