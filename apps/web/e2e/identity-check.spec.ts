import { expect, test, type Page, type TestInfo } from './support/journey-test';
import { E2E_PORT } from './playwright.config';
import { landingsAt, openEveryAddress } from './support/every-address';
import { acceptInvitation, checkIdentity, DESKTOP, issueQuote, look } from './support/applicant';
import {
  confirmIdDetails,
  consentAndSubmitReview,
  consentToReview,
  idCheckSection,
  passIdentityCheckWithSpecimen,
  specimenHolder,
  reachApprovalsAsTheOnlyOfficer,
  reachApprovalsWithASecondOfficer,
  scanLicence,
  specimenImage,
} from './support/identity-check';

/**
 * The approvals step of an AU company's only officer: the ID check with the sandbox's specimen NSW
 * licence, then the Application Review (an inline edit, the privacy notice, the declarations); and a
 * scan that fails its quality checks, which falls back to the manual upload and the details form.
 */

const PASSWORD = 'Identity-check-48';
const ORIGIN = `http://au.localhost:${E2E_PORT}`;
const COMPANY = {
  companySearch: 'Harbour City Plumbing',
  companyName: 'Harbour City Plumbing Pty Ltd',
  registeredAddressSearch: 'George Street Sydney',
  contactNumber: '02 9876 5432',
};

async function anOfficerAtApprovals(
  page: Page,
  stamp: string,
  name: { firstName: string; lastName: string } = specimenHolder('AU'),
) {
  const officer = {
    org: 'org-au-demo' as const,
    ...name,
    email: `jane.${stamp}@harbour-plumbing.example`,
    mobile: '0412345678',
    quoteRef: `Q-ID-${stamp}`.slice(0, 40),
    signing: 'electronic' as const,
  };
  const applicationId = await issueQuote(officer);
  await acceptInvitation(page, ORIGIN, officer.email, PASSWORD);
  await reachApprovalsAsTheOnlyOfficer(page, applicationId, COMPANY);
  return applicationId;
}

