import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page, type TestInfo } from './support/journey-test';
import { E2E_PORT } from './playwright.config';
import { acceptInvitation, acceptPaperSigning, issueQuote, look, mailSubjectsTo } from './support/applicant';
import { APPROVED_AU_COMPANY, openWhenApproved, reachTheContractReadyToSign } from './support/credit-check';
import { giveTheBankAccount } from './support/direct-debit';
import { landingsAt, openEveryAddress } from './support/every-address';
import { signTheQuote, specimenHolder, type CompanyOfficer } from './support/identity-check';
import { completeBusinessDetails, passIdentityCheck, submitForCredit } from './support/through-the-api';

/**
 * Signing the lease (journey §2 'Review and sign contract', §4, §5; decisions 1700 to 1702): an AU
 * company's two officers and a witness sign electronically; an AU sole trader signs the guarantee on
 * paper and the contract electronically with a witness; an NZ
 * company signs on paper: downloads, e-mails, is refused a blank page, uploads, deletes before
 * submitting, submits, is refused a delete afterwards, and the lease is finished once the support desk
 * accepts the documents (decision 2030). What comes before the signing (business details, ID checks,
 * the credit check) is arranged through the API (decision 2106).
 */

const PASSWORD = 'Contract-sign-2026';
const AU_ORIGIN = `http://au.localhost:${E2E_PORT}`;
const NZ_ORIGIN = `http://nz.localhost:${E2E_PORT}`;

/** A document as the officer brings it back: the portal's own PDF, printed, signed and scanned. */
const signedCopyOf = async (download: Download, name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: await readFile(await download.path()),
});

/** A page with nothing on it: the portal refuses it as a signed document (decision 2030). */
const blankPdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
  ),
});

const CORNER_BEAN_CAFE: CompanyOfficer = {
  soleTrader: true,
  companySearch: 'Corner Bean Cafe',
  companyName: 'The Corner Bean Cafe',
  registeredAddressSearch: 'George Street Sydney',
  contactNumber: '02 9876 5432',
};

const KIWI_FREIGHT: CompanyOfficer = {
  companySearch: 'Kiwi Freight Solutions',
  companyName: 'Kiwi Freight Solutions Limited',
  registeredAddressSearch: 'Queen Street Auckland',
  contactNumber: '09 555 1234',
};

// Desktops at 1366×768, as the other journeys look at them; phones at 390×844 where a page is looked at.
test.use({ viewport: { width: 1366, height: 768 } });

/** The sandbox's signing page in the full-screen dialog: Sign, and the dialog closes. */
/** Authorised Officer (1) names the witness beside them, someone other than the officers (decision 2047). */
async function nameTheWitness(page: Page, testInfo?: TestInfo) {
  const dialog = page.getByRole('dialog', { name: 'Your witness' });
  if (testInfo) {
    // Looked at once it has faded in: half-faded text fails the contrast check it would pass.
    await expect(dialog).toBeVisible();
    await expect(page.locator('.bp6-overlay-appear-active, .bp6-overlay-enter-active')).toHaveCount(0);
    await look(page, testInfo, 'witness-dialog');
  }
  await dialog.getByLabel("Witness's full name").fill('Wiremu Tane');
  await dialog.getByLabel("Witness's e-mail address").fill('wiremu.tane@neighbours.example');
  await dialog.getByLabel("Witness's address").fill('14 Kauri Street, Auckland 1010');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}

async function signInTheDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Sign your lease documents' });
  await dialog
    .frameLocator('iframe[title="Lease signing"]')
    .getByRole('button', { name: 'Sign', exact: true })
    .click();
  await expect(dialog).toBeHidden();
}

