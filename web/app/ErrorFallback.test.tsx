import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ErrorFallback, MAX_ERROR_RETRIES } from './ErrorFallback';

// No texts loaded: t() answers the key, which is all these tests need.
await i18next.use(initReactI18next).init({ lng: 'nl', resources: {} });

const render = (attempts: number) =>
  renderToStaticMarkup(<ErrorFallback attempts={attempts} onRetry={() => undefined} />);

describe('the error boundary (spec §4)', () => {
  it('offers a retry three times, with home beside it', () => {
    expect(MAX_ERROR_RETRIES).toBe(3);
    for (const attempts of [0, 1, 2]) {
      const html = render(attempts);
      expect(html).toContain('errors.boundary.retry');
      expect(html).toContain('href="/"');
      expect(html).not.toContain('errors.boundary.reload');
    }
  });

  it('after three retries offers only reload or home', () => {
    const html = render(3);
    expect(html).not.toContain('errors.boundary.retry');
    expect(html).toContain('errors.boundary.reload');
    expect(html).toContain('errors.boundary.home');
    expect(html).toContain('errors.boundary.persistent');
  });
});
