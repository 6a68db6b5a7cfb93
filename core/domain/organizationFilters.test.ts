import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORGANIZATION_FILTERS,
  organizationFilters,
  toOrganizationSearchQuery,
} from './organizationFilters';

const parse = (search: string) => organizationFilters.parse(new URLSearchParams(search));

describe('organisation filters in the URL', () => {
  it('round-trips every filter, leaves defaults out and drops a malformed category', () => {
    const url = '?q=adem&location=Utrecht&radius=50&category=yoga-studio&sort=distance&view=list';
    expect(organizationFilters.serialize(parse(url))).toBe(url);
    expect(parse('?category=Yoga!&radius=7&sort=x')).toEqual(DEFAULT_ORGANIZATION_FILTERS);
  });

  it('counts and resets filters but keeps sort and view, and builds the API query', () => {
    const state = parse('?category=yoga&sort=rating&view=list');
    expect(organizationFilters.activeCount(state)).toBe(1);
    expect(organizationFilters.reset(state)).toEqual({
      ...DEFAULT_ORGANIZATION_FILTERS,
      sort: 'rating',
      view: 'list',
    });
    expect(toOrganizationSearchQuery(state, null)).toEqual({ category: 'yoga', sort: 'rating' });
  });
});
