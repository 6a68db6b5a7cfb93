import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { EventSearchQuery as EventSearchQuerySchema } from '../schemas/eventSearch';
import { DEFAULT_FILTERS, parseEventFilters } from './eventFilters';
import { EVENTS_PAGE_SIZE, toSearchParams, toSearchQuery } from './eventSearchQuery';
import { eventDetailQueryKey, eventListQueryKey } from './initialData';

/** What the server does for an HTML request of the event browser: URL → filter state → list key. */
const keyOfUrl = (href: string) => {
  const url = new URL(href, 'https://kring.test');
  const state = parseEventFilters(url.searchParams, url.pathname.split('/')[2] ?? null);
  return eventListQueryKey(toSearchQuery(state, null));
};

/** The HTML carries the key as JSON: undefined properties are gone on the other side. */
const throughHtml = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the events list key shared by server and web', () => {
  it('hashes the same after the trip through the page as the key the web builds', () => {
    for (const href of [
      '/events',
      '/events?q=yoga',
      '/events/dans?subtypes=biodanza,5ritmes&price=0-40&from=2030-01-01&sort=name&premium=true',
      '/events?q=a&view=list&cols=2&radius=50',
      '/events?price=nonsense&sort=unknown&to=2030-02-31',
    ]) {
      const web = keyOfUrl(href);
      expect(hashKey(throughHtml(web)), href).toBe(hashKey(web));
    }
  });

  it('drops undefined values and does not depend on property order', () => {
    const key = keyOfUrl('/events?q=yoga&sort=name');
    expect(throughHtml(key)).toEqual(['events', 'list', { q: 'yoga', sort: 'name' }]);
    expect(hashKey(eventListQueryKey({ sort: 'name', q: 'yoga' }))).toBe(hashKey(key));
    expect(hashKey(keyOfUrl('/events'))).toBe(hashKey(eventListQueryKey({})));
  });

  it('ignores what does not change the results (view, columns, radius without a center)', () => {
    expect(hashKey(keyOfUrl('/events?view=list&cols=2&radius=50&overlay=70'))).toBe(
      hashKey(keyOfUrl('/events')),
    );
  });

  it('keys the event page on the value of the URL', () => {
    expect(eventDetailQueryKey('de-adem-sessie')).toEqual(['eventDetail', 'de-adem-sessie']);
  });
});

describe('toSearchParams', () => {
  it('sends what the browser sends, which the API reads back as the same search', () => {
    const state = {
      ...DEFAULT_FILTERS,
      q: 'yoga',
      mainType: 'dans' as const,
      subtypes: ['biodanza'],
      price: { min: 5, max: 500 },
      premium: true,
    };
    const params = toSearchParams({ ...toSearchQuery(state, null), page: 1, pageSize: EVENTS_PAGE_SIZE });
    expect(params).toEqual({
      q: 'yoga',
      type: 'dans',
      subtypes: 'biodanza',
      price: '5-500',
      premium: 'true',
      page: '1',
      pageSize: '24',
    });
    expect(EventSearchQuerySchema.parse(params)).toMatchObject({
      q: 'yoga',
      type: 'dans',
      subtypes: ['biodanza'],
      price: { min: 5, max: null },
      premium: true,
      near: null,
      page: 1,
      pageSize: EVENTS_PAGE_SIZE,
    });
  });
});
