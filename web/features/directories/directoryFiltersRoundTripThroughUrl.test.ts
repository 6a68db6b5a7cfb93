import { describe, expect, it } from 'vitest';
import {
  defineDirectoryFilters,
  flagField,
  oneOfField,
  positiveIntField,
  textField,
  toDirectoryQuery,
} from '@core/domain/directoryFilters';
import { venueFilters } from '@core/domain/venueFilters';

// What useDirectoryFilters keeps in the address bar: a made-up directory with one key of every kind.
const codec = defineDirectoryFilters({
  sorts: ['name', 'rating'] as const,
  defaultSort: 'name',
  fields: {
    kind: oneOfField(['all', 'coach', 'trainer'] as const, 'all'),
    minServices: positiveIntField(),
    city: textField(20),
    verified: flagField(),
  },
});
const parse = (search: string) => codec.parse(new URLSearchParams(search));

describe('directory URL filters', () => {
  it('an empty URL gives the declared defaults and writes back to an empty query', () => {
    expect(parse('')).toEqual({
      q: '',
      location: '',
      radius: 25,
      sort: 'name',
      view: 'grid',
      kind: 'all',
      minServices: null,
      city: '',
      verified: false,
    });
    expect(codec.serialize(parse(''))).toBe('');
    expect(codec.activeCount(parse(''))).toBe(0);
  });

  it('reads every shared and type key and writes them back in a fixed order', () => {
    const search =
      '?q=yoga&location=Utrecht&radius=10&kind=coach&minServices=3&city=Zeist&verified=1&sort=rating&view=list';
    const state = parse(search);
    expect(state).toMatchObject({
      q: 'yoga',
      location: 'Utrecht',
      radius: 10,
      kind: 'coach',
      minServices: 3,
    });
    expect(state).toMatchObject({ city: 'Zeist', verified: true, sort: 'rating', view: 'list' });
    expect(codec.serialize(state)).toBe(search);
    expect(codec.serialize(parse('?view=list&kind=coach&q=yoga'))).toBe('?q=yoga&kind=coach&view=list');
  });

  it('malformed values fall back to their defaults instead of failing', () => {
    const state = parse('?radius=7&sort=drop&view=map&kind=astronaut&minServices=-2&city=%20%20&verified=ja');
    expect(state).toEqual(codec.defaults);
    expect(parse('?minServices=2.5').minServices).toBeNull();
    expect(parse(`?city=${'x'.repeat(50)}`).city).toHaveLength(20);
  });

  it('counts the filters in use (not sort or view) for the Filters badge', () => {
    expect(
      codec.activeCount(parse('?q=yoga&location=Utrecht&kind=coach&verified=1&sort=rating&view=list')),
    ).toBe(4);
    expect(codec.activeCount(parse('?radius=50'))).toBe(0);
  });

  it('reset clears every filter but keeps the sort and the view', () => {
    const state = parse('?q=yoga&location=Utrecht&radius=10&kind=coach&minServices=3&sort=rating&view=list');
    const reset = codec.reset(state);
    expect(reset).toEqual({ ...codec.defaults, sort: 'rating', view: 'list' });
    expect(codec.serialize(reset)).toBe('?sort=rating&view=list');
  });

  it('the API query gets q once long enough, near + radius once the place is found, and a non-default sort', () => {
    expect(toDirectoryQuery(parse('?q=y&sort=name'), null, 'name')).toEqual({});
    expect(
      toDirectoryQuery(parse('?q=yoga&radius=10&sort=rating'), { lat: 52.1, lng: 5.12 }, 'name'),
    ).toEqual({
      q: 'yoga',
      near: '52.100000,5.120000',
      radius: '10',
      sort: 'rating',
    });
  });

  it('venues keep the URLs they had (location, radius, type, capacity, maxRate)', () => {
    const search = '?q=zaal&location=Utrecht&radius=10&type=Yogastudio&capacity=25&maxRate=500&sort=capacity';
    expect(venueFilters.serialize(venueFilters.parse(new URLSearchParams(search)))).toBe(search);
  });
});
