import { expect, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { completeBusinessDetails } from './through-the-api';

/**
 * The approvals step as applicants go through it: the ID check with the sandbox's specimen licences
 * (decision 1630, `adapters/partners/src/identity-scan/specimens/README.md`), and the review's consent
 * and submission. Shared by the journeys that go on to the credit check and the signing.
 */

const specimens = fileURLToPath(
  new URL('../../../../adapters/partners/src/identity-scan/specimens/', import.meta.url),
);
export const specimenImage = (name: string) => `${specimens}${name}`;

/** The specimens' files and what the ID form shows after their scan. */
export const SPECIMENS = {
  AU: {
    front: 'au-nsw-front.png',
    back: 'au-nsw-back.png',
    firstName: 'Jane',
    lastName: 'Citizen',
    dob: '14/03/1985',
    licenceNumber: '12345678',
    cardNumber: '2012345678',
  },
  /** A second AU card, for a second officer: a scanned licence must be in its officer's name (decision 2080). */
  AU_VIC: {
    front: 'au-vic-front.png',
    back: 'au-vic-back.png',
    firstName: 'Liam',
    lastName: 'Sample',
    dob: '02/11/1990',
    licenceNumber: '098765432',
    cardNumber: 'P1234567',
  },
  NZ: {
    front: 'nz-front.png',
    back: 'nz-back.png',
    firstName: 'Wiremu',
    lastName: 'Sample',
    dob: '09/01/1982',
    licenceNumber: 'DL123456',
    version: '321',
  },
} as const;

/** The approvals step's ID check section. */
export const idCheckSection = (page: Page) => page.getByRole('region', { name: /ID Check$/ });

/** From the landing, Continue opens the scan; each side's photo is chosen from the device. */
export async function scanLicence(page: Page, front: string, back?: string) {
  await idCheckSection(page).getByRole('button', { name: 'Continue' }).click();
  const frontSide = page.getByRole('dialog', { name: 'Front of your licence' });
  await frontSide.getByLabel('Choose a photo of the front').setInputFiles(specimenImage(front));
  if (!back) return;
  const backSide = page.getByRole('dialog', { name: 'Back of your licence' });
  await backSide.getByLabel('Choose a photo of the back').setInputFiles(specimenImage(back));
}

/** The officer who holds a specimen licence: the journeys name their officers so (decision 2080). */
export const specimenHolder = (specimen: keyof typeof SPECIMENS) => ({
  firstName: SPECIMENS[specimen].firstName,
  lastName: SPECIMENS[specimen].lastName,
});

/** The date of birth confirmed (the red field, decision 2080), Next, then Confirm on 'Are you sure your details are correct?'. */
export async function confirmIdDetails(page: Page) {
  await page.getByText('I confirm my birth date above is correct').click();
  await page.getByRole('button', { name: 'Next' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your details' });
  await expect(confirm.getByText('Are you sure your details are correct?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
}

/**
 * From the approvals landing to the confirmed details: a specimen licence (the region's, or another
 * of the region's for a second officer) scanned front and back, the form prefilled with what the scan
 * read, and confirmed. The officer must be named as the card's holder (`specimenHolder`). The primary
 * then sees the review; Authorised Officer (2) goes on to sign.
 */
export async function passIdentityCheckWithSpecimen(page: Page, which: keyof typeof SPECIMENS) {
  const specimen = SPECIMENS[which];
  await scanLicence(page, specimen.front, specimen.back);
  await expect(page.getByLabel('First Name')).toHaveValue(specimen.firstName);
  await expect(page.getByLabel('Last Name')).toHaveValue(specimen.lastName);
  await expect(page.getByLabel('Date of Birth')).toHaveValue(specimen.dob);
  await expect(page.getByLabel('Drivers Licence No.')).toHaveValue(specimen.licenceNumber);
  await confirmIdDetails(page);
}

/** The review's privacy notice read and confirmed, and the declarations agreed to. */
export async function consentToReview(page: Page) {
  await page.getByRole('button', { name: 'Review Privacy Collection Notice & Consent' }).click();
  const notice = page.getByRole('dialog', { name: 'Privacy Collection Notice and Consent' });
  await expect(
    notice.getByRole('heading', { name: 'Identity verification and biometric information' }),
  ).toBeVisible();
  await notice.getByRole('button', { name: 'Confirm' }).click();
  await expect(notice).toBeHidden();
  const submit = page.getByRole('button', { name: 'Confirm & Submit' });
  await expect(submit).toBeDisabled();
  await page.getByText('I agree with the declarations above').click();
  await expect(submit).toBeEnabled();
}

/** The privacy dialog, the declaration, then Confirm & Submit (the credit check's submission). */
export async function consentAndSubmitReview(page: Page) {
  await consentToReview(page);
  await page.getByRole('button', { name: 'Confirm & Submit' }).click();
}

export interface CompanyOfficer {
  /** A sole trader is asked neither about more officers nor about a guarantee (journey §2). */
  soleTrader?: boolean;
  /** No guarantee: confirmed in its dialog, and a financial statement uploaded instead (journey §4). */
  withoutGuarantee?: boolean;
  /** What the officer types as the business's contact number. */
  contactNumber: string;
  registeredAddressSearch: string;
  companySearch: string;
  companyName: string;
}

/** Authorised Officer (2) as Authorised Officer (1) names them. */
export interface SecondOfficer {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  /** The role an NZ company types in 'Other' (NZ has no Director radio); without it, a director. */
  role?: string;
}

/**
 * A single officer of a company, signed in on their home, through the quote (signed electronically, or
 * downloaded to sign on paper) in the browser and the business details through the API (the steps
 * applicant-company-journey.spec.ts takes in the browser) to the approvals step.
 */
export function reachApprovalsAsTheOnlyOfficer(
  page: Page,
  applicationId: string,
  company: CompanyOfficer,
  quote: 'electronic' | 'wet' = 'electronic',
) {
  return reachApprovals(page, applicationId, company, undefined, quote);
}

/** The same with Authorised Officer (2) named (a director, or their NZ role), and so invited by mail. */
export function reachApprovalsWithASecondOfficer(
  page: Page,
  applicationId: string,
  company: CompanyOfficer,
  second: SecondOfficer,
) {
  return reachApprovals(page, applicationId, company, second);
}

/**
 * Business Details' first part, as Authorised Officer (1) does it: the business found in the Company
 * Lookup with its industry, confirmed; themselves confirmed as the officer; and Authorised Officer (2)
 * named and invited, or no second officer (a sole trader is not asked). `confirm` clicks the buttons
 * that save (a double click proves one save).
 */
export async function confirmTheOfficers(
  page: Page,
  company: CompanyOfficer,
  second?: SecondOfficer,
  confirm: 'click' | 'dblclick' = 'click',
) {
  const officer1 = page.getByRole('region', { name: 'Authorised Officer (1)' });
  await officer1.getByRole('button', { name: 'Company Lookup' }).click();
  const lookup = page.getByRole('dialog', { name: 'Company Lookup' });
  await lookup.getByLabel(/ABN or company name|NZBN or company name/).fill(company.companySearch);
  await lookup.getByRole('radio', { name: company.companyName }).check();
  await lookup.getByRole('button', { name: 'Select' }).click();
  await expect(lookup).toBeHidden();
  await officer1.getByLabel('Industry').selectOption({ label: 'Construction' });
  await officer1.getByLabel('Sub Division').selectOption({ label: 'Building Construction' });
  await officer1.getByLabel('Sub Group').selectOption({ index: 1 });
  await officer1.getByRole('button', { name: 'Confirm' })[confirm]();
  await officer1
    .getByRole('group', { name: 'Do you wish to continue as the nominated Authorised Officer?' })
    .getByText('Yes')
    .click();
  if (!company.soleTrader) {
    await officer1
      .getByRole('group', { name: 'Does the business have more than 1 Authorised Officer?' })
      .getByText(second ? 'Yes' : 'No', { exact: true })
      .click();
  }
  await officer1.getByRole('button', { name: 'Confirm & Continue' }).click();
  await expect(officer1.getByText('Confirmed', { exact: true })).toBeVisible();
  if (second) {
    const officer2 = page.getByRole('region', { name: 'Authorised Officer (2)' });
    await officer2.getByLabel('First name').fill(second.firstName);
    await officer2.getByLabel('Last name').fill(second.lastName);
    await officer2.getByLabel('Email').fill(second.email);
    await officer2.getByLabel('Mobile number').fill(second.mobile);
    if (second.role) await officer2.getByLabel(/^Other/).fill(second.role);
    else await officer2.getByText('Director', { exact: true }).click();
    await officer2.getByRole('button', { name: 'Continue' })[confirm]();
    await expect(officer2.getByText('Invited')).toBeVisible();
  }
}

/**
 * From the officer's home, the quote as the officer takes it in the browser: signed in the signing
 * view, or downloaded to sign on paper; business details open next.
 */
export async function signTheQuote(page: Page, applicationId: string, quote: 'electronic' | 'wet') {
  await page.getByRole('button', { name: 'Proceed' }).click();
  if (quote === 'wet') {
    // A quote signed on paper is downloaded; the credit application opens next.
    await page.getByRole('button', { name: 'Proceed to Credit Application' }).click();
  } else {
    await page.getByRole('button', { name: 'Accept Quote & Continue' }).click();
    await page
      .frameLocator('iframe[title="Quote signing"]')
      .getByRole('button', { name: 'Sign', exact: true })
      .click();
  }
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/businessDetails$`));
}

async function reachApprovals(
  page: Page,
  applicationId: string,
  company: CompanyOfficer,
  second?: SecondOfficer,
  quote: 'electronic' | 'wet' = 'electronic',
) {
  await signTheQuote(page, applicationId, quote);
  // Business Details are what other journeys are about (decision 2106): arranged through the API.
  await completeBusinessDetails(page, applicationId, company, second);
  await page.goto(`${new URL(page.url()).origin}/applications/${applicationId}/approvals`);
  await expect(page).toHaveURL(new RegExp(`/applications/${applicationId}/approvals$`));
}
