import { expect, type Page } from '@playwright/test';

/**
 * Opens /admin/logboek filtered by `action` (as the signed-in admin of `page`) and expects an entry that
 * contains `text` (a name, an id, a value of its before/after). For any admin journey: "…and it is in the
 * audit log".
 */
export const expectInAuditLog = async (
  page: Page,
  { action, text }: { action: string; text: string | RegExp },
): Promise<void> => {
  await page.goto(`/admin/logboek?action=${encodeURIComponent(action)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Logboek' })).toBeVisible({ timeout: 15_000 });
  const entry = page.getByTestId('audit-entry').filter({ hasText: text }).first();
  await expect(entry, `audit log entry ${action} with ${String(text)}`).toBeVisible({ timeout: 15_000 });
  await expect(entry).toContainText(action);
};
