import { expect, test, type Page } from './support/journey-test';
import { E2E_PORT } from './playwright.config';
import { acceptInvitation, DESKTOP, issueQuote as issueQuoteFor, look, PHONE } from './support/applicant';
import { pressEscapeInDialog } from './support/dialogs';

/**
 * Handing the application on (journey §2, §4, §6): staff issue a quote with `lease-admin application
 * create`; the officer sends it to another authorised officer from the quote review, is told their
 * access is removed and logs out; the nominee sets a password from their invitation and is welcomed as
 * the nominated officer. Then an AU company's officer confirms the business and themselves on the
 * business details step, says there is a second officer and names them, and the credit application
 * opens. Each journey at one size, each page looked at in both.
 */

const PASSWORD = 'Officer-handover-48';

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

const ORIGIN = `http://au.localhost:${E2E_PORT}`;

/** A wet-signing quote issued by staff for the officer. */
const issueQuote = (officer: Person, quoteRef: string) =>
  issueQuoteFor({ ...officer, org: 'org-au-demo', quoteRef, signing: 'wet' });

/** From the invitation to the home. */
const signIn = (page: Page, person: Person) => acceptInvitation(page, ORIGIN, person.email, PASSWORD);

async function fillOfficer(scope: ReturnType<Page['getByRole']>, person: Person) {
  await scope.getByLabel('First name').fill(person.firstName);
  await scope.getByLabel('Last name').fill(person.lastName);
  await scope.getByLabel('Email').fill(person.email);
  await scope.getByLabel('Mobile number').fill(person.mobile);
}

/** Chooses a business in the Company Lookup and confirms it with an industry, sub division and sub group. */
async function chooseBusiness(page: Page, scope: ReturnType<Page['getByRole']>, name: string) {
  const lookup = page.getByRole('dialog', { name: 'Company Lookup' });
  if (!(await lookup.isVisible()))
    await scope.getByRole('button', { name: /Company Lookup|Change business/ }).click();
  await lookup.getByLabel('ABN or company name').fill(name);
  await lookup.getByRole('radio', { name }).check();
  await lookup.getByRole('button', { name: 'Select' }).click();
  await expect(lookup).toBeHidden();
  await scope.getByLabel('Industry').selectOption({ label: 'Construction' });
  await scope.getByLabel('Sub Division').selectOption({ label: 'Building Construction' });
  await scope.getByLabel('Sub Group').selectOption({ index: 1 });
}

