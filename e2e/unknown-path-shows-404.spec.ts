import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

test('an unknown page shows the Dutch 404 with a way home that works', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  const response = await page.goto('/dit-bestaat-echt-niet');
  // The server answers the app's shell with 404 (crawlers and curl see the status); the app renders the page.
  expect(response?.status()).toBe(404);

  const notFound = page.getByTestId('not-found');
  await expect(notFound).toBeVisible();
  await expect(notFound.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  await expect(notFound).toContainText('/dit-bestaat-echt-niet');
  await expect(page).toHaveTitle(/Pagina niet gevonden/);
  // Header and footer stay around the 404, so the visitor is never stranded.
  await expect(page.getByRole('link', { name: 'Kring, naar de startpagina' })).toBeVisible();

  await notFound.getByRole('link', { name: 'Naar de startpagina' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Samen bewust leven begint in de Kring' }),
  ).toBeVisible();
});

test('an unknown sub-path of a known screen is a 404 too', async ({ page }) => {
  await answerCookieBannerUpFront(page);
  await page.goto('/events/geen-soort');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/admin/bestaat/niet/echt');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('an unknown API path answers 404 JSON with the error envelope', async ({ request }) => {
  for (const [method, path] of [
    ['GET', '/api/nope'],
    ['POST', '/api/nope/deeper'],
  ] as const) {
    const response = await request.fetch(path, { method, headers: { accept: 'application/json' } });
    expect(response.status(), `${method} ${path}`).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    const body: unknown = await response.json();
    expect(body).toEqual({
      error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
    });
    const { error } = body as { error: { code: string; message: string } };
    expect(error.code).toBe('not_found');
    expect(error.message.length).toBeGreaterThan(0);
  }
  // Even a browser asking for HTML gets JSON from /api: the SPA fallback never swallows API paths.
  const html = await request.get('/api/nope', { headers: { accept: 'text/html' } });
  expect(html.status()).toBe(404);
  expect(html.headers()['content-type']).toContain('application/json');
});
