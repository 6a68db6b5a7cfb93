import type { EventDetail } from '../../../../core/schemas/eventDetail';

/** The canonical public URL of an event page (/evenement/{slug}, the id when an event has no slug). */
export const eventPageUrl = (publicUrl: string, event: Pick<EventDetail, 'slug' | 'id'>): string =>
  `${publicUrl}/evenement/${encodeURIComponent(event.slug || event.id)}`;
