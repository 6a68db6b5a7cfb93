import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, parseEventFilters, withMainType } from '@core/domain/eventFilters';
import { countActiveFilters, toBoundsParam, toSearchQuery } from './searchQuery';
import { filtersHref, nextFilterUrl } from './useEventFilters';

const parse = (href: string) => {
  const url = new URL(href, 'https://kring.test');
  const segment = url.pathname.split('/')[2] ?? null;
  return parseEventFilters(url.searchParams, segment);
};

describe('URL ⇄ filter state', () => {
  it('writes defaults as the bare path and a main type as the path segment', () => {
    expect(filtersHref(DEFAULT_FILTERS)).toBe('/events');
    const dance = withMainType({ ...DEFAULT_FILTERS, subtypes: ['x'] }, 'dans');
    expect(filtersHref(dance)).toBe('/events/dans');
  });

  it('round-trips every filter through the URL (a shared link means the same search)', () => {
    const state = {
      ...DEFAULT_FILTERS,
      q: 'adem',
      mainType: 'dans' as const,
      subtypes: ['5ritmes', 'biodanza'],
      price: { min: 10, max: 40 },
      dates: { from: '2030-01-01', to: '2030-02-01' },
      location: 'Utrecht, Utrecht (NL)',
      radius: 50 as const,
      sort: 'price_asc' as const,
      premium: true,
      view: 'list' as const,
    };
    const href = filtersHref(state);
    expect(href).toContain('/events/dans?');
    expect(parse(href)).toEqual(state);
  });

  it('does not navigate when nothing changes (no duplicate history entries)', () => {
    const state = { ...DEFAULT_FILTERS, q: 'yoga' };
    expect(nextFilterUrl({ pathname: '/events', search: '?q=yoga' }, state)).toBeNull();
    expect(nextFilterUrl({ pathname: '/events', search: '' }, state)).toBe('/events?q=yoga');
  });
});

describe('toSearchQuery', () => {
  it('sends nothing for the defaults', () => {
    const query = toSearchQuery(DEFAULT_FILTERS, null);
    expect(Object.values(query).filter((v) => v !== undefined)).toEqual([]);
  });

  it('uses the API parameter names and formats', () => {
    const state = {
      ...DEFAULT_FILTERS,
      q: ' yoga ',
      mainType: 'dans' as const,
      subtypes: ['5ritmes'],
      price: { min: 0, max: 30 },
      dates: { from: '2030-01-01', to: null },
      location: 'Utrecht',
      radius: 10 as const,
      premium: true,
      sort: 'name' as const,
    };
    expect(toSearchQuery(state, { lat: 52.0907374, lng: 5.1214201 })).toEqual({
      q: 'yoga',
      type: 'dans',
      subtypes: '5ritmes',
      price: '0-30',
      from: '2030-01-01',
      to: undefined,
      near: '52.090737,5.121420',
      radius: 10,
      premium: 'true',
      sort: 'name',
    });
  });

  it('applies text from 2 characters and the radius only with a center', () => {
    const state = { ...DEFAULT_FILTERS, q: 'a', location: 'Nergenshuizen', radius: 50 as const };
    const query = toSearchQuery(state, null);
    expect(query.q).toBeUndefined();
    expect(query.near).toBeUndefined();
    expect(query.radius).toBeUndefined();
  });

  it('writes map bounds south,west,north,east', () => {
    expect(toBoundsParam({ south: 51, west: 4, north: 52.5, east: 6.25 })).toBe(
      '51.000000,4.000000,52.500000,6.250000',
    );
  });
});

describe('countActiveFilters', () => {
  it('counts filter groups, not sort or view', () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...DEFAULT_FILTERS, sort: 'name', view: 'map' })).toBe(0);
    expect(
      countActiveFilters({
        ...DEFAULT_FILTERS,
        q: 'yoga',
        price: { min: 5, max: 500 },
        dates: { from: '2030-01-01', to: '2030-01-02' },
        premium: true,
      }),
    ).toBe(4);
  });
});

describe('main type segment of the path', () => {
  it('reads /events/{mainType} and nothing else', async () => {
    const { mainTypeSegment } = await import('./useEventFilters');
    expect(mainTypeSegment('/events/festival')).toBe('festival');
    expect(mainTypeSegment('/events/festival/')).toBe('festival');
    expect(mainTypeSegment('/events')).toBeNull();
    expect(mainTypeSegment('/evenement/x')).toBeNull();
  });
});
