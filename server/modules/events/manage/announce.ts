import type { Db } from '../../../db/client';
import { clipContent, notificationMoment, notifyFollowers } from '../../notifications';
import { selectEventAnnouncement } from './queriesAnnounce';

/**
 * The followers of an organiser hear about an event the moment it is first published (creating it as
 * published, publishing a draft, an admin publishing it): one 'event_published' per event, so a recurring
 * series is announced once, and neither a later edit nor publishing again after a cancellation repeats it.
 * Runs inside the publishing transaction; the actor is left out.
 */
export const announceToFollowers =
  (eventId: string, actorId: string) =>
  async (tx: Db): Promise<void> => {
    const event = await selectEventAnnouncement(tx, eventId);
    if (!event?.organizerId) return;
    const organiser = event.organizerName ?? 'Een organisator die je volgt';
    await notifyFollowers(tx, {
      followingId: event.organizerId,
      kind: 'event_published',
      title: `Nieuw evenement van ${organiser}`,
      content: clipContent(`${event.title} · ${notificationMoment(event.startDate)}`),
      actionUrl: `/evenement/${encodeURIComponent(event.slug)}`,
      data: { event_id: event.id },
      exceptUserId: actorId,
    });
  };
