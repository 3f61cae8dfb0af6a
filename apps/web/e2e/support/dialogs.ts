import { expect, type Page } from '@playwright/test';

/**
 * Presses Escape as a person does in a dialog just opened: once the focus is in it. Blueprint moves
 * the focus into an overlay on the next animation frame and hears Escape only from inside it, and a
 * busy machine may otherwise press the key sooner: a dialog then stays open, or one that must not
 * close seems to refuse, untested.
 */
export async function pressEscapeInDialog(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.bp6-overlay'))))
    .toBe(true);
  await page.keyboard.press('Escape');
}
