import { LIMITS } from '../../../core/domain/limits';
import { isEventLanguage } from '../../../core/domain/languages';
import { mainSignal } from '../../../core/domain/recommendations';
import type { EventListItem } from '../../../core/schemas/events';
import type {
  InterestsDto,
  RecommendationItem,
  RecommendationReason,
} from '../../../core/schemas/recommendations';
import type { InterestsRow, RankedRow } from './queries';

/** The participant's choices; before the first save the defaults (no types, 25 km, no languages). */
export const presentInterests = (row: InterestsRow | null): InterestsDto => ({
  categoryIds: row?.categoryIds ?? [],
  homeCity: row?.homeCity ?? null,
  radiusKm: row?.radiusKm ?? LIMITS.defaultRadiusKm,
  languages: (row?.languages ?? []).filter(isEventLanguage),
  updatedAt: row?.updatedAt ? row.updatedAt.toISOString() : null,
});

/** The heaviest signal of a ranked row as the reason code and the words its one line needs. */
export const presentReason = (
  row: RankedRow,
  home: { city: string; radiusKm: number } | null,
): RecommendationReason => {
  const signal = mainSignal({
    interest: row.interest,
    followed: row.followed,
    savedSimilar: row.saved_similar,
    nearby: row.nearby,
    language: row.language,
  });
  const category = row.category_name ?? row.main_type_name;
  if (signal === 'interest' && category) return { code: 'interest', params: { category } };
  if (signal === 'followed' && row.organizer)
    return { code: 'followed', params: { organizer: row.organizer } };
  if (signal === 'nearby' && home) return { code: 'nearby', params: { km: home.radiusKm, city: home.city } };
  if (signal === 'language' && row.language_code && isEventLanguage(row.language_code))
    return { code: 'language', params: { language: row.language_code } };
  return { code: 'savedSimilar', params: {} };
};

export const presentRecommendation = (
  event: EventListItem,
  row: RankedRow,
  home: { city: string; radiusKm: number } | null,
): RecommendationItem => ({ event, reason: presentReason(row, home) });