test('an AU sole trader signs the guarantee on paper, then the contract with a witness, to finished', async ({
  page,
}, testInfo) => {
  test.slow();
  const stamp = `${Date.now()}`;
  const officer = {
    org: 'org-au-demo' as const,
    origin: AU_ORIGIN,
    password: PASSWORD,
    firstName: 'Jane',
    lastName: 'Citizen',
    email: `jane.${stamp}@corner-bean.example`,
    mobile: '0412345678',
    quoteRef: `Q-SIGN-${stamp}`,
    signing: 'electronic' as const,
  };
  const applicationId = await reachTheContractReadyToSign(page, officer, CORNER_BEAN_CAFE);
  await page.getByRole('button', { name: 'Sign Lease' }).click();
  // The account to debit comes before the documents go out (decision 2081).
  await giveTheBankAccount(page, 'AU', 'The Corner Bean Cafe');

  // The guarantee first: downloaded, signed on paper and uploaded; signing before that is refused.
  const documents = page.getByRole('region', { name: 'Lease Documents' });
  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download Personal Guarantee' }).click();
  const guarantee = await download;
  expect(guarantee.suggestedFilename()).toBe('Personal Guarantee.pdf');
  const contract = page.getByRole('region', { name: 'Contract Documents' });
  await contract.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText('Please upload The Personal Guarantee at first!')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await look(page, testInfo, 'combination-before-upload');

  await page
    .getByLabel('Upload signed Personal Guarantee')
    .setInputFiles(await signedCopyOf(guarantee, 'guarantee signed.pdf'));
  await expect(page.getByText('guarantee signed.pdf')).toBeVisible();

  // The contract: Authorised Officer (1) signs, then the witness beside them (decision 1701).
  const rows = contract.getByRole('list', { name: 'Signatures' });
  await expect(rows.getByRole('listitem')).toHaveText([
    /Authorised Officer \(1\)\s*Sign/,
    /Witness\s*pending/,
  ]);
  await look(page, testInfo, 'combination-contract-documents');
  await rows.getByRole('button', { name: 'Sign' }).click();
  await signInTheDialog(page);
  await expect(rows.getByRole('listitem')).toHaveText([
    /Authorised Officer \(1\)\s*completed/,
    /Witness\s*Sign/,
  ]);
  await rows.getByRole('button', { name: 'Sign' }).click();
  await nameTheWitness(page, testInfo);
  await signInTheDialog(page);

  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
});

