import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROFESSIONAL_FILTERS,
  hasActiveProfessionalFilters,
  parseProfessionalFilters,
  resetProfessionalFilters,
  serializeProfessionalFilters,
  toProfessionalSearchQuery,
} from './professionalFilters';

const parse = (search: string) => parseProfessionalFilters(new URLSearchParams(search));

describe('professional filters in the URL', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const url =
      '?q=adem&location=Utrecht&radius=50&type=coach&online=true&inPerson=true&minPrice=25&maxPrice=100&sort=price_asc&view=list';
    expect(serializeProfessionalFilters(parse(url))).toBe(url);
    expect(serializeProfessionalFilters(DEFAULT_PROFESSIONAL_FILTERS)).toBe('');
  });

  it('falls back on malformed values and drops a maximum below the minimum', () => {
    expect(parse('?radius=7&type=Coach!&online=ja&minPrice=-1&sort=x&view=kaart')).toEqual(
      DEFAULT_PROFESSIONAL_FILTERS,
    );
    expect(parse('?minPrice=100&maxPrice=50')).toMatchObject({ minPrice: 100, maxPrice: null });
  });

  it('knows when filters are active and resets them but keeps sort and view', () => {
    const state = parse('?online=true&sort=rating&view=list');
    expect(hasActiveProfessionalFilters(state)).toBe(true);
    expect(resetProfessionalFilters(state)).toEqual({
      ...DEFAULT_PROFESSIONAL_FILTERS,
      sort: 'rating',
      view: 'list',
    });
    expect(hasActiveProfessionalFilters(parse('?sort=rating'))).toBe(false);
  });

  it('builds the API query, with near only once the place is known', () => {
    const state = parse('?q=a&location=Utrecht&type=coach&online=true&maxPrice=75');
    expect(toProfessionalSearchQuery(state, null)).toEqual({ type: 'coach', online: 'true', maxPrice: '75' });
    expect(toProfessionalSearchQuery(state, { lat: 52.0907, lng: 5.1214 })).toMatchObject({
      near: '52.090700,5.121400',
      radius: '25',
    });
  });
});
