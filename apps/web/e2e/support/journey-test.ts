import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** The most of a failed journey's page the log shows: the rest is in its trace. */
const MOST_OF_THE_PAGE = 4_000;

/**
 * Playwright's `test`, telling in the log, when a journey fails, where its page was and what it showed
 * (its accessibility tree): a failure that happens once in many runs is read from CI's log alone.
 */
export const test = base.extend<{ pageOnFailure: void }>({
  pageOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const shown = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: unknown) => `(not read: ${String(error)})`);
      console.log(
        `${testInfo.title}\n  failed at ${page.url()}, showing:\n${shown.slice(0, MOST_OF_THE_PAGE)}`,
      );
    },
    { auto: true },
  ],
});
