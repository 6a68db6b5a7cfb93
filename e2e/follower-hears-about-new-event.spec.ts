import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { seededMemberEmail } from './support/members';
import { signIn } from './support/signIn';
import { TICKET_ORGANISER, pageAs } from './support/ticketEvents';

/**
 * Issue 15: a member follows an organisation with the button on its profile; the organisation publishes an
 * event from its event form; the member finds the notification among theirs. Desktop and mobile each use
 * their own seeded member and their own event title, so the two projects never mix.
 */
type Notification = { kind: string; title: string; content: string; actionUrl: string | null };

const pad = (n: number) => String(n).padStart(2, '0');
const localDateTime = (days: number, time: string): string => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${time}`;
};

test('a member following an organisation hears about its new event', async ({ page, browser }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const member = seededMemberEmail(mobile ? 27 : 26);
  await answerCookieBannerUpFront(page);
  await signIn(page, member);

  // The organisation's public profile and its follow button.
  const found = await page.request.get('/api/organizations?q=Zielsgeluk');
  const { items } = (await found.json()) as { items: { slug: string; name: string }[] };
  const organisation = items[0];
  if (!organisation) throw new Error('no Zielsgeluk Retreats in the seed');
  await page.goto(`/organization/${organisation.slug}`);
  const follow = page.getByTestId('follow-button').first();
  await expect(follow).toBeVisible();
  // The button is enabled once it knows whether this member follows already.
  await expect(follow).toBeEnabled();
  if ((await follow.getAttribute('aria-pressed')) !== 'true') await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');

  // The organiser publishes an event from the event form, in a browser of their own.
  const title = `Stilteretraite ${mobile ? 'mobiel' : 'desktop'} ${Date.now()}`;
  const organiser = await pageAs(browser, TICKET_ORGANISER, mobile);
  await organiser.goto('/dashboard/evenementen/create');
  await organiser.getByLabel('Titel').fill(title);
  await organiser.getByLabel('Korte beschrijving').fill('Een weekend stilte in de Ardennen.');
  await organiser.getByRole('combobox', { name: 'Hoofdcategorie' }).selectOption('workshoptraining');
  await organiser.getByLabel('Begint op').fill(localDateTime(12, '10:00'));
  await organiser.getByLabel('Eindigt op').fill(localDateTime(12, '16:00'));
  await organiser.getByLabel('Adres', { exact: true }).fill('Rue du Bois 4');
  await organiser.getByLabel('Plaats').fill('Durbuy');
  await organiser.getByTestId('publish-event').click();
  await expect(organiser).toHaveURL(/\/dashboard\/evenementen\/edit\/[a-z0-9-]+$/);
  await organiser.context().close();

  // The member's notifications hold it, leading to the event page.
  let mine: Notification | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/me/notifications');
      const list = (await res.json()) as { items: Notification[] };
      mine = list.items.find((n) => n.kind === 'event_published' && n.content.includes(title));
      return mine ? 'found' : 'not yet';
    })
    .toBe('found');
  expect(mine?.title).toMatch(/^Nieuw evenement van /);
  expect(mine?.actionUrl).toMatch(/^\/evenement\//);

  // Following it through: the notification's link opens the new event.
  await page.goto(mine!.actionUrl!);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
