import type { UseQueryResult } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ForumPagedList } from './ForumPagedList';

// No texts loaded: t() answers the key, which is all these tests need.
await i18next.use(initReactI18next).init({ lng: 'nl', resources: {} });

type Page = { items: string[]; page: number; pageSize: number; total: number };
const asQuery = (state: object) => state as UseQueryResult<Page, unknown>;
const loaded = (data: Page) => asQuery({ isPending: false, isError: false, data });

const render = (
  query: UseQueryResult<Page, unknown>,
  extra: { onPage?: () => void; totalEmpty?: boolean } = {},
) =>
  renderToStaticMarkup(
    <ForumPagedList
      query={query}
      skeleton={{ rows: 2, rowClassName: 'h-9' }}
      errorTitle="Laden mislukt"
      empty={<p>Nog niets</p>}
      isEmpty={extra.totalEmpty ? (data) => data.total === 0 : undefined}
      onPage={extra.onPage}
      summaryKey="pagination"
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ForumPagedList>,
  );

describe('a paged forum list', () => {
  it('shows skeletons while the first page loads', () => {
    expect(render(asQuery({ isPending: true }))).toContain('aria-busy');
  });

  it('shows the error title with a retry when the page could not load', () => {
    const html = render(
      asQuery({ isPending: false, isError: true, error: new Error('x'), refetch: () => {} }),
    );
    expect(html).toContain('Laden mislukt');
    expect(html).toContain('<button');
  });

  it('shows the empty state for a page without items, or only without a total when asked', () => {
    const pastTheEnd = { items: [], page: 3, pageSize: 20, total: 25 };
    expect(render(loaded(pastTheEnd))).toBe('<p>Nog niets</p>');
    expect(render(loaded(pastTheEnd), { totalEmpty: true, onPage: () => {} })).toContain('<nav');
  });

  it('lists the items, with pagination only when it pages and there is more than one page', () => {
    const two = { items: ['a', 'b'], page: 1, pageSize: 2, total: 3 };
    expect(render(loaded(two), { onPage: () => {} })).toMatch(/<li>a<\/li><li>b<\/li><\/ul><nav/);
    expect(render(loaded(two))).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(render(loaded({ ...two, total: 2 }), { onPage: () => {} })).toBe('<ul><li>a</li><li>b</li></ul>');
  });
});
