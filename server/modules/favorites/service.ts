import { AppError } from '../../../core/errors';
import {
  type FavoriteToggleResponse,
  type SavedCountMessage,
  type SavedEventsQuery,
  type SavedEventsResponse,
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
  selectSavableEvent,
  selectSavedCount,
  selectSavedIds,
  selectSavedPage,
} from './queries';

/**
 * Save or unsave an event (spec §4 Favourite toggle). Idempotent: saving a saved event changes nothing and
 * answers the same message, so a double click can never count twice. The insert/delete, the saved_count
 * trigger and the realtime NOTIFY happen in one transaction.
 */
export const setFavorite = async (
  db: Db,
  actor: Actor,
  eventId: string,
  saved: boolean,
): Promise<FavoriteToggleResponse> => {
  ensure(favoritesPolicy.manageOwnFavorites(actor));
  const savedCount = await db.transaction(async (tx) => {
    // Unsaving works for any event still in the list; saving only for public ones.
    if (saved && !(await selectSavableEvent(tx, eventId))) throw new AppError('event_not_found');
    const changed = saved
      ? await insertFavorite(tx, actor.userId, eventId)
      : await deleteFavorite(tx, actor.userId, eventId);
    return changed ? notifySavedCount(tx, eventId) : selectSavedCount(tx, eventId);
  });
  return presentToggle(eventId, saved, savedCount);
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

/** Which of the given events the actor saved (cards ask for a page of ids at once). */
export const savedEventIds = async (db: Db, actor: Actor, eventIds: string[]): Promise<string[]> => {
  ensure(favoritesPolicy.manageOwnFavorites(actor));
  return selectSavedIds(db, actor.userId, eventIds);
};

/** The saved count a live stream starts from: a public event's current count (404 for any other). */
export const currentSavedCount = async (db: Db, eventId: string): Promise<SavedCountMessage> => {
  const { event } = await findPublicEvent(db, eventId);
  return { eventId: event.id, savedCount: event.savedCount };
};
