import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * A visitor helps themselves in the help centre (issue 13): Dutch search where accents are optional, one article
 * behind every alias, the Dutch 404 for an unknown slug, 'Was dit nuttig?', and an admin who writes and publishes
 * an article that a visitor then finds.
 */

const ARTICLE = { slug: 'wachtwoord-vergeten', title: 'Wachtwoord vergeten' };

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
});

const search = async (page: Page, words: string) => {
  const box = page.getByRole('searchbox', { name: 'Zoek in het helpcentrum' });
  await box.fill(words);
  await box.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === words);
};

test('a help search finds an article by a word with an accent typed without it', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Helpcentrum' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meest gelezen' })).toBeVisible();

  // 'coördinaten' is in 'Een evenement plaatsen'; the visitor types it without the diaeresis.
  await search(page, 'coordinaten');
  const results = page.getByTestId('help-results');
  const hit = results.getByRole('link', { name: /Een evenement plaatsen/ });
  await expect(hit).toBeVisible();
  await expect(results.locator('mark').first()).toBeVisible();
  await hit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Een evenement plaatsen' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/support/article/een-evenement-plaatsen');

  await page.goto('/support?q=xyzzyplughnergens');
  const empty = page.getByTestId('help-no-results');
  await expect(empty).toContainText('Geen resultaten gevonden');
  await expect(empty.getByRole('link', { name: 'Neem contact met ons op' })).toHaveAttribute(
    'href',
    '/contact',
  );

  // A category tile filters the list.
  await page.goto('/support');
  await page.getByRole('button', { name: /^Privacy/ }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('categorie') === 'Privacy');
  await expect(page.getByTestId('help-results').getByTestId('help-article-link').first()).toBeVisible();
});

test('every help alias shows the same centre and the same article', async ({ page }) => {
  for (const path of ['/support', '/ondersteuning', '/help']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Helpcentrum' })).toBeVisible();
    await expect(page.getByTestId('help-featured')).toBeVisible();
  }
  for (const base of ['/support/article', '/help/article', '/help/artikel', '/artikel']) {
    await page.goto(`${base}/${ARTICLE.slug}`);
    const article = page.getByTestId('help-article');
    await expect(article.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
    await expect(article).toContainText('min lezen');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/support/article/${ARTICLE.slug}$`),
    );
    await expect(page.getByRole('link', { name: 'Neem contact op' }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
  }
});

test('an unknown article slug shows the Dutch 404 page', async ({ page }) => {
  await page.goto('/help/artikel/dit-artikel-bestaat-niet');
  const notFound = page.getByTestId('not-found');
  await expect(notFound.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
});

test("'Was dit nuttig?' thanks the visitor and offers contact after a no", async ({ page }) => {
  await page.goto(`/help/article/${ARTICLE.slug}`);
  const feedback = page.getByTestId('help-feedback');
  await expect(feedback.getByRole('heading', { name: 'Was dit nuttig?' })).toBeVisible();
  await feedback.getByRole('button', { name: 'Ja' }).click();
  await expect(feedback.getByTestId('help-feedback-thanks')).toContainText('Bedankt voor je feedback!');
  await feedback.getByRole('button', { name: 'Nee' }).click();
  await expect(feedback.getByTestId('help-feedback-thanks')).toContainText('We gaan het artikel verbeteren');
  await expect(feedback.getByRole('link', { name: /Neem contact op/ })).toHaveAttribute('href', '/contact');
});

test('an admin writes and publishes an article in /admin/helpdesk and a visitor finds it', async ({
  page,
  browser,
}, testInfo) => {
  // A word only this run's article holds (letters only, so the Dutch parser keeps it one word).
  const word = `kringhulp${testInfo.project.name}${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'a')}`;
  const title = `Vraag over ${word}`;

  await signIn(page, DEMO.admin);
  await page.goto('/admin/helpdesk');
  await expect(page.getByRole('heading', { level: 1, name: 'Helpdesk' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('help-admin-row').first()).toBeVisible();
  await page.getByTestId('help-new-article').click();

  const form = page.getByTestId('help-article-form');
  await form.getByRole('button', { name: 'Artikel opslaan' }).click();
  await expect(form.getByText('Geef het artikel een titel van minstens 3 tekens.')).toBeVisible();

  await form.getByLabel('Titel', { exact: true }).fill(title);
  await form.getByLabel('Categorie').selectOption('Community');
  await form.getByLabel('Tags').fill('uitleg, test');
  await form.getByLabel('Samenvatting').fill('Een korte uitleg voor de test.');
  await form
    .getByLabel('Inhoud', { exact: true })
    .fill('## Hoe werkt het?\n\nDit is **belangrijk**.\n\n<script>window.helpHacked = true</script>');
  await form.getByRole('tab', { name: 'Voorbeeld' }).click();
  const preview = page.getByTestId('help-preview');
  await expect(preview.getByRole('heading', { name: 'Hoe werkt het?' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('belangrijk');
  await form.getByRole('tab', { name: 'Schrijven' }).click();
  await form.getByRole('switch', { name: /Gepubliceerd/ }).check();
  await form.getByRole('button', { name: 'Artikel opslaan' }).click();

  await expect(page.getByTestId('help-article-form')).toHaveCount(0);
  const row = page.getByTestId('help-admin-row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Gepubliceerd');

  const visitor = await browser.newContext({
    ...testInfo.project.use,
    baseURL: testInfo.project.use.baseURL,
  });
  const other = await visitor.newPage();
  await answerCookieBannerUpFront(other);
  await other.goto('/help');
  await search(other, word);
  await other
    .getByTestId('help-results')
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(other.getByTestId('help-article-body').locator('strong')).toHaveText('belangrijk');
  expect(await other.evaluate(() => (window as { helpHacked?: boolean }).helpHacked)).toBeUndefined();
  await visitor.close();
});