/** The scan step by step on a desktop: a card number refused, Edit keeping the form, then Confirm. */
async function scanAndConfirmWithCorrections(page: Page, testInfo: TestInfo) {
  await idCheckSection(page).getByRole('button', { name: 'Continue' }).click();
  const front = page.getByRole('dialog', { name: 'Front of your licence' });
  await look(page, testInfo, '2-scan-front');
  await front.getByLabel('Choose a photo of the front').setInputFiles(specimenImage('au-nsw-front.png'));
  await page
    .getByRole('dialog', { name: 'Back of your licence' })
    .getByLabel('Choose a photo of the back')
    .setInputFiles(specimenImage('au-nsw-back.png'));
  await expect(page.getByLabel('First Name')).toHaveValue('Jane');
  await expect(page.getByLabel('Card No.')).toHaveValue('2012345678');
  await expect(page.getByLabel('State/Territory')).toHaveValue('nsw');
  await expect(page.getByLabel('Current Residential Address')).toHaveValue(/42 Harbour Street/);
  // A card number that does not fit NSW is refused by the form, with the specification's words.
  await page.getByLabel('Card No.').fill('12345');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('invalid card number')).toBeVisible();
  await expect(page.getByLabel('Card No.')).toBeFocused();
  await page.getByLabel('Card No.').fill('2012345678');
  // The date of birth is the red field to confirm (decision 2080): Next takes the focus to its box.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('I confirm my birth date above is correct')).toBeFocused();
  await page.getByText('I confirm my birth date above is correct').click();
  await look(page, testInfo, '3-details');
  await page.getByRole('button', { name: 'Next' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your details' });
  await confirm.getByRole('button', { name: 'Edit' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByLabel('First Name')).toHaveValue('Jane');
  await page.getByRole('button', { name: 'Next' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
}

test.describe(`on a ${DESKTOP.name}`, () => {
  const size = DESKTOP;
  test.use({ viewport: size.viewport });

  test('an AU company officer passes the scan with the specimen licence and reviews the application', async ({
    page,
  }, testInfo) => {
    test.slow();
    const applicationId = await anOfficerAtApprovals(page, `${Date.now()}${size.name}`);

    // The landing: the requirements, the notice, and the agreement ticked by default.
    await expect(page.getByRole('heading', { name: 'ID Check & Application Review' })).toBeVisible();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    const agreement = page.getByRole('checkbox', {
      name: /I have read the Privacy Collection Notice and Consent/,
    });
    await expect(agreement).toBeChecked();
    await expect(page.getByRole('link', { name: /Privacy Collection Notice and Consent/ })).toHaveAttribute(
      'href',
      '/documents/privacy-collection-notice.pdf',
    );
    await page.getByText('I have read the').click();
    await expect(idCheckSection(page).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(page.getByText(/If you do not agree, please contact/)).toBeVisible();
    await page.getByText('I have read the').click();
    await look(page, testInfo, '1-landing');

    await scanAndConfirmWithCorrections(page, testInfo);

    // The review: the business as entered, one field edited inline.
    await expect(page.getByText('Your identity has been verified.')).toBeVisible();
    const review = page.getByRole('region', { name: /Application Review$/ });
    await expect(review.getByText('Harbour City Plumbing Pty Ltd')).toBeVisible();
    await review.getByRole('button', { name: 'Edit Number of Employees' }).click();
    await expect(review.getByRole('button', { name: 'Edit Annual Revenue' })).toBeDisabled();
    const employees = review.getByLabel('Number of Employees', { exact: true });
    await employees.fill('12345');
    await review.getByRole('button', { name: 'Save Number of Employees' }).click();
    await expect(review.getByText('Field is invalid. A maximum of 4 numbers is permitted')).toBeVisible();
    await employees.fill('45');
    await review.getByRole('button', { name: 'Save Number of Employees' }).click();
    await expect(review.getByRole('button', { name: 'Edit Number of Employees' })).toBeVisible();
    await expect(review.getByText('45', { exact: true })).toBeVisible();
    await look(page, testInfo, '4-review');

    await consentToReview(page);
    await look(page, testInfo, '5-declarations');

    // Reloaded, the step opens at the review: the ID check is not asked again.
    await page.reload();
    await expect(page.getByText('Your identity has been verified.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm & Submit' })).toBeVisible();
    expect(applicationId).toBeTruthy();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a blurred licence fails the scan, the OK leads to the manual upload and on to the details form', async ({
    page,
  }, testInfo) => {
    test.slow();
    await anOfficerAtApprovals(page, `${Date.now()}blur`);

    await scanLicence(page, 'au-nsw-front-blurred.png');
    const alert = page.getByRole('alertdialog');
    await expect(alert.getByText('Error occurred!')).toBeVisible();
    await expect(alert.getByText('We have not been able to capture your details.')).toBeVisible();
    await expect(alert.getByText('The image is blurred')).toBeVisible();
    await look(page, testInfo, 'phone-6-scan-error');
    await alert.getByRole('button', { name: 'OK' }).click();

    const upload = page.getByRole('dialog', { name: 'Upload your driver’s licence' });
    await expect(
      upload.getByText(
        'We have been unable to capture your identification. Please upload a copy of your drivers licence',
      ),
    ).toBeVisible();
    const save = upload.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await upload.getByLabel('Licence front').setInputFiles(specimenImage('au-vic-front.png'));
    await upload.getByLabel('Licence back').setInputFiles(specimenImage('au-vic-back.png'));
    await expect(upload.getByText('au-vic-back.png')).toBeVisible();
    await look(page, testInfo, 'phone-7-manual-upload');
    await save.click();

    // The details form, empty but for today's date of birth: each field red until typed.
    await expect(upload).toBeHidden();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Current Residential Address')).toBeFocused();
    await expect(page.getByText('Please enter your details').first()).toBeVisible();
    await look(page, testInfo, 'phone-8-details-empty');
    // A phone's number pad has no slash: the date takes its slashes as the digits come.
    await page.getByLabel('Date of Birth').fill('');
    await page.getByLabel('Date of Birth').pressSequentially('02111990');
    await expect(page.getByLabel('Date of Birth')).toHaveValue('02/11/1990');

    // Back returns to the landing; the next Continue goes straight to the manual upload (count 1).
    await page.getByRole('button', { name: 'Back' }).click();
    await idCheckSection(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Upload your driver’s licence' })).toBeVisible();
    // Reloaded, the licence uploaded is still kept: the details form opens again (decision 2090), and
    // its Back leads to the landing, whose Continue still goes to the manual upload.
    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await page.getByRole('button', { name: 'Back' }).click();
    await idCheckSection(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Upload your driver’s licence' })).toBeVisible();
  });
});

test.describe('a licence in another name (decision 2080), on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the NSW specimen does not verify Liam Sample: he is told, scans his own licence again and is verified', async ({
    page,
  }, testInfo) => {
    test.slow();
    await anOfficerAtApprovals(page, `${Date.now()}other`, specimenHolder('AU_VIC'));

    // Jane Citizen's licence: refused, and nothing of it reaches the form.
    await scanLicence(page, 'au-nsw-front.png', 'au-nsw-back.png');
    const alert = page.getByRole('alertdialog');
    await expect(alert.getByRole('heading', { name: 'This licence does not match your name' })).toBeVisible();
    await expect(
      alert.getByText(
        "The name on this licence does not match your name. Scan your own driver's licence again, or upload photos of it for our team to check.",
      ),
    ).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Upload my licence instead' })).toBeVisible();
    await look(page, testInfo, 'desktop-name-mismatch');
    await alert.getByRole('button', { name: 'Scan again' }).click();
    await expect(alert).toBeHidden();

    // His own licence, scanned in a new journey: the form has his name, and he is verified.
    const front = page.getByRole('dialog', { name: 'Front of your licence' });
    await front.getByLabel('Choose a photo of the front').setInputFiles(specimenImage('au-vic-front.png'));
    await page
      .getByRole('dialog', { name: 'Back of your licence' })
      .getByLabel('Choose a photo of the back')
      .setInputFiles(specimenImage('au-vic-back.png'));
    await expect(page.getByLabel('First Name')).toHaveValue('Liam');
    await expect(page.getByLabel('Last Name')).toHaveValue('Sample');
    await confirmIdDetails(page);
    await expect(idCheckSection(page).getByText('Your identity has been verified.')).toBeVisible();
  });
});

test.describe('a reload before Confirm, on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the scan is kept: the reloaded page opens the details form filled from it, and Confirm verifies', async ({
    page,
  }) => {
    test.slow();
    await anOfficerAtApprovals(page, `${Date.now()}reload`);
    await scanLicence(page, 'au-nsw-front.png', 'au-nsw-back.png');
    await expect(page.getByLabel('First Name')).toHaveValue('Jane');

    // Reloaded before the form is confirmed: no new scan, the form as the scan filled it.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Front of your licence' })).toBeHidden();
    await expect(page.getByLabel('First Name')).toHaveValue('Jane');
    await expect(page.getByLabel('Middle Name')).toHaveValue('Alexandra');
    await expect(page.getByLabel('Last Name')).toHaveValue('Citizen');
    await expect(page.getByLabel('Date of Birth')).toHaveValue('14/03/1985');
    await expect(page.getByLabel('Card No.')).toHaveValue('2012345678');
    await expect(page.getByLabel('State/Territory')).toHaveValue('nsw');
    await expect(page.getByLabel('Current Residential Address')).toHaveValue(/42 Harbour Street/);
    await confirmIdDetails(page);
    await expect(idCheckSection(page).getByText('Your identity has been verified.')).toBeVisible();

    // Reloaded once confirmed, the check is not asked again.
    await page.reload();
    await expect(idCheckSection(page).getByText('Your identity has been verified.')).toBeVisible();
  });
});

test.describe('a licence staff reject (decision 2090), on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('reopens the ID check: the home and the step say why, and the officer sends their licence again', async ({
    page,
  }) => {
    test.slow();
    const applicationId = await anOfficerAtApprovals(page, `${Date.now()}reject`);

    // A failed scan, then the licence uploaded by hand and the form typed: it waits for staff.
    await scanLicence(page, 'au-nsw-front-blurred.png');
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload your driver’s licence' });
    await upload.getByLabel('Licence front').setInputFiles(specimenImage('au-nsw-front.png'));
    await upload.getByLabel('Licence back').setInputFiles(specimenImage('au-nsw-back.png'));
    await expect(upload.getByText('au-nsw-back.png')).toBeVisible();
    await upload.getByRole('button', { name: 'Save' }).click();
    await expect(upload).toBeHidden();
    await page.getByLabel('First Name').fill('Jane');
    await page.getByLabel('Last Name').fill('Citizen');
    await page.getByLabel('Date of Birth').fill('14/03/1985');
    const address = page.getByLabel('Current Residential Address');
    await address.fill('George Street Sydney');
    await expect(
      page.getByRole('listbox', { name: 'Suggested addresses' }).getByRole('option').first(),
    ).toBeVisible();
    await address.press('ArrowDown');
    await address.press('Enter');
    await page.getByLabel('Drivers Licence No.').fill('12345678');
    await page.getByLabel('Expiry').fill('21/07/2031');
    await page.getByLabel('State/Territory').selectOption('nsw');
    await page.getByLabel('Card No.').fill('2012345678');
    await confirmIdDetails(page);
    await expect(
      idCheckSection(page).getByText(/We have received your licence and it is being checked/),
    ).toBeVisible();

    await checkIdentity(applicationId, 1, 'reject', 'The photo of the front is not of this licence');

    // The home says why and leads back to the ID check.
    await page.goto(`/applications/${applicationId}`);
    const notice = page.getByRole('status').filter({ hasText: 'We need your driver’s licence again' });
    await expect(notice.getByText(/could not accept it, so your identity is not verified yet/)).toBeVisible();
    await notice.getByRole('button', { name: 'Check my identity again' }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/approvals$`));

    // The step asks for the licence again; the details confirmed before fill the form once it is sent.
    await expect(idCheckSection(page).getByText('We need your driver’s licence again')).toBeVisible();
    await idCheckSection(page).getByRole('button', { name: 'Continue' }).click();
    await upload.getByLabel('Licence front').setInputFiles(specimenImage('au-nsw-front.png'));
    await upload.getByLabel('Licence back').setInputFiles(specimenImage('au-nsw-back.png'));
    await expect(upload.getByText('au-nsw-back.png')).toBeVisible();
    await upload.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('Jane');
    await expect(page.getByLabel('Card No.')).toHaveValue('2012345678');
    await confirmIdDetails(page);
    await expect(
      idCheckSection(page).getByText(/We have received your licence and it is being checked/),
    ).toBeVisible();
  });
});

test.describe('Authorised Officer (2) on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('checks their own identity at step 1 of 2 and is told their ID check is complete', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const stamp = `${Date.now()}second`;
    const officer = {
      org: 'org-au-demo' as const,
      firstName: 'Mia',
      lastName: 'Chen',
      email: `mia.${stamp}@harbour-plumbing.example`,
      mobile: '0412345678',
      quoteRef: `Q-ID2-${stamp}`.slice(0, 40),
      signing: 'electronic' as const,
    };
    const second = {
      // The holder of the second AU specimen: a scanned licence must be its officer's (decision 2080).
      ...specimenHolder('AU_VIC'),
      email: `liam.${stamp}@harbour-plumbing.example`,
      mobile: '0498765432',
    };
    const applicationId = await issueQuote(officer);
    await acceptInvitation(page, ORIGIN, officer.email, PASSWORD);
    await reachApprovalsWithASecondOfficer(page, applicationId, COMPANY, second);

    // Authorised Officer (2), in a browser of their own, from their invitation to their ID check.
    const theirs = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
    await acceptInvitation(theirs, ORIGIN, second.email, PASSWORD);
    await theirs.getByRole('button', { name: 'Proceed' }).click();
    await expect(theirs).toHaveURL(new RegExp(`/applications/${applicationId}/approvals$`));
    await expect(theirs.getByRole('heading', { name: 'ID Check', exact: true, level: 1 })).toBeVisible();
    await expect(theirs.getByText('Step 1 of 2')).toBeVisible();
    await expect(theirs.getByRole('region', { name: /Application Review$/ })).toHaveCount(0);
    await look(theirs, testInfo, 'secondary-1-landing');

    await passIdentityCheckWithSpecimen(theirs, 'AU_VIC');
    await expect(theirs).toHaveURL(new RegExp(`/applications/${applicationId}/reviewAndSignContract$`));
    await expect(theirs.getByRole('heading', { name: 'ID Check Complete' })).toBeVisible();

    // Their check is theirs: the primary's step still asks for the primary's own.
    await page.reload();
    await expect(idCheckSection(page).getByRole('button', { name: 'Continue' })).toBeVisible();
    // Back on the approvals address, the secondary goes straight on.
    await theirs.goto(`${ORIGIN}/applications/${applicationId}/approvals`);
    await expect(theirs).toHaveURL(new RegExp(`/applications/${applicationId}/reviewAndSignContract$`));
    // Every address leads them to where they are: ID check complete, the lease still to come (decision 2084).
    await openEveryAddress(theirs, applicationId, landingsAt('reviewAndSignContract'));
    await theirs.context().close();
  });
});

test.describe('an NZ company on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the officer passes the scan with the NZ specimen, its licence version read, consents to the NZ notice and submits', async ({
    page,
  }, testInfo) => {
    test.slow();
    const stamp = `${Date.now()}nz`;
    const origin = `http://nz.localhost:${E2E_PORT}`;
    const officer = {
      org: 'org-nz-demo' as const,
      firstName: 'Wiremu',
      lastName: 'Sample',
      email: `wiremu.${stamp}@kiwi-freight.example`,
      mobile: '0211234567',
      quoteRef: `Q-IDNZ-${stamp}`.slice(0, 40),
      signing: 'electronic' as const,
    };
    const applicationId = await issueQuote(officer);
    await acceptInvitation(page, origin, officer.email, PASSWORD);
    await reachApprovalsAsTheOnlyOfficer(page, applicationId, {
      companySearch: 'Kiwi Freight Solutions',
      companyName: 'Kiwi Freight Solutions Limited',
      registeredAddressSearch: 'Queen Street Auckland',
      contactNumber: '09 555 1234',
    });

    await scanLicence(page, 'nz-front.png', 'nz-back.png');
    await expect(page.getByText('New Zealand Driver’s Licence')).toBeVisible();
    await expect(page.getByLabel('Version')).toHaveValue('321');
    await expect(page.getByLabel('Card No.')).toHaveCount(0);
    await look(page, testInfo, 'nz-phone-1-details');
    await confirmIdDetails(page);

    const review = page.getByRole('region', { name: /Application Review$/ });
    await expect(review.getByText('NZBN')).toBeVisible();
    // The journeys' shared step: consent, declaration, Confirm & Submit sends the credit check.
    await consentAndSubmitReview(page);
    // Where it settles, the contract ready to sign, is looked at by the credit check's journey.
    await expect(page).toHaveURL(
      new RegExp(`/applications/${applicationId}/(approvals-waiting|reviewAndSignContract)$`),
    );
  });
});
