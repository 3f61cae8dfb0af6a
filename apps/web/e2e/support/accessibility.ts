import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe finds nothing serious or critical on the page once it has settled; each finding is named. Only
 * the violations are gathered: the passes, a node list for every rule, cost as long again on a busy
 * page. A finding is looked for again for up to 5 s before it fails the journey: on a busy machine axe
 * once read a dialog's colours while the page was still drawing it, and a real finding stays.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await expect(async () => {
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  }).toPass({ timeout: 5_000 });
}