test.describe(`on a ${DESKTOP.name}`, () => {
  const size = DESKTOP;
  test.use({ viewport: size.viewport });

  test('the officer sends the quote to another authorised officer, who is welcomed as the nominated officer', async ({
    page,
  }, testInfo) => {
    test.slow();
    const stamp = `${Date.now()}${size.name}`;
    const officer: Person = {
      firstName: 'Jordan',
      lastName: 'Tran',
      email: `jordan.${stamp}@harbour-plumbing.example`,
      mobile: '0412345678',
    };
    const nominee: Person = {
      firstName: 'Priya',
      lastName: 'Nair',
      email: `priya.${stamp}@harbour-plumbing.example`,
      mobile: '0498 765 432',
    };
    const applicationId = await issueQuote(officer, `Q-RA-${stamp}`.slice(0, 40));
    await signIn(page, officer);
    await expect(page.getByRole('heading', { name: 'Welcome Jordan' })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/orderVerification$`));

    await page.getByRole('button', { name: 'Who is an authorised officer?' }).click();
    const info = page.getByRole('dialog', { name: 'Who is an authorised officer?' });
    await expect(info).toContainText('For a company, a director or company secretary.');
    await look(page, testInfo, '1-who-is-an-officer');
    await pressEscapeInDialog(page);
    await expect(info).toBeHidden();

    await page.getByRole('button', { name: 'Send the quote to another authorised officer' }).click();
    const form = page.getByRole('region', { name: 'Send the quote to another authorised officer' });
    await fillOfficer(form, { ...nominee, email: officer.email.toUpperCase() });
    await form.getByLabel('Mobile number').blur();
    await expect(form.getByText('You can not reassigne the quote yourself')).toBeVisible();
    await look(page, testInfo, '2-reassign-form');
    await form.getByLabel('Email').fill(nominee.email);
    await form.getByRole('button', { name: 'Send', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Quote sent' });
    await expect(dialog).toContainText('Your access to this application has been removed.');
    await pressEscapeInDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveCount(1);
    await look(page, testInfo, '3-access-removed');
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);

    await signIn(page, nominee);
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
    await expect(page.getByRole('heading', { name: 'Welcome Priya' })).toBeVisible();
    await expect(page.getByText('You have been nominated as an authorised officer')).toBeVisible();
    // The nominated officer's home is the one applicant-quote.spec.ts looks at.
  });
});

test.describe(`on a ${PHONE.name}`, () => {
  const size = PHONE;
  test.use({ viewport: size.viewport });

  test('an AU company officer confirms the business and themselves, names Authorised Officer (2), and the credit application opens', async ({
    page,
  }, testInfo) => {
    test.slow();
    const stamp = `${Date.now()}${size.name}b`;
    const officer: Person = {
      firstName: 'Daniel',
      lastName: 'Morris',
      email: `daniel.${stamp}@harbour-plumbing.example`,
      mobile: '0412345678',
    };
    const applicationId = await issueQuote(officer, `Q-BD-${stamp}`.slice(0, 40));
    await signIn(page, officer);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'Proceed to Credit Application' }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/businessDetails$`));
    await expect(page.getByRole('heading', { name: 'Business Details & Credit Application' })).toBeVisible();
    const officer1 = page.getByRole('region', { name: 'Authorised Officer (1)' });
    await look(page, testInfo, 'b1-business-details');

    await officer1.getByRole('button', { name: 'Company Lookup' }).click();
    const lookup = page.getByRole('dialog', { name: 'Company Lookup' });
    await lookup.getByLabel('ABN or company name').fill('zzzzqq');
    await expect(lookup.getByText('Result is empty.')).toBeVisible();
    await lookup.getByLabel('ABN or company name').fill('Harbour City Plumbing');
    await lookup.getByRole('radio', { name: 'Harbour City Plumbing Pty Ltd' }).check();
    await look(page, testInfo, 'b2-company-lookup');
    await lookup.getByRole('button', { name: 'Select' }).click();
    await expect(lookup).toBeHidden();

    await expect(officer1.getByText('Daniel Morris', { exact: true }).first()).toBeVisible();
    await officer1.getByLabel('Industry').selectOption({ label: 'Construction' });
    await officer1.getByLabel('Sub Division').selectOption({ label: 'Building Construction' });
    await officer1.getByLabel('Sub Group').selectOption({ index: 1 });
    await look(page, testInfo, 'b3-business-chosen');
    await officer1.getByRole('button', { name: 'Confirm' }).click();

    const question = officer1.getByRole('group', {
      name: 'Do you wish to continue as the nominated Authorised Officer?',
    });
    await question.getByText('Yes').click();
    await officer1
      .getByRole('group', { name: 'Does the business have more than 1 Authorised Officer?' })
      .getByText('Yes', { exact: true })
      .click();
    await look(page, testInfo, 'b4-confirm-primary');
    await officer1.getByRole('button', { name: 'Confirm & Continue' }).click();
    await expect(officer1.getByText('Confirmed', { exact: true })).toBeVisible();

    const officer2 = page.getByRole('region', { name: 'Authorised Officer (2)' });
    await fillOfficer(officer2, {
      firstName: 'Priya',
      lastName: 'Nair',
      email: `priya.${stamp}@harbour-plumbing.example`,
      mobile: '0498765432',
    });
    await officer2.getByText('Company Secretary').click();
    await look(page, testInfo, 'b5-nominate-secondary');
    await officer2.getByRole('button', { name: 'Continue' }).click();
    await expect(officer2.getByText('Company Secretary')).toBeVisible();
    await expect(officer2.getByText('Invited')).toBeVisible();
    await expect(page.getByText('The credit application opens once')).toBeHidden();
    await look(page, testInfo, 'b6-credit-application');
  });
});

test.describe(`on a ${DESKTOP.name}`, () => {
  const size = DESKTOP;
  test.use({ viewport: size.viewport });

  test('a partnership is told the team will be in touch; the officer changes the business, then nominates someone else and is logged out', async ({
    page,
  }, testInfo) => {
    test.slow();
    const stamp = `${Date.now()}${size.name}c`;
    const officer: Person = {
      firstName: 'Mark',
      lastName: 'Hennessy',
      email: `mark.${stamp}@riverina-agri.example`,
      mobile: '0412345678',
    };
    const applicationId = await issueQuote(officer, `Q-NA-${stamp}`.slice(0, 40));
    await signIn(page, officer);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'Proceed to Credit Application' }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/businessDetails$`));
    const officer1 = page.getByRole('region', { name: 'Authorised Officer (1)' });

    await chooseBusiness(page, officer1, 'Riverina Agricultural Services');
    await officer1.getByRole('button', { name: 'Confirm' }).click();
    const notice = page.getByRole('dialog', { name: 'Thank you' });
    await expect(notice).toContainText(
      'Thank you, due to your entity type our team has been alerted and will be in contact to progress your application quickly.',
    );
    await expect(notice.getByRole('button', { name: 'Confirm & Logout' })).toBeVisible();
    await look(page, testInfo, 'c1-entity-type-not-allowed');
    await notice.getByRole('button', { name: 'Change' }).click();
    await expect(page.getByRole('dialog', { name: 'Company Lookup' })).toBeVisible();

    await chooseBusiness(page, officer1, 'Harbour City Plumbing Pty Ltd');
    await officer1.getByRole('button', { name: 'Confirm' }).click();
    await officer1
      .getByRole('group', { name: 'Do you wish to continue as the nominated Authorised Officer?' })
      .getByText('No', { exact: true })
      .click();
    const nominee: Person = {
      firstName: 'Craig',
      lastName: 'Doyle',
      email: `craig.${stamp}@harbour-plumbing.example`,
      mobile: '0411 222 333',
    };
    await fillOfficer(officer1, nominee);
    await look(page, testInfo, 'c2-nomination-form');
    await officer1.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Authorised Officer' });
    await expect(dialog).toContainText('We have sent Craig Doyle an invitation');
    await look(page, testInfo, 'c3-new-applicant');
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
  });
});
