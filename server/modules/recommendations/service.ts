import { AppError, ERRORS } from '../../../core/errors';
import type { EventLanguage } from '../../../core/domain/languages';
import { RECOMMENDATIONS_PAGE_SIZE, candidateLanguages } from '../../../core/domain/recommendations';
import type {
  InterestCategoriesBody,
  InterestsDto,
  PersonalisationBody,
  RecommendationsQuery,
  RecommendationsResponse,
} from '../../../core/schemas/recommendations';
import type { Db } from '../../db/client';
import { ensure } from '../../http/authorize';
import type { Actor } from '../../http/context';
import type { Geocoder } from '../../integrations/geocoding';
import { presentCards } from '../events';
import { recommendationsPolicy } from './policy';
import { presentInterests, presentRecommendation } from './presenter';
import {
  type RankingInput,
  selectActiveCategoryIds,
  selectCardRowsByIds,
  selectHasFollowsOrSaves,
  selectInterests,
  selectRankedPage,
  upsertInterestCategories,
  upsertPersonalisation,
} from './queries';

/** The actor's interests and personalisation (defaults before the first save). */
export const readInterests = async (db: Db, actor: Actor): Promise<InterestsDto> => {
  ensure(recommendationsPolicy.readOwnInterests(actor));
  return presentInterests(await selectInterests(db, actor.userId));
};

/**
 * /dashboard/interesses: save the chosen event types and subtypes. Every id must be an active category; one
 * unknown or inactive id refuses the whole save (400 'interests_category_unknown'), so nothing half-saves.
 */
export const saveInterestCategories = async (
  db: Db,
  actor: Actor,
  body: InterestCategoriesBody,
): Promise<InterestsDto> => {
  ensure(recommendationsPolicy.chooseInterests(actor), 'interests_participants_only');
  const wanted = [...new Set(body.categoryIds)];
  const known = new Set(await selectActiveCategoryIds(db, wanted));
  if (wanted.some((id) => !known.has(id))) throw new AppError('interests_category_unknown');
  return presentInterests(await upsertInterestCategories(db, actor.userId, wanted));
};

/**
 * /dashboard/personalisatie: home city (resolved to coordinates by the geocoder: the offline NL/BE gazetteer
 * or LocationIQ), radius and languages. A city the geocoder does not know is a Dutch 400.
 */
export const savePersonalisation = async (
  db: Db,
  geocoder: Geocoder,
  actor: Actor,
  body: PersonalisationBody,
): Promise<InterestsDto> => {
  ensure(recommendationsPolicy.choosePersonalisation(actor));
  let place: { name: string; lat: number; lng: number } | null = null;
  if (body.homeCity) {
    const [first] = await geocoder.search(body.homeCity);
    if (!first)
      throw new AppError('interests_city_unknown', {
        fields: { homeCity: ERRORS.interests_city_unknown.message },
      });
    place = first;
  }
  const row = await upsertPersonalisation(db, actor.userId, {
    homeCity: place?.name ?? null,
    homeLatitude: place?.lat ?? null,
    homeLongitude: place?.lng ?? null,
    radiusKm: body.radiusKm,
    languages: [...new Set(body.languages)],
  });
  return presentInterests(row);
};

/**
 * /dashboard/aanbevolen: upcoming published events ranked by the actor's types and subtypes, home radius,
 * languages, followed organisers and the main types of events they saved (weights in
 * core/domain/recommendations), 12 a page, each with the reason that weighed most. Own, saved, past, draft
 * and deleted events never appear. Without anything to rank by the list is empty and `personalized` false.
 */
export const listRecommendations = async (
  db: Db,
  actor: Actor,
  query: RecommendationsQuery,
  now = new Date(),
): Promise<RecommendationsResponse> => {
  ensure(recommendationsPolicy.readRecommendations(actor), 'interests_participants_only');
  const pageSize = RECOMMENDATIONS_PAGE_SIZE;
  const [interests, hasFollowsOrSaves] = await Promise.all([
    selectInterests(db, actor.userId),
    selectHasFollowsOrSaves(db, actor.userId),
  ]);
  const chosen = presentInterests(interests);
  const home =
    interests?.homeCity && interests.homeLatitude !== null && interests.homeLongitude !== null
      ? {
          city: interests.homeCity,
          radiusKm: chosen.radiusKm,
          point: { lat: interests.homeLatitude, lng: interests.homeLongitude },
        }
      : null;
  const languages: EventLanguage[] = chosen.languages;
  const personalized =
    chosen.categoryIds.length > 0 ||
    home !== null ||
    candidateLanguages(languages).length > 0 ||
    hasFollowsOrSaves;
  const empty = { items: [], total: 0, page: query.page, pageSize, personalized };
  if (!personalized) return empty;

  const input: RankingInput = {
    userId: actor.userId,
    categoryIds: chosen.categoryIds,
    home: home ? { point: home.point, radiusKm: home.radiusKm } : null,
    languages,
    candidateLanguages: candidateLanguages(languages),
    now,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  };
  const rows = await selectRankedPage(db, input);
  // Past the last page the window count is not there: count through the first row of page one.
  const total =
    rows[0]?.total ??
    (query.page > 1 ? ((await selectRankedPage(db, { ...input, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
  if (rows.length === 0) return { ...empty, total };
  const cards = await presentCards(
    db,
    await selectCardRowsByIds(
      db,
      rows.map((r) => r.id),
    ),
  );
  const byId = new Map(cards.map((card) => [card.id, card]));
  const reasonHome = home ? { city: home.city, radiusKm: home.radiusKm } : null;
  return {
    items: rows.flatMap((row) => {
      const event = byId.get(row.id);
      return event ? [presentRecommendation(event, row, reasonHome)] : [];
    }),
    total,
    page: query.page,
    pageSize,
    personalized,
  };
};
