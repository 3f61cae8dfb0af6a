import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { specimenImage, SPECIMENS, type CompanyOfficer, type SecondOfficer } from './identity-check';

/**
 * The steps a journey is not about, arranged through the portal's API as the page's own scripts send
 * them, from the signed-in officer's page and session (decision 2106): the same mutations, the same
 * server rules and the same state a customer leaves behind, without the clicks. Each of these steps is
 * driven in the browser by the journeys about it (the decision's table says which).
 */

interface Answer<T> {
  data?: T;
  errors?: { message: string }[];
}

/** A call from the page, as its own scripts make them; a refusal fails the journey with its words. */
export async function callFromThePage<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await page.evaluate(
    async ([q, v]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return response.json() as Promise<Answer<unknown>>;
    },
    [query, variables] as const,
  );
  expect(answer.errors, query.slice(0, 80)).toBeUndefined();
  return answer.data as T;
}

const regionOf = (page: Page) => (new URL(page.url()).hostname.startsWith('nz.') ? 'NZ' : 'AU');

const WRITE = `mutation ($applicationId: ID!, $params: PropertyUpdateInput!) {
  createOrUpdateProperty(applicationId: $applicationId, params: $params) { status message } }`;

/** One write to the application, as the steps' forms send them; '200' is success. */
async function write(page: Page, applicationId: string, params: Record<string, unknown>) {
  const { createOrUpdateProperty } = await callFromThePage<{ createOrUpdateProperty: { status: string } }>(
    page,
    WRITE,
    { applicationId, params },
  );
  expect(createOrUpdateProperty.status, JSON.stringify(params).slice(0, 80)).toBe('200');
}

/** A file uploaded as the page uploads it: a signed URL granted, the bytes put there, the file saved. */
async function upload(
  page: Page,
  applicationId: string,
  file: { name: string; mimeType: string; bytes: Buffer; kind?: string },
) {
  return page.evaluate(
    async ([query, name, mimeType, base64, kind, application]) => {
      const call = async (q: string, variables: Record<string, unknown>) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: q, variables }),
        });
        const answer = (await response.json()) as Answer<Record<string, { uuid: string; signedUrl: string }>>;
        if (answer.errors) throw new Error(answer.errors[0]!.message);
        return answer.data!;
      };
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const described = {
        fileName: name,
        mimeType,
        size: bytes.length,
        applicationId: application,
        ...(kind ? { kind } : {}),
      };
      const { getSignedUrl } = await call(query.grant, { file: described });
      const put = await fetch(getSignedUrl!.signedUrl, {
        method: 'PUT',
        headers: { 'content-type': mimeType },
        body: bytes,
      });
      if (!put.ok) throw new Error(`the upload of ${name} answered ${put.status}`);
      await call(query.save, { file: { ...described, uuid: getSignedUrl!.uuid } });
      return { uuid: getSignedUrl!.uuid, fileName: name, mimeType };
    },
    [
      {
        grant:
          'mutation ($file: FileInput!) { getSignedUrl(file: $file, shouldUpload: false) { uuid signedUrl } }',
        save: 'mutation ($file: FileInput!) { saveFile(file: $file) { uuid } }',
      },
      file.name,
      file.mimeType,
      file.bytes.toString('base64'),
      file.kind,
      applicationId,
    ] as const,
  );
}