test('an NZ company signs on paper: download, e-mail, a blank page refused, upload, delete, submit, then finished once the desk accepts', async ({
  page,
  context,
}, testInfo) => {
  test.slow();
  const stamp = `${Date.now()}`;
  const officer = {
    org: 'org-nz-demo' as const,
    origin: NZ_ORIGIN,
    password: PASSWORD,
    // The holder of the NZ specimen licence, which they scan (decision 2080).
    ...specimenHolder('NZ'),
    email: `aroha.${stamp}@kiwi-freight.example`,
    mobile: '0211234567',
    quoteRef: `Q-WET-${stamp}`,
    signing: 'wet' as const,
  };
  const applicationId = await reachTheContractReadyToSign(page, officer, KIWI_FREIGHT);
  await page.getByRole('button', { name: 'Review & Sign Contract' }).click();
  // The documents wait for the account: the Direct Debit document is printed with it (decision 2097).
  await expect(page.getByText(/ready to download once the bank account is saved/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lease Documents' })).toHaveCount(0);
  await giveTheBankAccount(page, 'NZ', 'Kiwi Freight Solutions Limited');

  const documents = page.getByRole('region', { name: 'Lease Documents' });
  await expect(documents.getByRole('listitem')).toHaveText([
    /Document Instructions/,
    /Motor Vehicle Leasing Terms & Conditions/,
    /Deed of Guarantee & Indemnity/,
    /Direct Debit/,
  ]);
  const download = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download Motor Vehicle Leasing Terms & Conditions' }).click();
  expect((await download).suggestedFilename()).toBe('Terms and Conditions.pdf');
  // Download All is one PDF pack; each document to sign comes from its own button.
  const pack = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download All' }).click();
  expect((await pack).suggestedFilename()).toBe('Lease Documents.pdf');
  const all = new Map<string, Download>();
  for (const [button, file] of [
    ['Document Instructions', 'Document Instructions.pdf'],
    ['Motor Vehicle Leasing Terms & Conditions', 'Terms and Conditions.pdf'],
    ['Deed of Guarantee & Indemnity', 'Deed of Guarantee.pdf'],
    ['Direct Debit', 'Direct Debit.pdf'],
  ] as const) {
    const one = page.waitForEvent('download');
    await documents.getByRole('button', { name: `Download ${button}`, exact: true }).click();
    all.set(file, await one);
  }
  const signed = (document: string, name: string) => signedCopyOf(all.get(document)!, name);

  await documents.getByRole('button', { name: 'Email to me: Deed of Guarantee & Indemnity' }).click();
  await expect(documents.getByRole('button', { name: 'Sent: Deed of Guarantee & Indemnity' })).toBeVisible();
  const emailAll = documents.getByLabel('Email All');
  await emailAll.fill('not-an-address');
  await emailAll.blur();
  await expect(documents.getByText('Field needs to be an email address')).toBeVisible();
  const accountant = `books.${stamp}@kiwi-freight.example`;
  await emailAll.fill(accountant);
  await documents.getByRole('button', { name: 'Send' }).click();
  await expect(documents.getByRole('button', { name: 'Sent' }).last()).toBeVisible();
  await look(page, testInfo, 'wet-documents');

  // The mail carries the four PDFs (read in the development outbox).
  const outbox = await context.newPage();
  await outbox.goto(`${NZ_ORIGIN}/dev/outbox/?to=${encodeURIComponent(accountant)}`);
  await outbox.getByRole('link').first().click();
  for (const name of [
    'Document Instructions.pdf',
    'Terms and Conditions.pdf',
    'Deed of Guarantee.pdf',
    'Direct Debit.pdf',
  ]) {
    await expect(outbox.getByRole('link', { name })).toBeVisible();
  }
  await outbox.close();

  // Upload the signed documents: a blank page is refused; one is deleted and uploaded again.
  const uploads = page.getByRole('region', { name: 'Upload Signed Documents' });
  const submit = uploads.getByRole('button', { name: 'Submit & Complete' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Upload signed Direct Debit').setInputFiles(blankPdf('blank scan.pdf'));
  await expect(
    page.getByText('This PDF has only blank pages. Please upload the signed document with its signatures.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(uploads.getByText('blank scan.pdf')).toBeHidden();
  await page
    .getByLabel('Upload signed Motor Vehicle Leasing Terms & Conditions')
    .setInputFiles(await signed('Terms and Conditions.pdf', 'terms signed.pdf'));
  await expect(uploads.getByText('terms signed.pdf')).toBeVisible();
  await page
    .getByLabel('Upload signed Deed of Guarantee & Indemnity')
    .setInputFiles(await signed('Deed of Guarantee.pdf', 'deed signed.pdf'));
  await expect(uploads.getByText('deed signed.pdf')).toBeVisible();
  await page
    .getByLabel('Upload signed Direct Debit')
    .setInputFiles(await signed('Document Instructions.pdf', 'wrong page.pdf'));
  await expect(uploads.getByText('wrong page.pdf')).toBeVisible();
  // NZ needs no quote (decision 1700): the three required documents are enough.
  await expect(submit).toBeEnabled();
  await uploads.getByRole('button', { name: 'Delete Direct Debit' }).click();
  await expect(uploads.getByText('wrong page.pdf')).toBeHidden();
  await expect(submit).toBeDisabled();
  await page
    .getByLabel('Upload signed Direct Debit')
    .setInputFiles(await signed('Direct Debit.pdf', 'debit signed.pdf'));
  await expect(uploads.getByText('debit signed.pdf')).toBeVisible();
  await look(page, testInfo, 'wet-uploads');
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}$`));

  // Afterwards the documents are submitted and stay while staff check them: the lease is not finished
  // yet, and a delete is refused with the specification's alert.
  await expect(page.getByRole('heading', { name: 'Application in progress' })).toBeVisible();
  await page.goto(`${NZ_ORIGIN}/applications/${applicationId}/reviewAndSignContract`);
  // Signing under way: a reload opens the signing screen itself.
  await expect(page.getByRole('button', { name: 'Documents Submited' })).toBeDisabled();
  await expect(page.getByRole('status').getByText('Our team is checking them')).toBeVisible();
  await look(page, testInfo, 'wet-submitted');
  await page.getByRole('button', { name: 'Delete Direct Debit' }).click();
  await expect(page.getByText('Sorry unable to delete!, File is already submitted!')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('debit signed.pdf')).toBeVisible();

  // The support desk accepts the signed documents: the lease is finished.
  await acceptPaperSigning(applicationId, 'Terms, deed and direct debit signed by the officer');
  await page.goto(`${NZ_ORIGIN}/applications/${applicationId}`);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
});

/** A company without a personal guarantee, its statements given: the sandbox approves it at once. */
const BLUE_GUM_WITH_STATEMENTS: CompanyOfficer = { ...APPROVED_AU_COMPANY, withoutGuarantee: true };

test('an AU company signs electronically: Authorised Officer (1), their witness, then Authorised Officer (2), to finished', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const stamp = `${Date.now()}`;
  const officer = {
    org: 'org-au-demo' as const,
    ...specimenHolder('AU'),
    email: `mia.${stamp}@harbour-plumbing.example`,
    mobile: '0412345678',
    quoteRef: `Q-DIGI-${stamp}`,
    signing: 'electronic' as const,
  };
  const second = {
    // The holder of the second AU specimen: each officer scans a licence in their own name (decision 2080).
    ...specimenHolder('AU_VIC'),
    email: `tom.${stamp}@harbour-plumbing.example`,
    mobile: '0498765432',
  };
  const applicationId = await issueQuote(officer);
  await acceptInvitation(page, AU_ORIGIN, officer.email, PASSWORD);
  // Up to the signing, what other journeys are about is arranged through the API (decision 2106):
  // both officers' ID checks, the review submitted, on hold until Authorised Officer (2)'s check
  // sends it again.
  await signTheQuote(page, applicationId, 'electronic');
  await completeBusinessDetails(page, applicationId, BLUE_GUM_WITH_STATEMENTS, second);
  await passIdentityCheck(page, applicationId, 'AU');
  await submitForCredit(page, applicationId);

  // Authorised Officer (2) on a phone of their own.
  const theirs = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await acceptInvitation(theirs, AU_ORIGIN, second.email, PASSWORD);
  await expect(theirs).toHaveURL(new RegExp(`/applications/${applicationId}$`));
  await passIdentityCheck(theirs, applicationId, 'AU_VIC', 'secondary');
  await submitForCredit(theirs, applicationId, 'resubmit');

  // The credit service approves (statements, no guarantee): Authorised Officer (1) signs, then their witness.
  await openWhenApproved(page, AU_ORIGIN, applicationId);
  await page.getByRole('button', { name: 'Sign Lease' }).click();
  await giveTheBankAccount(page, 'AU', 'Blue Gum Logistics Pty Ltd');
  const rows = page.getByRole('list', { name: 'Signatures' });
  await expect(rows.getByRole('listitem')).toHaveText([
    /Authorised Officer \(1\)\s*Sign/,
    /Authorised Officer \(2\)\s*pending/,
    /Witness\s*pending/,
  ]);
  await look(page, testInfo, 'digital-rows');
  await rows.getByRole('button', { name: 'Sign' }).click();
  await signInTheDialog(page);
  await expect(rows.getByRole('listitem')).toHaveText([
    /Authorised Officer \(1\)\s*completed/,
    /Authorised Officer \(2\)\s*pending/,
    /Witness\s*Sign/,
  ]);
  // Authorised Officer (2) signs after the witness, as the envelope is routed: not yet their turn.
  await theirs.goto(`${AU_ORIGIN}/applications/${applicationId}/reviewAndSignContract`);
  await expect(theirs.getByRole('list', { name: 'Signatures' }).getByRole('listitem')).toHaveText([
    /Authorised Officer \(1\)\s*completed/,
    /Authorised Officer \(2\)\s*You can sign once Authorised Officer \(1\) and any witness have signed\.\s*pending/,
    /Witness\s*pending/,
  ]);
  await expect(theirs.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
  await look(theirs, testInfo, 'digital-secondary-waiting');
  await rows.getByRole('button', { name: 'Sign' }).click();
  await nameTheWitness(page);
  await signInTheDialog(page);
  await expect(rows.getByRole('listitem')).toHaveText([
    /Authorised Officer \(1\)\s*completed/,
    /Authorised Officer \(2\)\s*pending/,
    /Witness\s*completed/,
  ]);

  // Authorised Officer (2) signs their own row only; the lease is then finished for both.
  await theirs.goto(`${AU_ORIGIN}/applications/${applicationId}/reviewAndSignContract`);
  const theirRows = theirs.getByRole('list', { name: 'Signatures' });
  await expect(theirRows.getByRole('listitem')).toHaveText([
    /Authorised Officer \(1\)\s*completed/,
    /Authorised Officer \(2\)\s*Sign/,
    /Witness\s*completed/,
  ]);
  await look(theirs, testInfo, 'digital-secondary-phone');
  await theirRows.getByRole('button', { name: 'Sign' }).click();
  await signInTheDialog(theirs);
  await expect(theirs).toHaveURL(new RegExp(`/applications/${applicationId}$`));
  await page.goto(`${AU_ORIGIN}/applications/${applicationId}`);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  // The finished home gives the signed documents: the e-signature service's copy, a PDF (decision 2091).
  const signed = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download signed documents' }).click();
  expect((await signed).suggestedFilename()).toBe('Signed_Lease_Documents.pdf');
  expect((await readFile(await (await signed).path())).subarray(0, 5).toString()).toBe('%PDF-');

  // Each officer heard of each milestone once, in the organisation's words (decision 2082): the
  // milestone mails are sent by jobs, so the outbox is read until the last of them is there.
  const outbox = await page.context().newPage();
  // Each subject as it begins: the business is named with its number, '… Pty Ltd (ABN …)'.
  const once = (subjects: string[], subject: string) =>
    subjects.filter((kept) => kept.startsWith(subject)).length;
  const complete = 'Your lease with Southern Cross Fleet is complete';
  const toOfficer1 = [
    'Your application is waiting for Authorised Officer (2)',
    'We have received your application for a vehicle lease with Southern Cross Fleet',
    'Your application is approved: your lease is ready to sign',
    complete,
  ];
  const toOfficer2 = [
    `Your turn to sign the lease for ${BLUE_GUM_WITH_STATEMENTS.companyName} (ABN`,
    complete,
  ];
  for (const [address, milestones] of [
    [officer.email, toOfficer1],
    [second.email, toOfficer2],
  ] as const) {
    await expect
      .poll(async () => {
        const subjects = await mailSubjectsTo(outbox, AU_ORIGIN, address);
        return milestones.map((subject) => `${subject}: ${once(subjects, subject)}`);
      })
      .toEqual(milestones.map((subject) => `${subject}: 1`));
  }
  await outbox.close();

  // Every address of the finished lease leads each officer to their finished home, Authorised
  // Officer (1)'s quote and business details read-only (decision 2084).
  await openEveryAddress(page, applicationId, landingsAt('', ['orderVerification', 'businessDetails']));
  await openEveryAddress(theirs, applicationId, landingsAt(''));
  await theirs.context().close();
});
