import { boolean, index, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, id } from './columns';
import { events } from './events';
import { professionals } from './professionals';
import { venueProfiles } from './venues';

const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Saved events; events.saved_count follows this table through a trigger. */
export const eventFavorites = pgTable(
  'event_favorites',
  {
    id: id(),
    userId: userRef(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('event_favorites_unique').on(t.userId, t.eventId),
    index('event_favorites_event_idx').on(t.eventId),
  ],
);

export const venueFavorites = pgTable(
  'venue_favorites',
  {
    id: id(),
    userId: userRef(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venueProfiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('venue_favorites_unique').on(t.userId, t.venueId),
    index('venue_favorites_venue_idx').on(t.venueId, t.createdAt),
  ],
);

export const professionalFavorites = pgTable(
  'professional_favorites',
  {
    id: id(),
    userId: userRef(),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => professionals.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('professional_favorites_unique').on(t.userId, t.professionalId),
    index('professional_favorites_professional_idx').on(t.professionalId),
  ],
);

/** A user following another user (organisers, professionals, members). */
export const userFollows = pgTable(
  'user_follows',
  {
    id: id(),
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: uuid('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_follows_unique').on(t.followerId, t.followingId),
    index('user_follows_following_idx').on(t.followingId, t.createdAt),
  ],
);
