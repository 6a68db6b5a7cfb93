import type { Db } from '../../db/client';
import { forumPosts, forumTopics, forumVotes } from '../../db/schema';
import type { EventSeed, MemberSeed } from '../../db/seed/data';
import { insertMany } from '../../db/seed/insert';
import { type EventSliceRefs, insertEventSlice } from '../../db/seed/seed-events';
import { type Person, insertPeople } from '../../db/seed/seed-people';
import { type VolumeMark, type VolumeProfileKind, insertProfileBatch } from '../../db/seed/seed-volume';

/**
 * The writes of a generate run: each one batch, through the demo seed's own writers (server/db/seed), so
 * generated rows look exactly like demo rows and go through the same triggers and constraints.
 */

/** Members (users, profiles, credential accounts with the demo password, the participant role). */
export const insertMemberBatch = async (
  db: Db,
  members: readonly (MemberSeed & { id: string; email: string; username: string })[],
  passwordHash: string,
): Promise<void> => {
  const people: Person[] = members.map((m) => ({
    id: m.id,
    name: m.fullName,
    email: m.email,
    username: m.username,
    city: m.city,
    bio: m.bio,
    interests: m.interests,
    joinDate: m.joinDate,
    avatarUrl: m.avatarUrl,
    isPublic: m.isPublic,
    authRole: 'user',
    roles: [{ role: 'participant', contextType: 'global', contextId: null }],
  }));
  await db.transaction((tx) => insertPeople(tx, { people }, passwordHash));
};

/** Organisations, venues or professionals, each with its own owner account. */
export const insertProfiles = (
  db: Db,
  kind: VolumeProfileKind,
  opts: Parameters<typeof insertProfileBatch>[2] & { mark: VolumeMark },
) => db.transaction((tx) => insertProfileBatch(tx, kind, opts));

/** Events with tickets, schedule, line-up and categories (one transaction per slice). */
export const insertEvents = (db: Db, slice: readonly EventSeed[], refs: EventSliceRefs) =>
  insertEventSlice(db, slice, refs.plan, refs.catalog, refs.ids);

export const insertTopics = (db: Db, rows: (typeof forumTopics.$inferInsert)[]) =>
  insertMany(db, forumTopics, rows);

export const insertPosts = (db: Db, rows: (typeof forumPosts.$inferInsert)[]) =>
  insertMany(db, forumPosts, rows);

export const insertVotes = (db: Db, rows: (typeof forumVotes.$inferInsert)[]) =>
  insertMany(db, forumVotes, rows);
