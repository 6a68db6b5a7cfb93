import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` or something inside it has focus, as a keyboard user walks a page;
 * fails when it is not reached within `max` presses (a focus trap, or the element is not focusable).
 */
export const tabTo = async (
  page: Page,
  target: Locator,
  { backwards = false, max = 120 }: { backwards?: boolean; max?: number } = {},
): Promise<void> => {
  await target.waitFor();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
  }
  throw new Error(`${target.toString()} was not reached with ${max} presses of Tab`);
};

/** The focused element shows a focus indicator: an outline or a ring (box-shadow), per WCAG 2.4.7. */
export const expectFocusVisible = async (page: Page): Promise<void> => {
  const indicator = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { tag: 'body', outline: false, ring: false };
    const style = getComputedStyle(el);
    return {
      tag: `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 30)}`,
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      ring: style.boxShadow !== 'none',
    };
  });
  expect(indicator.outline || indicator.ring, `focus indicator on ${indicator.tag}`).toBe(true);
};
