import { AppError } from '../../../core/errors';
import {
  type FavoriteToggleResponse,
  PROFILE_SAVE_MESSAGES,
  type ProfileSaveKind,
  type ProfileSaveResponse,
  type ProfileSavedCountMessage,
  type SavedCountMessage,
  type SavedEventsQuery,
  type SavedEventsResponse,
  type SavedProfilesResponse,
} from '../../../core/schemas/favorites';
import type { Db } from '../../db/client';
import { findPublicEvent, presentCards } from '../events';
import type { Actor } from '../../http/context';
import { ensure } from '../../http/authorize';
import { favoritesPolicy } from './policy';
import { presentSavedEvent, presentToggle } from './presenter';
import {
  countSaved,
  deleteFavorite,
  insertFavorite,
  notifySavedCount,
  selectSavable,
  selectSavedCount,
  selectSavedIds,
  selectSavedPage,
  selectSavedProfiles,
} from './queries';
import { EVENT_TARGET, PROFILE_TARGETS, type SaveTarget } from './targets';

/**
 * Save or unsave anything savable (events, venues, professionals). Idempotent: saving a saved thing changes
 * nothing, so a double click can never count twice. The insert/delete, the saved_count trigger and the
 * realtime NOTIFY happen in one transaction. Unsaving works for anything still in the list; saving only for
 * public things (else `notFound`).
 */
const toggleSaved = async (
  db: Db,
  actor: Actor,
  target: SaveTarget,
  id: string,
  saved: boolean,
  notFound: () => AppError,
): Promise<number> => {
  ensure(favoritesPolicy.manageOwnFavorites(actor));
  return db.transaction(async (tx) => {
    if (saved && !(await selectSavable(tx, target, id))) throw notFound();
    const changed = saved
      ? await insertFavorite(tx, target, actor.userId, id)
      : await deleteFavorite(tx, target, actor.userId, id);
    return changed ? notifySavedCount(tx, target, id) : selectSavedCount(tx, target, id);
  });
};

/** Save or unsave an event (spec §4 Favourite toggle), with the spec's exact messages. */
export const setFavorite = async (
  db: Db,
  actor: Actor,
  eventId: string,
  saved: boolean,
): Promise<FavoriteToggleResponse> => {
  const savedCount = await toggleSaved(
    db,
    actor,
    EVENT_TARGET,
    eventId,
    saved,
    () => new AppError('event_not_found'),
  );
  return presentToggle(eventId, saved, savedCount);
};

/** Save or unsave a venue or professional (venue_favorites, professional_favorites). */
export const setProfileSaved = async (
  db: Db,
  actor: Actor,
  kind: ProfileSaveKind,
  id: string,
  saved: boolean,
): Promise<ProfileSaveResponse> => {
  const target = PROFILE_TARGETS[kind];
  const savedCount = await toggleSaved(db, actor, target, id, saved, () => new AppError(target.notFound));
  const messages = PROFILE_SAVE_MESSAGES[kind];
  return { kind, id, saved, savedCount, message: saved ? messages.added : messages.removed };
};

/** The actor's saved events for /dashboard/opgeslagen, upcoming first. */
export const listSavedEvents = async (
  db: Db,
  actor: Actor,
  query: SavedEventsQuery,
  now = new Date(),
): Promise<SavedEventsResponse> => {
  ensure(favoritesPolicy.manageOwnFavorites(actor));
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    selectSavedPage(db, actor.userId, now, query.pageSize, offset),
    countSaved(db, actor.userId),
  ]);
  const cards = await presentCards(
    db,
    rows.map((r) => r.card),
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  return {
    items: rows.flatMap((row) => {
      const event = byId.get(row.card.id);
      return event ? [presentSavedEvent(row, event)] : [];
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** The actor's saved venues or professionals that are still public, latest saved first. */
export const listSavedProfiles = async (
  db: Db,
  actor: Actor,
  kind: ProfileSaveKind,
  query: SavedEventsQuery,
): Promise<SavedProfilesResponse> => {
  ensure(favoritesPolicy.manageOwnFavorites(actor));
  const target = PROFILE_TARGETS[kind];
  const { rows, total } = await selectSavedProfiles(
    db,
    target,
    actor.userId,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return {
    items: rows.map((row) => ({
      ...row,
      kind,
      href: target.href(row.slug),
      savedAt: row.savedAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** Which of the given events the actor saved (cards ask for a page of ids at once). */
export const savedEventIds = async (db: Db, actor: Actor, eventIds: string[]): Promise<string[]> => {
  ensure(favoritesPolicy.manageOwnFavorites(actor));
  return selectSavedIds(db, EVENT_TARGET, actor.userId, eventIds);
};

/** Which of the given venues or professionals the actor saved. */
export const savedProfileIds = async (
  db: Db,
  actor: Actor,
  kind: ProfileSaveKind,
  ids: string[],
): Promise<string[]> => {
  ensure(favoritesPolicy.manageOwnFavorites(actor));
  return selectSavedIds(db, PROFILE_TARGETS[kind], actor.userId, ids);
};

/** The saved count a live stream starts from: a public event's current count (404 for any other). */
export const currentSavedCount = async (db: Db, eventId: string): Promise<SavedCountMessage> => {
  const { event } = await findPublicEvent(db, eventId);
  return { eventId: event.id, savedCount: event.savedCount };
};

/** The same for a public venue or professional (404 with the kind's code for any other). */
export const currentProfileSavedCount = async (
  db: Db,
  kind: ProfileSaveKind,
  id: string,
): Promise<ProfileSavedCountMessage> => {
  const target = PROFILE_TARGETS[kind];
  if (!(await selectSavable(db, target, id))) throw new AppError(target.notFound);
  return { id, savedCount: await selectSavedCount(db, target, id) };
};
