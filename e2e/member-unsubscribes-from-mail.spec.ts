import { expect, test, type Browser, type Page } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { latestMail } from './support/mailbox';
import { DEMO, signIn } from './support/signIn';

/**
 * Issue 15: every notification mail has a one-click unsubscribe link that works without a login. A member
 * gets a mail about a reply to their forum topic, opens its link signed out, presses 'Afmelden', and the
 * settings page then shows e-mail off for 'Reacties in het forum'. Desktop and mobile run at once against one
 * server, so each project uses its own author.
 */

const AUTHORS = { desktop: 'organisatie-premium@demo.kring.test', mobile: 'professional@demo.kring.test' };

const originOf = () => new URL(test.info().project.use.baseURL ?? '').origin;

const memberPage = async (browser: Browser, page: Page, email: string): Promise<Page> => {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 800 } });
  const other = await context.newPage();
  await answerCookieBannerUpFront(other);
  await signIn(other, email);
  return other;
};

test('a member unsubscribes from forum reply mails with the link, without signing in', async ({
  page,
  browser,
}, testInfo) => {
  const author = testInfo.project.name === 'mobile' ? AUTHORS.mobile : AUTHORS.desktop;
  const run = `${testInfo.project.name} ${Date.now()}`;

  // The author starts a topic and another member replies: the author gets a notification mail.
  const authorPage = await memberPage(browser, page, author);
  const created = await authorPage.request.post('/api/forum/topics', {
    data: {
      title: `Wie ademt er mee? (${run})`,
      content: `Ik zoek mensen om samen ademwerk te doen. ${run}`,
    },
    headers: { origin: originOf() },
  });
  expect(created.status()).toBe(201);
  const topic = (await created.json()) as { id: string };
  const replier = await memberPage(browser, page, DEMO.multi);
  const replied = await replier.request.post(`/api/forum/topics/${topic.id}/posts`, {
    data: { content: `Ik doe graag mee! ${run}` },
    headers: { origin: originOf() },
  });
  expect(replied.status()).toBe(201);

  const mail = await latestMail(page.request, { to: author, kind: 'notification' });
  expect(mail.subject).toBe('Nieuwe reactie op je topic');
  const link = mail.text.match(/https?:\/\/\S+\/afmelden\?token=\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link ?? '');

  // Signed out, in a browser that never logged in.
  await answerCookieBannerUpFront(page);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Afmelden voor e-mails' })).toBeVisible();
  await expect(page.getByText('Geen e-mails meer over ‘Reacties in het forum’?')).toBeVisible();
  await expect(page.getByText(`${author.slice(0, 1)}***@demo.kring.test`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page.getByText('Je bent afgemeld')).toBeVisible();
  await expect(page.getByText('Je krijgt geen e-mails meer over ‘Reacties in het forum’')).toBeVisible();

  // A broken link explains itself and leads to the settings.
  await page.goto('/afmelden?token=kapotte-link-123');
  await expect(page.getByText('Deze link werkt niet')).toBeVisible();
  await expect(
    page.getByText('Deze afmeldlink is ongeldig. Pas je meldingen aan via Instellingen › Notificaties.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar je meldingsinstellingen' })).toBeVisible();

  // The author's settings now show e-mail off for forum replies, the bell still on.
  await authorPage.goto('/dashboard/instellingen/notificaties');
  const row = authorPage.getByTestId('pref-forum_replies');
  await expect(row.getByRole('switch', { name: 'E-mail: Reacties in het forum' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(row.getByRole('switch', { name: 'In de app: Reacties in het forum' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(row.getByRole('switch', { name: 'Push: Reacties in het forum' })).toBeDisabled();

  await authorPage.context().close();
  await replier.context().close();
});
