import { expect, test, type Locator, type Page } from './support/test';
import { expectInAuditLog } from './support/auditLog';
import { answerCookieBannerUpFront } from './support/cookieConsent';
import { DEMO, signIn } from './support/signIn';

/**
 * Issue 16, /admin/categorieen: an admin adds a subtype under 'Dans' and a visitor's fresh /events/dans offers
 * it at once (the server's cached tree is dropped on the write); a duplicate name gets the Dutch message; the
 * used main type 'Dans' cannot be deleted, only deactivated; deactivating the new subtype takes it out of the
 * filters; the admin then deletes it. Each project uses its own name (desktop and mobile run at once).
 */

const SHOTS = '/tmp/shots-catroad';

/** The sidebar on wide screens, the 'Filters' sheet on phones. */
const subtypeChips = async (page: Page, isMobile: boolean): Promise<Locator> => {
  if (isMobile) {
    await page.getByTestId('events-filters-button').click();
    return page.getByTestId('events-filter-sheet').getByTestId('events-subtypes');
  }
  return page.getByTestId('events-filters').getByTestId('events-subtypes');
};

test('an admin adds a subtype, sees it under /events, and can only deactivate a used category', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  const project = testInfo.project.name;
  const name = `E2E kringdans ${project} ${Date.now()}`;
  const baseURL = testInfo.project.use.baseURL ?? '';
  const origin = new URL(baseURL).origin;
  let createdId: string | null = null;

  await answerCookieBannerUpFront(page);
  await signIn(page, DEMO.admin);
  try {
    await page.goto('/admin/categorieen');
    await expect(page.getByRole('heading', { level: 1, name: 'Categorieën' })).toBeVisible({
      timeout: 15_000,
    });
    const dans = page.getByTestId('category-row-dans');
    await expect(dans).toContainText(/\d+ evenement/);

    // A new subtype under Dans: the parent is preset, the slug follows the name.
    await dans.getByRole('button', { name: 'Subtype toevoegen aan Dans' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nieuwe categorie' });
    await dialog.getByLabel('Naam').fill(name);
    await expect(dialog.getByLabel('Slug')).toHaveValue(/^e2e-kringdans-/);
    await expect(dialog.getByRole('checkbox', { name: 'Dans', exact: true })).toBeChecked();
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/categories') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    createdId = ((await (await created).json()) as { id: string }).id;
    await expect(page.getByText('Categorie aangemaakt.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = page.locator('[data-testid^="category-row-e2e-kringdans-"]').filter({ hasText: name });
    await expect(row).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${project}-admin-categorieen.png`, fullPage: false });

    // The same name again: the §8 message with its hint, the dialog stays open.
    await dans.getByRole('button', { name: 'Subtype toevoegen aan Dans' }).click();
    dialog = page.getByRole('dialog', { name: 'Nieuwe categorie' });
    await dialog.getByLabel('Naam').fill(name);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog.getByTestId('category-form-error')).toHaveText(
      'Er bestaat al een categorie met deze naam of slug. Kies een andere naam.',
    );
    await page.screenshot({ path: `${SHOTS}/${project}-admin-categorieen-dubbel.png` });
    await dialog.getByRole('button', { name: 'Annuleren' }).click();

    // A visitor's fresh page offers the new subtype under Dans.
    const visitorContext = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
    const visitor = await visitorContext.newPage();
    await answerCookieBannerUpFront(visitor);
    await visitor.goto('/events/dans');
    await expect((await subtypeChips(visitor, isMobile)).getByRole('button', { name })).toBeVisible({
      timeout: 15_000,
    });

    // Dans is used by events and subtypes: deleting is refused in Dutch.
    await dans.getByRole('button', { name: 'Dans verwijderen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Dans verwijderen?' });
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(confirm.getByTestId('category-delete-error')).toContainText(
      'wordt gebruikt door evenementen of subtypes en kan niet worden verwijderd',
    );
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dans).toBeVisible();

    // Deactivating works, and the subtype leaves the public filters.
    await row.getByRole('button', { name: `${name} op inactief zetten` }).click();
    await expect(page.getByText('Categorie staat op inactief.')).toBeVisible();
    await expect(row).toContainText('Inactief');
    await visitor.goto('/events/dans');
    const chips = await subtypeChips(visitor, isMobile);
    await expect(chips.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
    await expect(chips.getByRole('button', { name })).toHaveCount(0);
    await visitorContext.close();

    // The unused subtype can be deleted.
    await row.getByRole('button', { name: `${name} verwijderen` }).click();
    await page
      .getByRole('dialog', { name: `${name} verwijderen?` })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await expect(page.getByText('Categorie verwijderd.')).toBeVisible();
    await expect(row).toHaveCount(0);
    const categoryId = createdId;
    createdId = null;

    // Each change is in the audit log.
    await expectInAuditLog(page, { action: 'category.create', text: categoryId });
    await expectInAuditLog(page, { action: 'category.delete', text: categoryId });
  } finally {
    if (createdId) await page.request.delete(`/api/admin/categories/${createdId}`, { headers: { origin } });
  }
});
