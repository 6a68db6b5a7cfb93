import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { ConversationTarget } from '../../../core/schemas/messages';
import type { Db } from '../../db/client';
import {
  events,
  organizationProfiles,
  professionalBookings,
  professionals,
  profiles,
  venueBookings,
  venueProfiles,
} from '../../db/schema';
import type { ContextValues } from './queries';

/** Who answers for a target, and what the conversation is about (null = a member written to directly). */
export type Recipient = { userId: string; context: ContextValues | null };

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

/** The owner of an event: its organisation's owner, else the organiser who created it. Drafts are nobody's. */
const eventRecipient = async (db: Db, eventId: string): Promise<Recipient | null> => {
  const row = first(
    await db
      .select({
        id: events.id,
        title: events.title,
        slug: events.slug,
        organizerId: events.organizerId,
        ownerId: organizationProfiles.userId,
      })
      .from(events)
      .leftJoin(organizationProfiles, eq(organizationProfiles.id, events.organizationProfileId))
      .where(
        and(
          eq(events.id, eventId),
          isNull(events.deletedAt),
          notInArray(events.status, ['draft', 'trashed']),
        ),
      )
      .limit(1),
  );
  const userId = row?.ownerId ?? row?.organizerId ?? null;
  if (!row || !userId) return null;
  return { userId, context: { type: 'event', id: row.id, title: row.title, url: `/evenement/${row.slug}` } };
};

const profileRecipient = async (
  db: Db,
  target: Extract<ConversationTarget, { kind: 'profile' }>,
): Promise<Recipient | null> => {
  const id = target.profileId;
  if (target.profileType === 'organization') {
    const row = first(
      await db
        .select({
          userId: organizationProfiles.userId,
          title: organizationProfiles.organizationName,
          slug: organizationProfiles.slug,
        })
        .from(organizationProfiles)
        .where(eq(organizationProfiles.id, id))
        .limit(1),
    );
    return (
      row && {
        userId: row.userId,
        context: { type: 'profile', id, title: row.title, url: `/organization/${row.slug}` },
      }
    );
  }
  if (target.profileType === 'professional') {
    const row = first(
      await db
        .select({ userId: professionals.userId, title: professionals.businessName, slug: professionals.slug })
        .from(professionals)
        .where(and(eq(professionals.id, id), eq(professionals.status, 'published')))
        .limit(1),
    );
    return (
      row && {
        userId: row.userId,
        context: { type: 'profile', id, title: row.title, url: `/professionals/${row.slug}` },
      }
    );
  }
  const row = first(
    await db
      .select({ userId: venueProfiles.userId, title: venueProfiles.name, slug: venueProfiles.slug })
      .from(venueProfiles)
      .where(eq(venueProfiles.id, id))
      .limit(1),
  );
  return (
    row && {
      userId: row.userId,
      context: { type: 'venue', id, title: row.title, url: `/venues/${row.slug}` },
    }
  );
};

/** The other side of a venue or professional booking; only its requester and the profile's owner take part. */
const bookingRecipient = async (db: Db, bookingId: string, actorId: string): Promise<Recipient | null> => {
  const hire = first(
    await db
      .select({
        requesterId: venueBookings.requesterId,
        ownerId: venueProfiles.userId,
        name: venueProfiles.name,
      })
      .from(venueBookings)
      .innerJoin(venueProfiles, eq(venueProfiles.id, venueBookings.venueId))
      .where(eq(venueBookings.id, bookingId))
      .limit(1),
  );
  const booking =
    hire ??
    first(
      await db
        .select({
          requesterId: professionalBookings.requesterId,
          ownerId: professionals.userId,
          name: professionals.businessName,
        })
        .from(professionalBookings)
        .innerJoin(professionals, eq(professionals.id, professionalBookings.professionalId))
        .where(eq(professionalBookings.id, bookingId))
        .limit(1),
    );
  if (!booking?.requesterId) return null;
  const other =
    actorId === booking.requesterId
      ? booking.ownerId
      : actorId === booking.ownerId
        ? booking.requesterId
        : null;
  if (!other) return null;
  return {
    userId: other,
    context: { type: 'booking', id: bookingId, title: `Boeking bij ${booking.name}`, url: null },
  };
};

const userRecipient = async (db: Db, userId: string): Promise<Recipient | null> => {
  const row = first(
    await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).limit(1),
  );
  return row && { userId: row.id, context: null };
};

/** Resolve a start target to the member who answers for it (null = nothing to write to). */
export const resolveRecipient = (
  db: Db,
  target: ConversationTarget,
  actorId: string,
): Promise<Recipient | null> => {
  switch (target.kind) {
    case 'user':
      return userRecipient(db, target.userId);
    case 'event':
      return eventRecipient(db, target.eventId);
    case 'profile':
      return profileRecipient(db, target);
    case 'booking':
      return bookingRecipient(db, target.bookingId, actorId);
  }
};
