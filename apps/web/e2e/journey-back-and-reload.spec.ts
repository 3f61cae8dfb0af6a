import { expect, test, type Page } from './support/journey-test';
import { E2E_PORT } from './playwright.config';
import { acceptInvitation, answer, issueQuote, type QuotedOfficer } from './support/applicant';
import { graphqlFromPage } from './support/calculator-applicant';
import { confirmTheOfficers, signTheQuote } from './support/identity-check';
import { expectAWayOn, landingsAt, openEveryAddress, openSignedOut, pathOf } from './support/every-address';

/**
 * Every journey page survives the browser's Back, Forward and reload, a double click and a deep link
 * opened signed out (decision 2084): a completed step opens read-only with Continue to the step the
 * application is at; a step out of order goes to that step; and no page shows the generic error
 * dialog, a blank page, or a page with no way on.
 *
 * Authorised Officer (1) of an AU company: the home, the quote review and business details, before,
 * at and after their step, and after the session ends or the quote is sent on. Authorised Officer (2):
 * their home, and every address opened, signed in and signed out. Every address is opened too at the
 * moments the other journeys reach: approved and ready to sign (the credit check), finished for both
 * officers (the signing journeys), and a calculator applicant at the ID check (its credit application).
 */

const PASSWORD = 'Back-and-reload-48';
const ORIGIN = `http://au.localhost:${E2E_PORT}`;
const HARBOUR_CITY_PLUMBING = {
  companySearch: 'Harbour City Plumbing',
  companyName: 'Harbour City Plumbing Pty Ltd',
  registeredAddressSearch: 'George Street Sydney',
  contactNumber: '02 9876 5432',
};

const anOfficer = (stamp: string, signing: QuotedOfficer['signing']): QuotedOfficer => ({
  org: 'org-au-demo',
  firstName: 'Ava',
  lastName: 'Brooks',
  email: `ava.${stamp}@harbour-plumbing.example`,
  mobile: '0412345678',
  quoteRef: `Q-BR-${stamp}`.slice(0, 40),
  signing,
});

/** The application's status, as the server keeps it. */
async function statusOf(page: Page): Promise<string | undefined> {
  const answer = await graphqlFromPage<{
    getVehicleApplication: { vehicleApplication: { scoreboard: { status: string } } | null };
  }>(page, 'query { getVehicleApplication { vehicleApplication { scoreboard { status } } } }', {});
  return answer.data?.getVehicleApplication.vehicleApplication?.scoreboard.status;
}

/** The page again, after the browser reloads it. */
async function reloadAndLook(page: Page) {
  await page.reload();
  await expectAWayOn(page);
}

