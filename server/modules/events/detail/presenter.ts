import type { EventDetail } from '../../../../core/schemas/eventDetail';
import type { EventListItem } from '../../../../core/schemas/events';
import { sanitizeEventHtml } from '../../../http/sanitizeHtml';
import type { EventCategoryLink } from '../search/queries';
import type {
  PublicEventRecord,
  selectActiveTickets,
  selectOccurrences,
  selectOrganization,
  selectSessions,
  selectSpeakers,
  selectVenue,
} from './queries';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** What the event page is made of, as loaded by loadEventDetail. */
export type EventDetailParts = {
  record: PublicEventRecord;
  tickets: Rows<typeof selectActiveTickets>;
  occurrences: Rows<typeof selectOccurrences>;
  sessions: Rows<typeof selectSessions>;
  lineup: Rows<typeof selectSpeakers>;
  organization: Rows<typeof selectOrganization>;
  venue: Rows<typeof selectVenue>;
  categories: EventCategoryLink[];
  related: EventListItem[];
};

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The rows of one public event → the event page's JSON (sanitised description, no private columns). */
export const presentEventDetail = ({
  record: { event, mainType },
  tickets,
  occurrences,
  sessions,
  lineup,
  organization,
  venue,
  categories,
  related,
}: EventDetailParts): EventDetail => {
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
