import { describe, expect, it } from 'vitest';
import {
  RECOMMENDATION_WEIGHTS,
  type RecommendationSignals,
  candidateLanguages,
  mainSignal,
  recommendationScore,
} from './recommendations';

const none: RecommendationSignals = {
  interest: false,
  followed: false,
  savedSimilar: false,
  nearby: false,
  language: false,
};

describe('recommendation score and reason', () => {
  it('scores nothing and gives no reason without a signal', () => {
    expect(recommendationScore(none)).toBe(0);
    expect(mainSignal(none)).toBeNull();
  });

  it('sums the weights of the signals that hold', () => {
    expect(recommendationScore({ ...none, followed: true, nearby: true })).toBe(
      RECOMMENDATION_WEIGHTS.followed + RECOMMENDATION_WEIGHTS.nearby,
    );
  });

  it('lets a chosen type outrank every other signal together', () => {
    const allButInterest = { ...none, followed: true, savedSimilar: true, nearby: true, language: true };
    expect(recommendationScore({ ...none, interest: true })).toBeGreaterThan(
      recommendationScore(allButInterest),
    );
  });

  it('names the heaviest signal as the reason', () => {
    expect(mainSignal({ ...none, language: true, nearby: true })).toBe('nearby');
    expect(mainSignal({ ...none, savedSimilar: true, followed: true })).toBe('followed');
    expect(mainSignal({ ...none, interest: true, followed: true })).toBe('interest');
    expect(mainSignal({ ...none, language: true })).toBe('language');
  });

  it('lets only languages other than Dutch bring events in', () => {
    expect(candidateLanguages(['nl'])).toEqual([]);
    expect(candidateLanguages(['nl', 'en', 'fr'])).toEqual(['en', 'fr']);
  });
});
