import type { Page } from '@playwright/test';

/**
 * Pictures of the pages to look at are kept when the journeys run with `E2E_PICTURES=on`
 * (`npm run test:e2e:pictures`), for the engineer who changed a page to look at it at both sizes as a
 * customer would. `npm test` still measures every look (nothing wider than the screen, nothing axe
 * calls serious) but keeps no pictures that nobody opens: a full-page picture took the browser about
 * half a second, two a look (decision 2130). A journey that fails keeps its page as it failed either way.
 */
const PICTURES_KEPT = process.env.E2E_PICTURES === 'on';

/** A picture of the page, in `path`, when pictures are kept. */
export async function keepPicture(page: Page, path: string, options: { fullPage?: boolean } = {}) {
  if (PICTURES_KEPT) await page.screenshot({ path, ...options });
}