/** A completed step: read-only, under the notice, with Continue and nothing that writes. */
async function expectCompleted(page: Page) {
  await expect(page.getByText('You have completed this step.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  for (const writes of ['Accept Quote & Continue', 'Proceed to Credit Application', 'Next', 'Save & Close']) {
    await expect(page.getByRole('button', { name: writes, exact: true })).toHaveCount(0);
  }
  await expectAWayOn(page);
}

/** The business, the officer (the only one) and the credit application with a personal guarantee. */
async function completeBusinessDetails(page: Page) {
  // A double click confirms the business once.
  await confirmTheOfficers(page, HARBOUR_CITY_PLUMBING, undefined, 'dblclick');
  await expectAWayOn(page);

  // Reloaded half way, the page is the same step, as saved.
  await reloadAndLook(page);
  const finance = await fillTheCreditApplication(page);
  // A double click submits the credit application once and moves on once.
  await finance.getByRole('button', { name: 'Next' }).dblclick();
}

/**
 * The credit application, after the business and the officer are confirmed, up to its last Next: the
 * entity's details and the cashflow saved, the finance details filled in. Returns the finance details.
 */
async function fillTheCreditApplication(page: Page) {
  const legalAddress = page.getByLabel(/^Registered Business Address/);
  await legalAddress.fill('George Street Sydney');
  await expect(
    page.getByRole('listbox', { name: 'Suggested addresses' }).getByRole('option').first(),
  ).toBeVisible();
  await legalAddress.press('ArrowDown');
  await legalAddress.press('Enter');
  await expect(legalAddress).toHaveValue(/George Street, Sydney NSW 2000$/);
  await page.getByLabel(/^Business Contact Number/).fill('02 9876 5432');
  await page.getByRole('button', { name: 'Next' }).dblclick();

  const cashflow = page.getByRole('region', { name: /Business Cashflow Details/ });
  await page.getByLabel(/^Annual Revenue/).fill('2400000');
  await cashflow.getByRole('button', { name: 'Next' }).click();
  await expectAWayOn(page);

  const finance = page.getByRole('region', { name: /Other Details & Personal Guarantee/ });
  await finance.getByLabel(/^Current number of business vehicles/).fill('6');
  await finance.getByLabel(/^Number of employees/).fill('40');
  await answer(finance, 'Are you planning to lease more vehicles in the next 6 months?', 'No');
  await answer(finance, 'Will you provide a personal guarantee?', 'Yes');
  return finance;
}

/**
 * Holds back every request for the page's scripts matching `url` until `release()`: the page's code
 * is as slow to arrive as the test needs, with no timer to race.
 */
async function holdBack(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(url, async (route) => {
    held += 1;
    await released;
    // A request of a document since left has nobody to answer.
    await route.continue().catch(() => undefined);
  });
  return { release, held: () => held };
}

test.describe('the journey, gone back and forward in, reloaded and opened by address', () => {
  test('the home, the signed quote and business details: reloaded, gone back to, and opened signed out', async ({
    page,
    browser,
  }) => {
    test.slow();
    const officer = anOfficer(`${Date.now()}a`, 'electronic');
    const applicationId = await issueQuote(officer);
    await acceptInvitation(page, ORIGIN, officer.email, PASSWORD);

    // The home, reloaded.
    await expect(page).toHaveURL(pathOf(applicationId));
    await expectAWayOn(page);
    await reloadAndLook(page);

    // Business details before the quote is accepted: the home, whose Proceed starts the journey.
    await page.goto(`/applications/${applicationId}/businessDetails`);
    await expect(page).toHaveURL(pathOf(applicationId));
    await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();

    // The quote review at its step: reloaded, left by Back and come back to by Forward.
    await page.getByRole('button', { name: 'Proceed' }).dblclick();
    await expect(page).toHaveURL(pathOf(applicationId, 'orderVerification'));
    await expect(page.getByRole('button', { name: 'Accept Quote & Continue' })).toBeVisible();
    await reloadAndLook(page);
    await page.goBack();
    await expect(page).toHaveURL(pathOf(applicationId));
    await expectAWayOn(page);
    await page.goForward();
    await expect(page).toHaveURL(pathOf(applicationId, 'orderVerification'));
    await expect(page.getByRole('button', { name: 'Accept Quote & Continue' })).toBeVisible();

    // A step ahead of the application goes to the step it is at.
    await page.goto(`/applications/${applicationId}/businessDetails`);
    await expect(page).toHaveURL(pathOf(applicationId, 'orderVerification'));
    await expectAWayOn(page);

    // The quote signed; business details at its step.
    await page.getByRole('button', { name: 'Accept Quote & Continue' }).click();
    const signing = page.frameLocator('iframe[title="Quote signing"]');
    await signing.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(page).toHaveURL(pathOf(applicationId, 'businessDetails'));
    await expectAWayOn(page);

    // Back to the signed quote: read-only, Continue to business details.
    await page.goto(`/applications/${applicationId}/orderVerification`);
    await expectCompleted(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(pathOf(applicationId, 'businessDetails'));

    await completeBusinessDetails(page);
    await expect(page).toHaveURL(pathOf(applicationId, 'approvals'));
    await expect(page.getByRole('dialog', { name: 'Oops! There seems to be an issue' })).toHaveCount(0);
    // The credit application was submitted once, and the application is at the ID check.
    await expect.poll(() => statusOf(page)).toBe('approvals');

    // Back from the ID check to business details: read-only, reloaded read-only, Continue to the ID check.
    await page.goBack();
    await expect(page).toHaveURL(pathOf(applicationId, 'businessDetails'));
    await expectCompleted(page);
    await expect(page.getByRole('region', { name: 'Authorised Officer (1)' })).toContainText('Ava Brooks');
    await page.reload();
    await expectCompleted(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).dblclick();
    await expect(page).toHaveURL(pathOf(applicationId, 'approvals'));
    await page.goBack();
    await expect(page).toHaveURL(pathOf(applicationId, 'businessDetails'));
    await expectCompleted(page);
    await page.goForward();
    await expect(page).toHaveURL(pathOf(applicationId, 'approvals'));

    // The signed quote, long after: read-only too, Continue to the ID check.
    await page.goto(`/applications/${applicationId}/orderVerification`);
    await expectCompleted(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(pathOf(applicationId, 'approvals'));

    // The home, reloaded at the ID check.
    await page.goto(`/applications/${applicationId}`);
    await reloadAndLook(page);

    // Every address, opened at the ID check: the steps done read-only, the steps ahead at the ID check.
    const atTheIdCheck = landingsAt('approvals', ['orderVerification', 'businessDetails', 'approvals']);
    // Back and Forward through what the sweep opened are walked here, once in the suite (decision 2106).
    await openEveryAddress(page, applicationId, atTheIdCheck, { backAndForward: true });
    await page.goto(`/applications/${applicationId}/businessDetails`);
    await expectCompleted(page);

    // Deep links opened signed out lead, after the sign-in, to the page asked for, by the same rule:
    // the home, a step done (read-only) and a step ahead (the signed quote is done as business details are).
    const { businessDetails, reviewAndSignContract } = atTheIdCheck;
    await openSignedOut(
      browser,
      ORIGIN,
      applicationId,
      { email: officer.email, password: PASSWORD },
      { '': '', businessDetails, reviewAndSignContract },
    );
  });

  test('Back pressed while the ID check’s code is still on its way, as the credit application is submitted: business details, read-only', async ({
    page,
  }) => {
    test.slow();
    const officer = anOfficer(`${Date.now()}h`, 'electronic');
    const applicationId = await issueQuote(officer);
    await acceptInvitation(page, ORIGIN, officer.email, PASSWORD);
    await signTheQuote(page, applicationId, 'electronic');
    await confirmTheOfficers(page, HARBOUR_CITY_PLUMBING);
    await expectAWayOn(page);

    // From here the ID check's code does not arrive until released: the journey's pages are fetched
    // ahead, but a slow connection may still be fetching it when the credit application is submitted.
    // The router then keeps business details on screen, still working, until it arrives (decision 2084).
    const idCheckCode = await holdBack(page, '**/assets/ApprovalsPage-*.js');
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expectAWayOn(page);
    const finance = await fillTheCreditApplication(page);
    await finance.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(pathOf(applicationId, 'approvals'));
    await expect.poll(() => statusOf(page)).toBe('approvals');
    // The address is the ID check's, the page still business details: its code is held back.
    expect(idCheckCode.held()).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Business Details', exact: true }).first()).toBeVisible();

    // Back now returns to the page still on screen: it shows the step done, read-only, never the
    // credit application open for writing to a step the server has closed.
    await page.goBack();
    await expect(page).toHaveURL(pathOf(applicationId, 'businessDetails'));
    await expectCompleted(page);

    // The code arrives: Continue leads to the ID check.
    idCheckCode.release();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(pathOf(applicationId, 'approvals'));
    await expectAWayOn(page);
  });

  test('a quote signed on paper: Proceed to Credit Application, then Back to the quote and a reload', async ({
    page,
  }) => {
    test.slow();
    const officer = anOfficer(`${Date.now()}w`, 'wet');
    const applicationId = await issueQuote(officer);
    await acceptInvitation(page, ORIGIN, officer.email, PASSWORD);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(pathOf(applicationId, 'orderVerification'));

    // A deep link, signed out, to a step ahead: after the sign-in, the step the application is at.
    await openSignedOut(
      page.context().browser()!,
      ORIGIN,
      applicationId,
      { email: officer.email, password: PASSWORD },
      { businessDetails: 'orderVerification' },
    );

    await page.getByRole('button', { name: 'Proceed to Credit Application' }).dblclick();
    await expect(page).toHaveURL(pathOf(applicationId, 'businessDetails'));
    await expectAWayOn(page);
    await expect.poll(() => statusOf(page)).toBe('businessDetails');

    await page.goBack();
    await expect(page).toHaveURL(pathOf(applicationId, 'orderVerification'));
    await expectCompleted(page);
    await reloadAndLook(page);
    await expectCompleted(page);
    await page.goForward();
    await expect(page).toHaveURL(pathOf(applicationId, 'businessDetails'));
    await expectAWayOn(page);
    await reloadAndLook(page);

    // The session ends (its cookie is gone): a reload shows the login, no error dialog, and the
    // sign-in leads back to the same page.
    await page.context().clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Your session has ended.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Oops! There seems to be an issue' })).toHaveCount(0);
    await page.getByLabel('E-mail').fill(officer.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(pathOf(applicationId, 'businessDetails'));
    await expectAWayOn(page);
  });

  test('after the quote is sent to another officer, a reload shows the login without an error dialog, and the next sign-in says where the quote went', async ({
    page,
  }) => {
    test.slow();
    const stamp = `${Date.now()}r`;
    const officer = anOfficer(stamp, 'wet');
    const applicationId = await issueQuote(officer);
    await acceptInvitation(page, ORIGIN, officer.email, PASSWORD);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(pathOf(applicationId, 'orderVerification'));
    await page.getByRole('button', { name: 'Send the quote to another authorised officer' }).click();
    const form = page.getByRole('region', { name: 'Send the quote to another authorised officer' });
    await form.getByLabel('First name').fill('Priya');
    await form.getByLabel('Last name').fill('Nair');
    await form.getByLabel('Email').fill(`priya.${stamp}@harbour-plumbing.example`);
    await form.getByLabel('Mobile number').fill('0498 765 432');
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Quote sent' })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Oops! There seems to be an issue' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

    // Signed in again: the dashboard says where the quote went.
    await page.getByLabel('E-mail').fill(officer.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByText('You sent your quote to Priya Nair, who will review and approve it.'),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Oops! There seems to be an issue' })).toHaveCount(0);
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page.getByText('You sent your quote to Priya Nair')).toHaveCount(0);
  });

  test('Authorised Officer (2): their home reloaded, and Authorised Officer (1)’s steps opened by address, signed in and signed out', async ({
    page,
    browser,
  }) => {
    test.slow();
    const stamp = `${Date.now()}s`;
    const officer = anOfficer(stamp, 'wet');
    const second = { firstName: 'Tom', lastName: 'Avery', email: `tom.${stamp}@harbour-plumbing.example` };
    const applicationId = await issueQuote(officer);
    await acceptInvitation(page, ORIGIN, officer.email, PASSWORD);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'Proceed to Credit Application' }).click();
    await expect(page).toHaveURL(pathOf(applicationId, 'businessDetails'));

    // Authorised Officer (1) confirms the business and themselves and names Authorised Officer (2).
    await confirmTheOfficers(page, HARBOUR_CITY_PLUMBING, { ...second, mobile: '0498 765 432' }, 'dblclick');
    const officer2 = page.getByRole('region', { name: 'Authorised Officer (2)' });
    await expectAWayOn(page);
    await reloadAndLook(page);
    await expect(officer2.getByText('Invited')).toBeVisible();

    // Authorised Officer (2), in a browser of their own.
    const context = await browser.newContext();
    const secondPage = await context.newPage();
    await acceptInvitation(secondPage, ORIGIN, second.email, PASSWORD);
    await expect(secondPage).toHaveURL(pathOf(applicationId));
    await expectAWayOn(secondPage);
    await reloadAndLook(secondPage);

    // Every address leads to their home, whose Proceed starts their ID check: Authorised Officer (1)'s
    // steps are not theirs, and theirs has not started.
    await openEveryAddress(secondPage, applicationId, landingsAt(''));
    await expect(secondPage.getByRole('button', { name: 'Proceed' })).toBeVisible();
    await context.close();

    // Opened signed out: their own step, not started, leads home (the sweep above shows Authorised
    // Officer (1)'s steps do too).
    await openSignedOut(
      browser,
      ORIGIN,
      applicationId,
      { email: second.email, password: PASSWORD },
      { approvals: '' },
    );
  });
});
