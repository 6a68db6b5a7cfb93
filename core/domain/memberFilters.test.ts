import { describe, expect, it } from 'vitest';
import { memberFilters, toMemberQuery } from './memberFilters';

const parse = (search: string) => memberFilters.parse(new URLSearchParams(search));

describe('member filters in the URL', () => {
  it('keeps the keys of earlier links (q, city, sort, view) and ignores a location', () => {
    const url = '?q=adem&city=Utrecht&sort=name&view=list';
    expect(memberFilters.serialize(parse(url))).toBe(url);
    expect(memberFilters.serialize(parse('?location=Utrecht&sort=x'))).toBe('');
  });

  it('counts the texts as filters and builds the API query with the sort', () => {
    const state = parse('?city=Utrecht&view=list');
    expect(memberFilters.activeCount(state)).toBe(1);
    expect(toMemberQuery(state)).toEqual({ city: 'Utrecht', sort: 'newest' });
    expect(memberFilters.reset(state)).toEqual(parse('?view=list'));
  });
});
