import { expect, test } from './support/test';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { seededMemberEmail } from './support/members';
import { DEMO, signIn } from './support/signIn';

/**
 * Issue 16, /admin/roadmap and /roadmap: an admin adds an item; a member (32 desktop, 33 mobile) votes for it on
 * /roadmap and the count rises, voting again withdraws; a visitor is asked to log in. The admin then deletes
 * the item. Each project uses its own title (desktop and mobile run at once).
 */

const SHOTS = '/tmp/shots-catroad';

test('an admin adds a roadmap item and a member votes for it once', async ({ page, browser }, testInfo) => {
  const project = testInfo.project.name;
  const title = `Agenda delen ${project} ${Date.now()}`;
  const baseURL = testInfo.project.use.baseURL ?? '';
  const origin = new URL(baseURL).origin;
  const memberEmail = seededMemberEmail(project === 'mobile' ? 33 : 32);
  let createdId: string | null = null;

  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
  try {
    await page.goto('/admin/roadmap');
    await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Nieuw item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuw roadmap-item' });
    // Too short: the server's Dutch message per field, the dialog stays.
    await dialog.getByLabel('Titel').fill('x');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog.getByText('Vul een titel in (minimaal 3 tekens).')).toBeVisible();
    await dialog.getByLabel('Titel').fill(title);
    await dialog.getByLabel('Omschrijving').fill('Je eigen agenda delen met vrienden in je kring.');
    await dialog.getByLabel('Status').selectOption('planned');
    await dialog.getByLabel('Categorie').fill('Evenementen');
    await dialog.getByLabel('Kwartaal').fill('2027-Q3');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/roadmap') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    createdId = ((await (await created).json()) as { id: string }).id;
    await expect(page.getByText('Item toegevoegd.')).toBeVisible();
    const adminRow = page.getByTestId('admin-roadmap-item').filter({ hasText: title });
    await expect(adminRow).toContainText('0 stemmen');
    await page.screenshot({ path: `${SHOTS}/${project}-admin-roadmap.png` });

    // The member votes on /roadmap.
    const memberContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
    const member = await memberContext.newPage();
    await answerCookieBannerUpFront(member);
    await signIn(member, memberEmail);
    await member.goto('/roadmap');
    const card = member.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByTestId('roadmap-votes')).toHaveText('0 stemmen', { timeout: 15_000 });
    await card.getByRole('button', { name: `Stem op ${title}`, exact: true }).click();
    await expect(card.getByTestId('roadmap-votes')).toHaveText('1 stem');
    const withdraw = card.getByRole('button', { name: `Stem op ${title} intrekken` });
    await expect(withdraw).toHaveAttribute('aria-pressed', 'true');
    await card.scrollIntoViewIfNeeded();
    await member.screenshot({ path: `${SHOTS}/${project}-roadmap-member.png` });

    // Still one vote after a reload; voting again withdraws it.
    await member.reload();
    await expect(card.getByTestId('roadmap-votes')).toHaveText('1 stem', { timeout: 15_000 });
    await withdraw.click();
    await expect(card.getByTestId('roadmap-votes')).toHaveText('0 stemmen');
    await expect(card.getByRole('button', { name: `Stem op ${title}`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await memberContext.close();

    // A visitor sees the count and is asked to log in.
    const visitorContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
    const visitor = await visitorContext.newPage();
    await answerCookieBannerUpFront(visitor);
    await visitor.goto('/roadmap');
    const visitorCard = visitor.getByRole('listitem').filter({ hasText: title });
    await expect(visitorCard.getByRole('link', { name: 'Log in om te stemmen' })).toBeVisible({
      timeout: 15_000,
    });
    await visitor.screenshot({ path: `${SHOTS}/${project}-roadmap-visitor.png`, fullPage: true });
    await visitorContext.close();

    // The admin removes the item again.
    await page.reload();
    await adminRow.getByRole('button', { name: `${title} verwijderen` }).click();
    await page
      .getByRole('dialog', { name: `${title} verwijderen?` })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await expect(page.getByText('Item verwijderd.')).toBeVisible();
    await expect(adminRow).toHaveCount(0);
    createdId = null;
  } finally {
    if (createdId) await page.request.delete(`/api/admin/roadmap/${createdId}`, { headers: { origin } });
  }
});
