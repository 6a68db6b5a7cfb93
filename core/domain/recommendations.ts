import type { EventLanguage } from './languages';

/**
 * How /dashboard/aanbevolen ranks upcoming events (issue 12). An event is a candidate when at least one
 * signal holds; its score is the sum of the weights of the signals that hold, and the heaviest one is the
 * reason shown under the card. What the participant chose explicitly (types and subtypes) outweighs every
 * other signal together, so choosing a type visibly changes the top of the list.
 */
export const RECOMMENDATION_WEIGHTS = {
  interest: 10,
  followed: 4,
  savedSimilar: 2,
  nearby: 2,
  language: 1,
} as const;

export type RecommendationSignal = keyof typeof RECOMMENDATION_WEIGHTS;

/** Heaviest first: the order in which a reason is picked when several signals hold. */
export const RECOMMENDATION_SIGNALS: readonly RecommendationSignal[] = [
  'interest',
  'followed',
  'savedSimilar',
  'nearby',
  'language',
];

/** Only events starting within this many days are considered (an indexed range on the start date). */
export const RECOMMENDATION_WINDOW_DAYS = 180;

/** Cards per page of /dashboard/aanbevolen. */
export const RECOMMENDATIONS_PAGE_SIZE = 12;

/** At most this many saved events feed 'Lijkt op evenementen die je bewaarde' (the newest saves). */
export const RECOMMENDATION_SAVES_CONSIDERED = 200;

/** Which signals hold for one event. */
export type RecommendationSignals = Record<RecommendationSignal, boolean>;

/** The sum of the weights of the signals that hold (the SQL ranking uses the same weights). */
export const recommendationScore = (signals: RecommendationSignals): number =>
  RECOMMENDATION_SIGNALS.reduce((sum, s) => sum + (signals[s] ? RECOMMENDATION_WEIGHTS[s] : 0), 0);

/** The heaviest signal that holds, or null when none does (then the event is not a candidate). */
export const mainSignal = (signals: RecommendationSignals): RecommendationSignal | null =>
  RECOMMENDATION_SIGNALS.find((s) => signals[s]) ?? null;

/**
 * The languages that make an event a candidate: Dutch is the default of nearly every event, so only a chosen
 * other language ('In het Engels') brings events in; Dutch still adds its weight to the score.
 */
export const candidateLanguages = (chosen: readonly EventLanguage[]): EventLanguage[] =>
  chosen.filter((l) => l !== 'nl');