/** A small but real PDF: the server checks what the bytes are, not only the name. */
const STATEMENTS_PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Business Details as Authorised Officer (1) completes them (what `confirmTheOfficers` and the credit
 * application's three steps do in the browser): the business found in the register, confirmed with
 * an industry; themselves confirmed; Authorised Officer (2) named (and invited by mail), or none; the
 * register's address confirmed with the contact number; the revenue; the other details with a
 * guarantee, or without one and a statement uploaded. The application is then at the ID check.
 */
export async function completeBusinessDetails(
  page: Page,
  applicationId: string,
  company: CompanyOfficer,
  second?: SecondOfficer,
) {
  const region = regionOf(page);
  const { getBusinessInfo } = await callFromThePage<{ getBusinessInfo: { rows: { name: string }[] } }>(
    page,
    `query ($param: String!, $region: Region!) { getBusinessInfo(param: $param, region: $region) {
      rows { name abn status postCode stateCode entityType registerNumber } } }`,
    { param: company.companySearch, region },
  );
  const business = getBusinessInfo.rows.find((row) => row.name === company.companyName);
  expect(business, `${company.companyName} in the register`).toBeDefined();
  // Construction, Building Construction, its first sub group: as the journeys choose in the browser.
  await write(page, applicationId, {
    propertyFirst: 'entityDetails',
    entityObj: business,
    entityDetails: { industry: 'E', subDivision: '30', subGroup: '301' },
  });
  const moreThanOne = company.soleTrader ? '' : second ? 'yes' : 'no';
  await callFromThePage(
    page,
    `mutation ($more: String) { selectPrimaryApplicant(isCurrentUserPrimary: true, vehicleApplicationStatus: $more) {
      status } }`,
    { more: moreThanOne },
  );
  if (second) {
    await callFromThePage(
      page,
      `mutation ($type: String!, $info: ApplicantInfoInput!) { selectSecondaryApplicant(applicantType: $type,
        userInfo: $info) { status } }`,
      {
        type: second.role ?? 'director',
        info: {
          firstName: second.firstName,
          lastName: second.lastName,
          email: second.email,
          phone: second.mobile.replace(/\s/g, ''),
        },
      },
    );
  }

  const { fullAddress, subPremise, streetNo, streetName, suburb, state, postCode, country } =
    await registeredAddress(page, region, company.registeredAddressSearch);
  await write(page, applicationId, {
    propertyFirst: 'businessDetails',
    propertySecond: 'entityDetails',
    value: {
      companyLegalAddress: fullAddress,
      tradingAddressSame: true,
      tradingAddress: fullAddress,
      businessContactNumber: company.contactNumber.replace(/\s/g, ''),
      businessWebsite: '',
      subPremise: subPremise ?? '',
      streetNo: streetNo ?? '',
      streetName: streetName ?? '',
      suburb: suburb ?? '',
      state: state ?? '',
      postCode: postCode ?? '',
      country: country ?? (region === 'AU' ? 'Australia' : 'New Zealand'),
      countryCode: region,
    },
  });
  await write(page, applicationId, {
    propertyFirst: 'businessDetails',
    propertySecond: 'annualRevenue',
    value: '2400000',
  });
  const statements = company.withoutGuarantee
    ? [
        await upload(page, applicationId, {
          name: 'Financial statements FY2024 and FY2025.pdf',
          mimeType: 'application/pdf',
          bytes: STATEMENTS_PDF,
        }),
      ]
    : [];
  await write(page, applicationId, {
    propertyFirst: 'businessDetails',
    propertySecond: 'financeDetails',
    financeDetails: {
      currentFleetSize: '6',
      numberOfEmployees: '40',
      purchaseMoreVehicles: 'no',
      howManyVehicles: 0,
      // The limit the slider starts at: the quote's drive-away price.
      valueOfApplication: 58990,
      maximum: false,
      fileUrls: statements,
      ...(company.soleTrader ? {} : { personalGuarantee: company.withoutGuarantee ? 'no' : 'yes' }),
      completed: 'yes',
    },
  });
}

type AddressParts = Record<
  'subPremise' | 'streetNo' | 'streetName' | 'suburb' | 'state' | 'postCode' | 'country',
  string | null | undefined
>;

/**
 * The registered address as the customer confirms it: the register's, filled in when the business was
 * confirmed (decision 2086), or, where the register gives none (the ABR, decision 2110), the first the
 * address lookup suggests for what the customer types.
 */
async function registeredAddress(
  page: Page,
  region: 'AU' | 'NZ',
  search: string,
): Promise<AddressParts & { fullAddress: string }> {
  const { getVehicleApplication } = await callFromThePage<{
    getVehicleApplication: {
      vehicleApplication: { scoreboard: { businessDetails: { entityDetails: AddressParts } } };
    };
  }>(
    page,
    `query { getVehicleApplication { vehicleApplication { scoreboard { businessDetails { entityDetails {
      subPremise streetNo streetName suburb state postCode country countryCode } } } } } }`,
  );
  const registered = getVehicleApplication.vehicleApplication.scoreboard.businessDetails.entityDetails;
  if (registered.streetNo) {
    const { subPremise, streetNo, streetName, suburb, state, postCode } = registered;
    const fullAddress = `${subPremise ? `${subPremise}/` : ''}${streetNo} ${streetName}, ${suburb} ${
      region === 'AU' ? `${state?.toUpperCase()} ` : ''
    }${postCode}`;
    return { ...registered, fullAddress };
  }
  const { addressSuggestions } = await callFromThePage<{ addressSuggestions: { id: string }[] }>(
    page,
    'query ($query: String!, $countries: [Region!]!) { addressSuggestions(query: $query, countries: $countries) { id } }',
    { query: search, countries: [region] },
  );
  const { addressDetails } = await callFromThePage<{
    addressDetails: AddressParts & { fullAddress: string };
  }>(
    page,
    `query ($id: ID!) { addressDetails(id: $id) {
      fullAddress subPremise streetNo streetName suburb state postCode country } }`,
    { id: addressSuggestions[0]!.id },
  );
  return addressDetails;
}

/** What the ID form sends for each specimen once its scan filled it and the officer confirmed it. */
const CONFIRMED_DETAILS: Record<'AU' | 'AU_VIC' | 'NZ', Record<string, string>> = {
  AU: {
    middleName: 'Alexandra',
    currentAddress: '42 Harbour Street, Sydney NSW 2000',
    streetNo: '42',
    streetName: 'Harbour Street',
    suburb: 'Sydney',
    state: 'NSW',
    postCode: '2000',
    country: 'Australia',
    countryCode: 'AU',
    driversLicenceExpiry: '21/07/2031',
    driversLicenceState: 'nsw',
    driversCardNumber: '2012345678',
  },
  AU_VIC: {
    middleName: 'Oliver',
    currentAddress: '10 Collins Street, Melbourne VIC 3000',
    streetNo: '10',
    streetName: 'Collins Street',
    suburb: 'Melbourne',
    state: 'VIC',
    postCode: '3000',
    country: 'Australia',
    countryCode: 'AU',
    driversLicenceExpiry: '28/02/2030',
    driversLicenceState: 'vic',
    driversCardNumber: 'P1234567',
  },
  NZ: {
    middleName: 'James',
    currentAddress: '1 Lambton Quay, Wellington Central, Wellington 6011',
    streetNo: '1',
    streetName: 'Lambton Quay',
    suburb: 'Wellington Central',
    postCode: '6011',
    country: 'New Zealand',
    countryCode: 'NZ',
    driversLicenceExpiry: '09/01/2033',
    version: '321',
  },
};

/**
 * The ID check as `passIdentityCheckWithSpecimen` passes it in the browser: the specimen's front and
 * back uploaded to the portal, which sends them on to the identity-scan service (decision 2119), the passed scan kept for the
 * officer (their name matched), and the details it read confirmed. Authorised Officer (2) first opens
 * their step, as their home's Proceed does.
 */
export async function passIdentityCheck(
  page: Page,
  applicationId: string,
  which: keyof typeof SPECIMENS,
  role: 'primary' | 'secondary' = 'primary',
) {
  if (role === 'secondary') {
    await write(page, applicationId, { propertyFirst: 'statusSecondary', value: 'approvals' });
  }
  const specimen = SPECIMENS[which];
  const sides = [
    ['Front', (await readFile(specimenImage(specimen.front))).toString('base64')],
    ['Back', (await readFile(specimenImage(specimen.back))).toString('base64')],
  ] as const;
  // Through the portal, as the scan dialog uploads them: the browser holds no token of the service.
  const journey = await page.evaluate(
    async ([id, images]) => {
      let journeyId = '';
      for (const [side, base64] of images) {
        const query = journeyId ? `?journeyId=${encodeURIComponent(journeyId)}` : '';
        const response = await fetch(`/identity-scan/applications/${id}/sides/${side}${query}`, {
          method: 'POST',
          headers: { 'Content-Type': 'image/png' },
          body: Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
          credentials: 'same-origin',
        });
        if (!response.ok) throw new Error(`the ${side} answered ${response.status}`);
        const submitted = (await response.json()) as { journeyId: string; accepted: boolean };
        if (!submitted.accepted) throw new Error(`the ${side} was not accepted`);
        journeyId = submitted.journeyId;
      }
      return journeyId;
    },
    [applicationId, sides] as const,
  );
  const { saveDrivingLicense } = await callFromThePage<{ saveDrivingLicense: { status: string } }>(
    page,
    `mutation ($applicationId: ID!, $role: ApplicantRole!, $journeyId: ID) { saveDrivingLicense(
      applicationId: $applicationId, params: [], applicantType: $role, journeyId: $journeyId) { status } }`,
    { applicationId, role, journeyId: journey },
  );
  expect(saveDrivingLicense.status).toBe('200');
  await write(page, applicationId, {
    propertyFirst: role === 'primary' ? 'primaryApplicant' : 'secondaryApplicant',
    propertySecond: 'idScanResult',
    idScanResult: {
      firstName: specimen.firstName,
      lastName: specimen.lastName,
      dob: specimen.dob,
      driversLicenceNumber: specimen.licenceNumber,
      ...CONFIRMED_DETAILS[which],
    },
  });
}

/**
 * The application sent to the credit service as the review's Confirm & Submit sends it (the privacy
 * notice confirmed first), or as Authorised Officer (2)'s confirmed ID check sends it again.
 */
export async function submitForCredit(
  page: Page,
  applicationId: string,
  as: 'review' | 'resubmit' = 'review',
) {
  if (as === 'review') {
    await write(page, applicationId, {
      propertyFirst: 'primaryApplicant',
      propertySecond: 'privacyConsent',
      value: 'confirmed',
    });
  }
  await callFromThePage(
    page,
    `mutation ($payload: CreditCheckSubmissionInput!) { submitCreditCheck(payload: $payload) { status } }`,
    { payload: as === 'review' ? { applicationId, testing: 'accept' } : { applicationId } },
  );
}
