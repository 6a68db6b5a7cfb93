import { expect, test, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';

/** Field errors of the shared contact schema (core/schemas/site.ts), shown under the fields in Dutch. */
const ERRORS = {
  name: 'Vul je naam in.',
  email: 'Vul een geldig e-mailadres in.',
  subject: 'Vul een onderwerp in.',
  message: 'Je bericht is te kort (minimaal 10 tekens).',
} as const;

const fields = (page: Page) => {
  const form = page.getByTestId('contact-form');
  return {
    form,
    name: form.getByLabel('Naam', { exact: true }),
    email: form.getByLabel('E-mailadres', { exact: true }),
    subject: form.getByLabel('Onderwerp', { exact: true }),
    message: form.getByLabel('Bericht', { exact: true }),
    submit: form.getByRole('button', { name: 'Versturen' }),
  };
};

const isContactPost = (url: string, method: string) =>
  new URL(url).pathname === '/api/contact' && method === 'POST';

test.beforeEach(async ({ page }) => {
  await answerCookieBannerUpFront(page);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Neem contact met ons op' })).toBeVisible();
});

test('an empty or half-filled form shows Dutch errors per field and keeps what was typed', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (req) => {
    if (isContactPost(req.url(), req.method())) posts.push(req.url());
  });
  const f = fields(page);

  await f.submit.click();
  for (const text of Object.values(ERRORS))
    await expect(f.form.getByText(text, { exact: true })).toBeVisible();
  await expect(f.name).toHaveAttribute('aria-invalid', 'true');
  await expect(f.name).toBeFocused();

  // Fixing one field clears only its error; the rest stay, and the typed name is kept.
  await f.name.fill('Sanne de Vries');
  await f.subject.fill('Vraag');
  await f.submit.click();
  await expect(f.form.getByText(ERRORS.name, { exact: true })).toBeHidden();
  await expect(f.form.getByText(ERRORS.subject, { exact: true })).toBeHidden();
  await expect(f.form.getByText(ERRORS.email, { exact: true })).toBeVisible();
  await expect(f.form.getByText(ERRORS.message, { exact: true })).toBeVisible();
  await expect(f.name).toHaveValue('Sanne de Vries');
  await expect(f.subject).toHaveValue('Vraag');
  expect(posts, 'an invalid form is never sent').toEqual([]);
});

test('an invalid e-mail address shows the Dutch error and the typed values stay', async ({ page }) => {
  const f = fields(page);
  await f.name.fill('Sanne de Vries');
  await f.email.fill('sanne@');
  await f.subject.fill('Lidmaatschap als locatie');
  await f.message.fill('Kan ik mijn zaal in Deventer ook per dagdeel aanbieden?');
  await f.submit.click();

  await expect(f.form.getByText(ERRORS.email, { exact: true })).toBeVisible();
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  await expect(f.name).toHaveValue('Sanne de Vries');
  await expect(f.email).toHaveValue('sanne@');
  await expect(f.subject).toHaveValue('Lidmaatschap als locatie');
  await expect(f.message).toHaveValue('Kan ik mijn zaal in Deventer ook per dagdeel aanbieden?');
  await expect(page.getByTestId('contact-success')).toHaveCount(0);
});

test('a complete message is stored and confirmed', async ({ page }, testInfo) => {
  const f = fields(page);
  const subject = `Vraag over het lidmaatschap (${testInfo.project.name})`;
  await f.name.fill('Jeroen Bakker');
  await f.email.fill('jeroen.bakker@example.nl');
  await f.subject.fill(subject);
  const message =
    'Hallo Kring, ik organiseer ademsessies in Utrecht en wil graag weten hoe het proeflidmaatschap werkt.';
  await f.message.fill(message);
  await expect(f.form.getByText(`${message.length} / 5000 tekens`)).toBeVisible();

  const responsePromise = page.waitForResponse((res) => isContactPost(res.url(), res.request().method()));
  await f.submit.click();
  const response = await responsePromise;

  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    name: 'Jeroen Bakker',
    email: 'jeroen.bakker@example.nl',
    subject,
    message,
  });
  const body = (await response.json()) as { id?: unknown; received?: unknown };
  expect(body.received).toBe(true);
  expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

  const success = page.getByTestId('contact-success');
  await expect(success).toBeVisible();
  await expect(success.getByRole('heading', { name: 'Bedankt, Jeroen!' })).toBeVisible();
  await expect(page.getByTestId('contact-form')).toHaveCount(0);

  // 'Nog een bericht sturen' brings back an empty form.
  await success.getByRole('button', { name: 'Nog een bericht sturen' }).click();
  await expect(fields(page).name).toHaveValue('');
  await expect(fields(page).message).toHaveValue('');
});
