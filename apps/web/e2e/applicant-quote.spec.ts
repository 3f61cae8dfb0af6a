import { expect, test, type Page } from './support/journey-test';
import { readFile } from 'node:fs/promises';
import { E2E_PORT } from './playwright.config';
import { acceptInvitation, DESKTOP, issueQuote, look, PHONE, type QuotedOfficer } from './support/applicant';

/**
 * An officer's quote, from the support tool to the credit application: staff issue it with
 * `lease-admin application create`, the officer sets a password from the e-mailed link, logs in, and
 * reviews the quote; signs it in the sandbox's signing view inside the dialog (AU company), or
 * downloads it to sign on paper (NZ sole trader, on a phone); each page looked at in both sizes.
 */

const PASSWORD = 'Quote-review-48';

interface Officer extends QuotedOfficer {
  host: 'au' | 'nz';
}

const originOf = (officer: Officer): string => `http://${officer.host}.localhost:${E2E_PORT}`;

/** From the invitation to the officer's home. */
const signIn = (page: Page, officer: Officer) =>
  acceptInvitation(page, originOf(officer), officer.email, PASSWORD);

/** The home's progress list: each step with its state, in order. */
async function expectProgress(page: Page, states: string[]) {
  const items = page.getByRole('list', { name: 'Application progress' }).getByRole('listitem');
  await expect(items).toHaveCount(4);
  for (const [index, state] of states.entries()) await expect(items.nth(index)).toContainText(state);
}

test.describe(`on a ${DESKTOP.name}`, () => {
  const size = DESKTOP;
  test.use({ viewport: size.viewport });

  test('an AU company officer signs the quote in the signing view and moves on to business details', async ({
    page,
  }, testInfo) => {
    test.slow();
    const stamp = `${Date.now()}${size.name}`;
    const officer: Officer = {
      org: 'org-au-demo',
      host: 'au',
      firstName: 'Jordan',
      lastName: 'Tran',
      email: `jordan.${stamp}@harbour-plumbing.example`,
      mobile: '0412345678',
      quoteRef: `Q-AU-${stamp}`.slice(0, 40),
      signing: 'electronic',
    };
    const applicationId = await issueQuote(officer);
    await signIn(page, officer);

    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
    await expect(page.getByRole('heading', { name: 'Welcome Jordan' })).toBeVisible();
    await expect(page.getByText('You have been nominated as an authorised officer')).toBeVisible();
    await expect(page.getByText(`Quote number: ${officer.quoteRef}`)).toBeVisible();
    await expectProgress(page, ['Pending', 'Pending', 'Pending', 'Pending']);
    await look(page, testInfo, `au-1-home`);

    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/orderVerification$`));
    await expect(page.getByRole('heading', { name: 'Review Quote' })).toBeVisible();
    const summary = page.getByRole('table', { name: 'Quote summary' });
    await expect(summary).toContainText(officer.quoteRef);
    await expect(summary).toContainText('Toyota');
    await expect(summary).toContainText('HiLux SR5');
    await expect(summary).toContainText('$58,990');
    await expect(summary).toContainText('48 months');
    await look(page, testInfo, `au-2-quote-review`);

    await page.getByRole('button', { name: 'Accept Quote & Continue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign your quote' });
    await expect(dialog).toBeVisible();
    const signing = page.frameLocator('iframe[title="Quote signing"]');
    await expect(signing.getByRole('heading', { name: 'Review and sign' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await look(page, testInfo, `au-3-signing`);

    await signing.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/businessDetails$`));
    await expect(dialog).toBeHidden();
    // Business details as they open are looked at by the reassignment's journey (AU) and below (NZ).

    // The signature is on record: home shows the first step completed, the second in progress, and
    // the signed quote to view. The officer has not yet confirmed they are the officer (that is in
    // business details), so the welcome still says they were nominated.
    await page.goto(`/applications/${applicationId}`);
    await expectProgress(page, ['Completed', 'In Progress', 'Pending', 'Pending']);
    await expect(page.getByRole('heading', { name: 'Welcome Jordan' })).toBeVisible();
    const viewing = page.waitForEvent('download');
    await page.getByRole('button', { name: 'View Quote' }).click();
    expect((await viewing).suggestedFilename()).toBe(`Quote_${officer.quoteRef}.pdf`);
    await look(page, testInfo, `au-5-home-after-signing`);
  });
});

test.describe(`on a ${PHONE.name}`, () => {
  const size = PHONE;
  test.use({ viewport: size.viewport });

  test('an NZ sole trader downloads the quote to sign on paper and proceeds to the credit application', async ({
    page,
  }, testInfo) => {
    test.slow();
    const stamp = `${Date.now()}${size.name}`;
    const officer: Officer = {
      org: 'org-nz-demo',
      host: 'nz',
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: `aroha.${stamp}@kauri-joinery.example`,
      mobile: '0211234567',
      quoteRef: `Q-NZ-${stamp}`.slice(0, 40),
      signing: 'wet',
    };
    const applicationId = await issueQuote(officer);
    await signIn(page, officer);

    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
    await expect(page.getByRole('heading', { name: 'Welcome Aroha' })).toBeVisible();
    await expectProgress(page, ['Pending', 'Pending', 'Pending', 'Pending']);
    await look(page, testInfo, `nz-1-home`);

    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('heading', { name: 'Review Quote' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Quote summary' })).toContainText(officer.quoteRef);
    await look(page, testInfo, `nz-2-quote-review`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Quote' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Quote_${officer.quoteRef}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    await page.getByRole('button', { name: 'Proceed to Credit Application' }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/businessDetails$`));
    await look(page, testInfo, `nz-3-business-details`);

    await page.goto(`${originOf(officer)}/applications/${applicationId}`);
    await expectProgress(page, ['Completed', 'In Progress', 'Pending', 'Pending']);
  });
});
