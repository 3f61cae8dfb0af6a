import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The serious and critical findings of axe on the page as it stands, each named. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  // Only the violations: the passes, a node list for every rule, cost as long again on a busy page.
  // Legacy mode runs axe in the page itself: otherwise each analysis opens a blank page (a renderer
  // process of its own) to gather the frames' results, which made it three times as long (decision
  // 2130). It skips only frames of another origin, and the portal's own pages frame only a partner's
  // signing view, which is the partner's to check.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help}`);
}

/**
 * axe finds nothing serious or critical on the page once it has settled. A page with a finding is
 * looked at once more a second later before it fails the journey: on a busy machine axe once read a
 * dialog's colours while the page was still drawing it. A real finding stays. (No deadline races the
 * analysis itself, which takes seconds on a busy page.)
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  if ((await seriousAxeFindings(page)).length === 0) return;
  await page.waitForTimeout(1_000);
  expect(await seriousAxeFindings(page)).toEqual([]);
}
