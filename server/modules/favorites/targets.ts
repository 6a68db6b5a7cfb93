import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ProfileSaveKind } from '../../../core/schemas/favorites';
import {
  eventFavorites,
  events,
  professionalFavorites,
  professionals,
  venueFavorites,
  venueProfiles,
} from '../../db/schema';
import type { RealtimeChannel } from '../../realtime';
import { professionalSavedCountChannel, savedCountChannel, venueSavedCountChannel } from './channels';

/**
 * What can be saved, described once so one set of queries serves them all: the favourites table (user,
 * target, date), the saved thing with its saved_count (kept by a trigger) and the realtime channel its count
 * is announced on, under `key` in the JSON payload.
 */
export type SaveTarget = {
  favorites: PgTable;
  favoriteId: AnyPgColumn;
  userId: AnyPgColumn;
  targetId: AnyPgColumn;
  savedAt: AnyPgColumn;
  owner: PgTable;
  ownerId: AnyPgColumn;
  savedCount: AnyPgColumn;
  channel: RealtimeChannel<unknown>;
  key: 'eventId' | 'id';
  /** Rows anyone may save and see (published, not hidden or trashed). */
  public: SQL | undefined;
};

/** A saved profile also shows as a row with a link (saved venues, saved professionals). */
export type ProfileSaveTarget = SaveTarget & {
  kind: ProfileSaveKind;
  card: {
    name: AnyPgColumn;
    slug: AnyPgColumn;
    imageUrl: AnyPgColumn | SQL<string | null>;
    city: AnyPgColumn;
  };
  /** The public page of the profile (spec §3 card targets). */
  href: (slug: string) => string;
  notFound: 'venue_not_found' | 'professional_not_found';
};

const channel = <T>(c: RealtimeChannel<T>) => c as RealtimeChannel<unknown>;

export const EVENT_TARGET: SaveTarget = {
  favorites: eventFavorites,
  favoriteId: eventFavorites.id,
  userId: eventFavorites.userId,
  targetId: eventFavorites.eventId,
  savedAt: eventFavorites.createdAt,
  owner: events,
  ownerId: events.id,
  savedCount: events.savedCount,
  channel: channel(savedCountChannel),
  key: 'eventId',
  public: and(eq(events.status, 'published'), isNull(events.deletedAt)),
};

export const PROFILE_TARGETS: Record<ProfileSaveKind, ProfileSaveTarget> = {
  venue: {
    kind: 'venue',
    favorites: venueFavorites,
    favoriteId: venueFavorites.id,
    userId: venueFavorites.userId,
    targetId: venueFavorites.venueId,
    savedAt: venueFavorites.createdAt,
    owner: venueProfiles,
    ownerId: venueProfiles.id,
    savedCount: venueProfiles.savedCount,
    channel: channel(venueSavedCountChannel),
    key: 'id',
    public: eq(venueProfiles.isHidden, false),
    card: {
      name: venueProfiles.name,
      slug: venueProfiles.slug,
      imageUrl: sql<
        string | null
      >`coalesce(${venueProfiles.profileImageUrl}, ${venueProfiles.coverImageUrl})`,
      city: venueProfiles.city,
    },
    href: (slug) => `/venues/${slug}`,
    notFound: 'venue_not_found',
  },
  professional: {
    kind: 'professional',
    favorites: professionalFavorites,
    favoriteId: professionalFavorites.id,
    userId: professionalFavorites.userId,
    targetId: professionalFavorites.professionalId,
    savedAt: professionalFavorites.createdAt,
    owner: professionals,
    ownerId: professionals.id,
    savedCount: professionals.savedCount,
    channel: channel(professionalSavedCountChannel),
    key: 'id',
    public: and(eq(professionals.status, 'published'), eq(professionals.isHidden, false)),
    card: {
      name: professionals.businessName,
      slug: professionals.slug,
      imageUrl: professionals.profileImageUrl,
      city: professionals.city,
    },
    href: (slug) => `/professionals/${slug}`,
    notFound: 'professional_not_found',
  },
};
