import { isMainEventType } from '../../../../core/domain/categories';
import { isEventLanguage } from '../../../../core/domain/languages';
import type {
  DashboardEventItem,
  EventAbilities,
  EventBadge,
  EventEditorDto,
  VenueOption,
} from '../../../../core/schemas/eventWrite';
import type { EventStatus } from '../../../../core/schemas/events';
import { canTransition } from '../policy';
import type { DashboardRow, EditorGraph, VenueOptionRow } from './queries';

/** Badges of spec §4: published none; draft 'Concept'; cancelled 'Geannuleerd'; expired 'Verlopen'. */
export const badgeFor = (status: EventStatus): EventBadge | null => {
  switch (status) {
    case 'draft':
      return 'Concept';
    case 'cancelled':
      return 'Geannuleerd';
    case 'expired':
      return 'Verlopen';
    default:
      return null;
  }
};

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export const presentDashboardItem = (row: DashboardRow): DashboardEventItem => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  status: row.status,
  badge: badgeFor(row.status),
  startDate: row.startDate.toISOString(),
  endDate: iso(row.endDate),
  city: row.city,
  imageUrl: row.imageUrl,
  savedCount: row.savedCount,
  viewCount: row.viewCount,
  isRecurring: Boolean(row.isRecurring),
  organizerName: row.organizerName,
});

/** What the actor may do next with an event they may edit (the web hides the rest). */
export const abilitiesFor = (status: EventStatus): EventAbilities => ({
  edit: status !== 'trashed',
  publish: canTransition('publish', status),
  cancel: canTransition('cancel', status),
  trash: canTransition('trash', status),
  restore: canTransition('restore', status),
  delete: status === 'trashed',
});

/** A listed venue as the picker and the editor show it. */
export const presentVenueOption = (row: VenueOptionRow): VenueOption => ({
  id: row.id,
  name: row.name,
  city: row.city,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
});

export const presentEditor = (graph: EditorGraph): EventEditorDto => {
  const { event } = graph;
  const mainType = graph.mainTypeSlug && isMainEventType(graph.mainTypeSlug) ? graph.mainTypeSlug : null;
  return {
    id: event.id,
    slug: event.slug,
    status: event.status,
    badge: badgeFor(event.status),
    title: event.title,
    shortDescription: event.shortDescription,
    description: event.description,
    mainType,
    subtypes: graph.categories.filter((c) => c.id !== event.mainTypeId).map((c) => c.slug),
    startDate: event.startDate.toISOString(),
    endDate: iso(event.endDate),
    isOnline: event.isOnline,
    languages: event.languages.filter(isEventLanguage),
    location: event.location,
    address: event.address,
    city: event.city,
    latitude: event.latitude,
    longitude: event.longitude,
    venue: graph.venue ? presentVenueOption(graph.venue) : null,
    price: event.price,
    currency: event.currency,
    maxParticipants: event.maxParticipants,
    imageUrl: event.imageUrl,
    viewCount: event.viewCount,
    savedCount: event.savedCount,
    tickets: graph.tickets.map((t) => ({
      id: t.id,
      name: t.name,
      price: t.price,
      quantity: t.quantity,
      isActive: t.isActive,
      soldCount: t.soldCount,
    })),
    sessions: graph.sessions.map((s) => ({
      id: s.id,
      title: s.title,
      startTime: s.startTime.toISOString(),
      endTime: iso(s.endTime),
    })),
    speakers: graph.speakers,
    recurrence: graph.recurrence
      ? {
          frequency: graph.recurrence.frequency,
          interval: graph.recurrence.interval,
          endType: graph.recurrence.endType,
          occurrences: graph.recurrence.occurrences,
          endDate: iso(graph.recurrence.endDate),
        }
      : null,
    occurrences: graph.occurrences.map((o) => ({
      startDate: o.startDate.toISOString(),
      endDate: iso(o.endDate),
    })),
    organizationProfileId: event.organizationProfileId,
    organizerName: event.organizerName,
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
    abilities: abilitiesFor(event.status),
  };
};
