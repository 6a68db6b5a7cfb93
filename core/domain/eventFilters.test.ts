import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  hasActiveFilters,
  isValidBounds,
  normalisePrice,
  parseEventFilters,
  parseIsoDate,
  parsePriceParam,
  resetEventFilters,
  serializeEventFilters,
  withMainType,
} from './eventFilters';

const parse = (query: string, segment?: string) => parseEventFilters(new URLSearchParams(query), segment);

describe('event filter URL rules (spec §2, §5)', () => {
  it('reads an empty URL as the defaults and writes the defaults as a bare /events', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(serializeEventFilters(DEFAULT_FILTERS)).toEqual({ path: '/events', search: '' });
  });

  it('round-trips every parameter in its documented format', () => {
    const url =
      'q=ademwerk&subtypes=tantra,ecstatic-dance&price=10-80&from=2026-12-01&to=2026-12-31&location=Utrecht' +
      '&radius=50&sort=price_asc&premium=true&view=list&cols=4&lat=52.090737&lng=5.121420&zoom=11.50&overlay=70';
    const state = parse(url, 'dans');
    expect(state).toMatchObject({
      q: 'ademwerk',
      mainType: 'dans',
      subtypes: ['tantra', 'ecstatic-dance'],
      price: { min: 10, max: 80 },
      dates: { from: '2026-12-01', to: '2026-12-31' },
      location: 'Utrecht',
      radius: 50,
      sort: 'price_asc',
      premium: true,
      view: 'list',
      cols: 4,
      map: { lat: 52.090737, lng: 5.12142, zoom: 11.5 },
      overlay: 70,
    });
    const { path, search } = serializeEventFilters(state);
    expect(path).toBe('/events/dans');
    expect(search).toBe(`?${url.replace(',', '%2C')}`);
  });

  it('ignores invalid values as §5 says', () => {
    const state = parse(
      'price=abc&from=2026-02-30&to=morgen&radius=33&sort=random&view=tiles&cols=7&lat=95&lng=5&premium=yes',
    );
    expect(state.price).toEqual({ min: 0, max: 500 });
    expect(state.dates).toEqual({ from: null, to: null });
    expect(state.radius).toBe(25);
    expect(state.sort).toBe('date');
    expect(state.view).toBe('grid');
    expect(state.cols).toBe(3);
    expect(state.map).toBeNull();
    expect(state.premium).toBe(false);
  });

  it("'all' (or an unknown type) forces no subtypes; subtypes must be slugs", () => {
    expect(parse('subtypes=tantra').subtypes).toEqual([]);
    expect(parse('subtypes=tantra', 'onbekend').mainType).toBe('all');
    expect(parse('subtypes=tantra,<script>,Tantra,tantra', 'dans').subtypes).toEqual(['tantra']);
  });

  it('trims the search text', () => {
    expect(parse('q=%20%20yoga%20').q).toBe('yoga');
  });

  it('clamps prices 0–500, empty min 0, empty max 500, max at least min', () => {
    expect(normalisePrice('', '')).toEqual({ min: 0, max: 500 });
    expect(normalisePrice(-20, 900)).toEqual({ min: 0, max: 500 });
    expect(normalisePrice(120, 40)).toEqual({ min: 120, max: 120 });
    expect(normalisePrice('30', null)).toEqual({ min: 30, max: 500 });
    expect(parsePriceParam('60-20')).toEqual({ min: 60, max: 60 });
    expect(parsePriceParam('0-9999')).toEqual({ min: 0, max: 500 });
    expect(parsePriceParam('600-700')).toEqual({ min: 0, max: 500 });
  });

  it('accepts only real calendar dates', () => {
    expect(parseIsoDate('2028-02-29')).toBe('2028-02-29');
    expect(parseIsoDate('2027-02-29')).toBeNull();
    expect(parseIsoDate('2027-13-01')).toBeNull();
  });

  it('choosing a main type clears the subtypes', () => {
    const state = parse('subtypes=tantra', 'dans');
    expect(withMainType(state, 'festival').subtypes).toEqual([]);
    expect(withMainType(state, 'all')).toMatchObject({ mainType: 'all', subtypes: [] });
  });

  it('shows Reset only for result filters, and Reset keeps view and columns', () => {
    expect(hasActiveFilters(parse('view=list&cols=2&zoom=3&lat=1&lng=1'))).toBe(false);
    expect(hasActiveFilters(parse('premium=true'))).toBe(true);
    expect(hasActiveFilters(parse('', 'festival'))).toBe(true);
    const reset = resetEventFilters(parse('q=yoga&view=list&cols=2', 'dans'));
    expect(reset).toEqual({ ...DEFAULT_FILTERS, view: 'list', cols: 2 });
  });

  it('validates map bounds', () => {
    expect(isValidBounds({ north: 53.7, south: 50.7, east: 7.3, west: 2.5 })).toBe(true);
    expect(isValidBounds({ north: 50, south: 51, east: 7, west: 2 })).toBe(false);
    expect(isValidBounds({ north: 91, south: 50, east: 7, west: 2 })).toBe(false);
    expect(isValidBounds({ north: '53', south: 50, east: 7, west: 2 })).toBe(false);
  });
});
