import { defaultOrgProfile } from '../organisation/default-org-profile';
import { AuthoriseApplicant } from '../accounts/authorise-applicant';
import type { User } from '../accounts/user';
import type { ApplicationJourney } from '../application/application-journey';
import type { VehicleApplication } from '../application/vehicle-application';
import type { BusinessLookupRow } from '../business/business-lookup-row';
import { SearchBusinesses } from '../business/search-businesses';
import { InMemoryBusinessRegistry, REGISTERED } from '../business/testing/in-memory-business-registry';
import { InMemoryUploadedFiles } from '../files/testing/in-memory-files';
import type { UploadedFile } from '../files/uploaded-file';
import { industryClassification } from '../industry-classification/industry-classification';
import type { Region } from '../shared/region';
import { STATEMENTS_REQUIRED_MESSAGE, STATEMENT_NOT_YOURS_MESSAGE } from './business-sections';
import { MoveApplication } from './move-application';
import { SetCreditLimit } from './set-credit-limit';
import { InMemoryUnitOfWork } from './testing/in-memory-unit-of-work';
import { aLeaseApplication } from './testing/lease-application.builder';
import { WriteApplicationProperty, type WriteApplicationPropertyCommand } from './write-application-property';

const now = () => new Date('2026-02-01T10:00:00.000Z');
const officer = (id: string, orgId = 'org-1'): User => ({
  id,
  orgId,
  firstName: 'Sam',
  lastName: 'Driver',
  email: `${id}@fleetco.example`,
  region: 'AU',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const primary = officer('user-1');
const secondary = officer('user-2');

const INDUSTRY = { industry: 'E', subDivision: '30', subGroup: '301' };
const CONFIRMED_COMPANY: Partial<ApplicationJourney> = {
  entityDetails: {
    entityName: REGISTERED.company.name,
    abn: REGISTERED.company.abn,
    entityType: 'PRV',
    ...INDUSTRY,
  },
  businessDetails: { entityDetails: { companyLegalName: REGISTERED.company.name } },
};

/** A standard application at business details, primary user-1 and secondary user-2, drive-away 45,000. */
function anApplication(journey: Partial<ApplicationJourney> = {}, region: Region = 'AU'): VehicleApplication {
  const application = aLeaseApplication().withPrimaryStatus('businessDetails').build();
  return {
    ...application,
    journey: {
      ...application.journey,
      primaryApplicant: { userId: 'user-1', confirmed: 'yes' },
      secondaryApplicant: { userId: 'user-2' },
      currentUser: { region },
      leaseDetails: { driveAwayPrice: 45_000 },
      ...journey,
    },
  };
}

function aWorld(
  application: VehicleApplication,
  organisationRegion?: Region,
  rows?: readonly BusinessLookupRow[],
) {
  const uow = new InMemoryUnitOfWork().given(application);
  const registry = new InMemoryBusinessRegistry(rows);
  const files = new InMemoryUploadedFiles();
  const write = new WriteApplicationProperty({
    orgProfiles: {
      ofId: async () => (organisationRegion ? defaultOrgProfile(organisationRegion) : undefined),
    },
    authoriseApplicant: new AuthoriseApplicant({
      ofId: async (id) => structuredClone(uow.applications.get(id)),
    }),
    unitOfWork: uow,
    moveApplication: new MoveApplication(uow, now),
    setCreditLimit: new SetCreditLimit(uow, now),
    searchBusinesses: new SearchBusinesses(registry),
    industries: industryClassification,
    uploadedFiles: files,
    clock: { now },
  });
  const run = (
    command: Omit<WriteApplicationPropertyCommand, 'applicationId' | 'value'> & { value?: unknown },
  ) => write.execute({ applicationId: 'app-1', value: undefined, ...command });
  const stored = () => uow.applications.get('app-1')!;
  const aStatement = (uuid: string, overrides: Partial<UploadedFile> = {}) =>
    files.recordUpload({
      uuid,
      ownerUserId: 'user-1',
      orgId: 'org-1',
      applicationId: 'app-1',
      kind: 'financialStatement',
      contentType: 'application/pdf',
      sizeBytes: 1000,
      uploadedAt: '2026-02-01T09:00:00.000Z',
      fileName: `${uuid}.pdf`,
      savedAt: '2026-02-01T09:01:00.000Z',
      ...overrides,
    });
  return { uow, registry, run, stored, aStatement };
}

const reasonOf = (result: { ok: boolean; error?: { details?: Record<string, unknown> } }) =>
  result.error?.details?.reason;
const fieldsOf = (result: { ok: boolean; error?: { details?: Record<string, unknown> } }) =>
  result.error?.details?.fields;

const confirm = (entityObj: unknown, entityDetails: unknown = INDUSTRY) => ({
  user: primary,
  path: { propertyFirst: 'entityDetails' },
  sections: { entityObj, entityDetails },
});

describe('confirm business (entityDetails with entityObj)', () => {
  it("stores the register's name, number and entity type with the industry, never the browser's, and answers OK", async () => {
    const { run, stored, uow } = aWorld(anApplication());
    const browserRow = { ...REGISTERED.company, name: 'Something Else Pty Ltd', entityType: 'IND' };
    expect(await run(confirm(browserRow))).toEqual({
      ok: true,
      value: { path: 'entityDetails', message: 'OK' },
    });
    const journey = stored().value.journey;
    expect(journey.entityDetails).toEqual({
      entityName: 'Carlton Fleet Services Pty Ltd',
      abn: '51824753556',
      entityType: 'PRV',
      industry: 'E',
      subDivision: '30',
      subGroup: '301',
    });
    expect(journey.companyDetails).toEqual({
      companyName: 'Carlton Fleet Services Pty Ltd',
      companyLegalName: 'Carlton Fleet Services Pty Ltd',
      abn: '51824753556',
    });
    expect(journey.businessDetails?.entityDetails?.companyLegalName).toBe('Carlton Fleet Services Pty Ltd');
    expect(uow.audit).toEqual([
      expect.objectContaining({
        actor: 'customer:user-1',
        action: 'application.business.confirmed',
        details: { entityType: 'PRV', registerStatus: 'Active', region: 'AU' },
      }),
    ]);
  });

  it('stores an NZ business number as the NZBN', async () => {
    const { run, stored } = aWorld(anApplication({}, 'NZ'));
    expect((await run(confirm({ abn: REGISTERED.nzCompany.abn }))).ok).toBe(true);
    expect(stored().value.journey.companyDetails).toEqual({
      companyName: 'Tamaki Digital Limited',
      companyLegalName: 'Tamaki Digital Limited',
      nzbn: '9429000000017',
    });
  });

  it.each([
    ['an AU trust', REGISTERED.trust, 'AU'],
    ['an AU partnership', REGISTERED.partnership, 'AU'],
    ['an NZ partnership', REGISTERED.nzPartnership, 'NZ'],
  ] as const)(
    'answers NOT_ALLOWED for %s, stores it for the team and alerts them in the trail',
    async (_name, row, region) => {
      const { run, stored, uow } = aWorld(anApplication({}, region));
      expect(await run(confirm({ abn: row.abn }))).toEqual({
        ok: true,
        value: { path: 'entityDetails', message: 'NOT_ALLOWED' },
      });
      expect(stored().value.journey.entityDetails?.entityType).toBe(row.entityType);
      expect(uow.audit).toEqual([
        expect.objectContaining({ action: 'application.business.not-allowed', applicationId: 'app-1' }),
      ]);
    },
  );

  it('lets a sole trader apply online', async () => {
    const { run } = aWorld(anApplication());
    expect(await run(confirm({ abn: REGISTERED.soleTrader.abn }))).toMatchObject({
      value: { message: 'OK' },
    });
  });

  it.each([
    [
      {},
      {
        'entityDetails.industry': 'Field is required',
        'entityDetails.subDivision': 'Field is required',
        'entityDetails.subGroup': 'Field is required',
      },
    ],
    [{ industry: 'E', subDivision: '30', subGroup: '' }, { 'entityDetails.subGroup': 'Field is required' }],
    [{ industry: 'Z', subDivision: '30', subGroup: '301' }, { 'entityDetails.industry': 'Field is invalid' }],
    [
      { industry: 'A', subDivision: '30', subGroup: '301' },
      { 'entityDetails.subDivision': 'Field is invalid' },
    ],
    [{ industry: 'E', subDivision: '30', subGroup: '311' }, { 'entityDetails.subGroup': 'Field is invalid' }],
  ])('refuses the industry %j, storing nothing', async (entityDetails, fields) => {
    const { run, stored, registry } = aWorld(anApplication());
    const result = await run(confirm({ abn: REGISTERED.company.abn }, entityDetails));
    expect(result.ok || result.error.code).toBe('BAD_INPUT');
    expect(fieldsOf(result)).toEqual(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [v]])));
    expect(stored().version).toBe(1);
    expect(registry.searches).toEqual([]);
  });

  it("accepts ids with '|' for '/' (journey §7)", async () => {
    const { run } = aWorld(anApplication());
    expect(
      (
        await run(
          confirm({ abn: REGISTERED.company.abn }, { industry: 'E|', subDivision: '30', subGroup: '301' }),
        )
      ).ok,
    ).toBe(false);
    expect(
      (
        await run(
          confirm({ abn: REGISTERED.company.abn }, { industry: ' E ', subDivision: '30', subGroup: '301' }),
        )
      ).ok,
    ).toBe(true);
  });

  it.each([
    ['no row', undefined, { entityObj: ['Field is required'] }],
    ['no number', { name: 'Carlton' }, { 'entityObj.abn': ['Field is required'] }],
    ['letters as the number', { abn: 'ABN 5182' }, { 'entityObj.abn': ['Field needs to be digits'] }],
  ])('refuses %s, storing nothing', async (_name, entityObj, fields) => {
    const { run, stored } = aWorld(anApplication());
    const result = await run(confirm(entityObj));
    expect(fieldsOf(result)).toEqual(fields);
    expect(stored().version).toBe(1);
  });

  it('refuses a number the register does not know, or a number of the other region', async () => {
    const { run, stored } = aWorld(anApplication());
    expect(reasonOf(await run(confirm({ abn: '51824753637' })))).toBe('LEASE_APPLICATION.BUSINESS_NOT_FOUND');
    expect(reasonOf(await run(confirm({ abn: REGISTERED.nzCompany.abn })))).toBe(
      'LEASE_APPLICATION.BUSINESS_NOT_FOUND',
    );
    expect(stored().version).toBe(1);
  });

  it('answers PARTNER_UNAVAILABLE when the register cannot answer, storing nothing', async () => {
    const { run, stored, registry } = aWorld(anApplication());
    registry.failNext = true;
    const result = await run(confirm({ abn: REGISTERED.company.abn }));
    expect(result.ok || result.error.code).toBe('PARTNER_UNAVAILABLE');
    expect(stored().version).toBe(1);
  });

  it("replaces a business changed after confirmation, with the old one's business details; the same one keeps them", async () => {
    const details = {
      entityDetails: {
        companyLegalName: 'Carlton Fleet Services Pty Ltd',
        companyLegalAddress: '1 Lygon Street',
      },
      annualRevenue: '900000',
    };
    const { run, stored } = aWorld(anApplication({ ...CONFIRMED_COMPANY, businessDetails: details }));
    expect((await run(confirm({ abn: REGISTERED.company.abn }))).ok).toBe(true);
    expect(stored().value.journey.businessDetails).toEqual(details);
    expect((await run(confirm({ abn: REGISTERED.soleTrader.abn }))).ok).toBe(true);
    expect(stored().value.journey.entityDetails).toMatchObject({
      entityName: 'Lygon Street Espresso',
      entityType: 'IND',
    });
    expect(stored().value.journey.businessDetails).toEqual({
      entityDetails: { companyLegalName: 'Lygon Street Espresso' },
    });
  });

  describe("the register's address (decision 2086)", () => {
    const withAddress = (
      row: BusinessLookupRow,
      street: string,
      suburb: string,
      state: string,
      postCode: string,
    ) => ({
      ...row,
      contactDetail: {
        name: 'Kiri',
        email: 'kiri@tamaki.example',
        contactNumber: '095550123',
        street,
        suburb,
        state,
        postCode,
      },
    });
    const nzCompany = withAddress(
      REGISTERED.nzCompany,
      'Level 3, 21 Queen Street',
      'Auckland Central',
      'AUK',
      '1010',
    );
    const rows = [...Object.values(REGISTERED).filter((row) => row !== REGISTERED.nzCompany), nzCompany];

    it('keeps the registered address as the business details parts, without the address the customer confirms', async () => {
      const { run, stored } = aWorld(anApplication({}, 'NZ'), undefined, rows);
      expect((await run(confirm({ abn: nzCompany.abn }))).ok).toBe(true);
      expect(stored().value.journey.businessDetails).toEqual({
        entityDetails: {
          companyLegalName: 'Tamaki Digital Limited',
          subPremise: 'Level 3',
          streetNo: '21',
          streetName: 'Queen Street',
          suburb: 'Auckland Central',
          state: 'Auckland',
          postCode: '1010',
          country: 'New Zealand',
          countryCode: 'NZ',
        },
      });
    });

    it('keeps nothing when the register gave no address, and never replaces an address the customer saved', async () => {
      const noAddress = aWorld(anApplication(), undefined, rows);
      expect((await noAddress.run(confirm({ abn: REGISTERED.company.abn }))).ok).toBe(true);
      expect(noAddress.stored().value.journey.businessDetails).toEqual({
        entityDetails: { companyLegalName: 'Carlton Fleet Services Pty Ltd' },
      });

      const saved = {
        entityDetails: {
          companyLegalName: 'Tamaki Digital Limited',
          companyLegalAddress: '1 Other Road, Ponsonby 1011',
        },
      };
      const confirmed = {
        entityDetails: { entityName: nzCompany.name, abn: nzCompany.abn, entityType: 'LTD', ...INDUSTRY },
        businessDetails: saved,
      };
      const again = aWorld(anApplication(confirmed, 'NZ'), undefined, rows);
      expect((await again.run(confirm({ abn: nzCompany.abn }))).ok).toBe(true);
      expect(again.stored().value.journey.businessDetails).toEqual(saved);
    });
  });

  it("is the primary's, on the business details step only, and takes no value or other section", async () => {
    const { run, stored } = aWorld(anApplication());
    expect(reasonOf(await run({ ...confirm({ abn: REGISTERED.company.abn }), user: secondary }))).toBe(
      'LEASE_APPLICATION.PROPERTY_NOT_YOURS',
    );
    const stranger = await run({
      ...confirm({ abn: REGISTERED.company.abn }),
      user: officer('user-9', 'org-2'),
    });
    expect(stranger.ok || stranger.error.code).toBe('FORBIDDEN');
    const withValue = await run({ ...confirm({ abn: REGISTERED.company.abn }), value: 'x' });
    expect(fieldsOf(withValue)).toEqual({ value: ['Field is not part of this step'] });
    expect(stored().version).toBe(1);

    const later = aWorld({
      ...anApplication(),
      journey: { ...anApplication().journey, status: 'approvals' },
    });
    expect(reasonOf(await later.run(confirm({ abn: REGISTERED.company.abn })))).toBe(
      'LEASE_APPLICATION.PROPERTY_NOT_AT_THIS_STEP',
    );
  });

  it('lets the calculator applicant of a calculator application with no primary confirm it', async () => {
    const calculator = aLeaseApplication().ofType('calculator').withPrimaryStatus('businessDetails').build();
    const { run, stored } = aWorld({
      ...calculator,
      journey: { ...calculator.journey, currentUser: { region: 'AU' } },
    });
    expect((await run(confirm({ abn: REGISTERED.company.abn }))).ok).toBe(true);
    expect(stored().value.journey.entityDetails?.abn).toBe(REGISTERED.company.abn);
  });
});

const LEGAL_ADDRESS = {
  companyLegalAddress: 'Unit 4, 12 Queen Street, Brisbane City QLD 4000',
  tradingAddressSame: true,
  tradingAddress: '',
  businessContactNumber: '07 3555 0123',
  businessWebsite: 'https://carltonfleet.example',
  subPremise: 'Unit 4',
  streetNo: '12',
  streetName: 'Queen Street',
  suburb: 'Brisbane City',
  state: 'QLD',
  postCode: '4000',
  country: 'Australia',
  countryCode: 'AU',
};
const entityStep = (value: unknown, user = primary) => ({
  user,
  path: { propertyFirst: 'businessDetails', propertySecond: 'entityDetails' },
  value,
});

describe('the entity details step (businessDetails.entityDetails)', () => {
  it('stores the section: the legal address as the trading address when the same, the number normalised, the state as its code', async () => {
    const { run, stored, uow } = aWorld(anApplication(CONFIRMED_COMPANY));
    expect(await run(entityStep(LEGAL_ADDRESS))).toEqual({
      ok: true,
      value: { path: 'businessDetails.entityDetails' },
    });
    expect(stored().value.journey.businessDetails?.entityDetails).toEqual({
      companyLegalName: 'Carlton Fleet Services Pty Ltd',
      companyLegalAddress: 'Unit 4, 12 Queen Street, Brisbane City QLD 4000',
      tradingAddressSame: true,
      tradingAddress: 'Unit 4, 12 Queen Street, Brisbane City QLD 4000',
      businessContactNumber: '0735550123',
      businessWebsite: 'https://carltonfleet.example',
      subPremise: 'Unit 4',
      streetNo: '12',
      streetName: 'Queen Street',
      suburb: 'Brisbane City',
      state: 'qld',
      postCode: '4000',
      country: 'Australia',
      countryCode: 'AU',
    });
    expect(uow.audit).toEqual([
      expect.objectContaining({
        action: 'application.property.changed',
        details: { property: 'businessDetails.entityDetails' },
      }),
    ]);
  });

  it('stores an NZ address with its region, and a separate trading address', async () => {
    const { run, stored } = aWorld(
      anApplication(
        {
          ...CONFIRMED_COMPANY,
          entityDetails: {
            ...CONFIRMED_COMPANY.entityDetails,
            abn: REGISTERED.nzCompany.abn,
            entityType: 'LTD',
          },
        },
        'NZ',
      ),
    );
    const nz = {
      ...LEGAL_ADDRESS,
      companyLegalAddress: '12 Queen Street, Auckland Central, Auckland 1010',
      tradingAddressSame: false,
      tradingAddress: '65 Ponsonby Road, Ponsonby, Auckland 1011',
      businessContactNumber: '+64 9 555 0123',
      subPremise: '',
      businessWebsite: '',
      suburb: 'Auckland Central',
      state: 'Auckland',
      postCode: '1010',
      country: 'New Zealand',
      countryCode: 'NZ',
    };
    expect((await run(entityStep(nz))).ok).toBe(true);
    expect(stored().value.journey.businessDetails?.entityDetails).toMatchObject({
      tradingAddressSame: false,
      tradingAddress: '65 Ponsonby Road, Ponsonby, Auckland 1011',
      businessContactNumber: '+6495550123',
      state: 'Auckland',
      countryCode: 'NZ',
    });
    expect(stored().value.journey.businessDetails?.entityDetails).not.toHaveProperty('businessWebsite');
  });

  it("takes the organisation's region when the application names none (a quote issued by staff)", async () => {
    const nzCompany = anApplication(
      { ...CONFIRMED_COMPANY, entityDetails: { ...CONFIRMED_COMPANY.entityDetails, entityType: 'LTD' } },
      'NZ',
    );
    delete nzCompany.journey.currentUser;
    const { run } = aWorld(nzCompany, 'NZ');
    const nz = {
      ...LEGAL_ADDRESS,
      companyLegalAddress: '12 Queen Street, Auckland Central, Auckland 1010',
      businessContactNumber: '+64 9 555 0123',
      suburb: 'Auckland Central',
      state: 'Auckland',
      postCode: '1010',
      country: 'New Zealand',
      countryCode: 'NZ',
    };
    // An 11-digit NZ number: the AU rule (exactly 10) would refuse it.
    expect((await run(entityStep(nz))).ok).toBe(true);
  });

  it.each([
    ['an unknown key', { yearOfBusiness: '1999' }, 'value.yearOfBusiness', 'Field is not part of this step'],
    ['no legal address', { companyLegalAddress: ' ' }, 'value.companyLegalAddress', 'Field is required'],
    [
      'no trading address when not the same',
      { tradingAddressSame: false, tradingAddress: '' },
      'value.tradingAddress',
      'Field is required',
    ],
    [
      'an AU number of 9 digits',
      { businessContactNumber: '07 3555 012' },
      'value.businessContactNumber',
      'Field value length must equal to 10',
    ],
    [
      'a number with letters',
      { businessContactNumber: '07 CALL NOW' },
      'value.businessContactNumber',
      'Field needs to be a telephone number',
    ],
    ['no street number', { streetNo: '' }, 'value.streetNo', 'Field is required'],
    ['no street name', { streetName: undefined }, 'value.streetName', 'Field is required'],
    ['no suburb', { suburb: '' }, 'value.suburb', 'Field is required'],
    ['an AU state not on the list', { state: 'Queensland' }, 'value.state', 'Invalid state, please re-enter'],
    ['a post code of 3 digits', { postCode: '400' }, 'value.postCode', 'Field value length must equal to 4'],
    ['a post code with letters', { postCode: '40O0' }, 'value.postCode', 'Field needs to be digits'],
    [
      'a country outside AU and NZ',
      { countryCode: 'US', country: 'United States' },
      'value.countryCode',
      'Field is invalid',
    ],
    ['a country that is not the code', { country: 'New Zealand' }, 'value.country', 'Field is invalid'],
    [
      'a website over 255 characters',
      { businessWebsite: `https://${'a'.repeat(250)}.example` },
      'value.businessWebsite',
      'Field value must have at most 255 characters.',
    ],
    [
      'a same-as-legal that is not a boolean',
      { tradingAddressSame: 'yes' },
      'value.tradingAddressSame',
      'Field is invalid',
    ],
    ['a number as the suburb', { suburb: 4000 }, 'value.suburb', 'Field is invalid'],
  ])('refuses %s with its message, storing nothing', async (_name, change, field, message) => {
    const { run, stored } = aWorld(anApplication(CONFIRMED_COMPANY));
    const result = await run(entityStep({ ...LEGAL_ADDRESS, ...change }));
    expect(result.ok || result.error.code).toBe('BAD_INPUT');
    expect(fieldsOf(result)).toMatchObject({ [field]: [message] });
    expect(stored().version).toBe(1);
  });

  it('refuses an NZ region it does not know, and takes the regions with or without macrons', async () => {
    const nzApplication = anApplication(
      { ...CONFIRMED_COMPANY, entityDetails: { ...CONFIRMED_COMPANY.entityDetails, entityType: 'LTD' } },
      'NZ',
    );
    const nz = {
      ...LEGAL_ADDRESS,
      businessContactNumber: '095550123',
      country: 'New Zealand',
      countryCode: 'NZ',
    };
    expect(fieldsOf(await aWorld(nzApplication).run(entityStep({ ...nz, state: 'Gondor' })))).toEqual({
      'value.state': ['Invalid state, please re-enter'],
    });
    expect((await aWorld(nzApplication).run(entityStep({ ...nz, state: 'Manawatu-Whanganui' }))).ok).toBe(
      true,
    );
    expect((await aWorld(nzApplication).run(entityStep({ ...nz, state: "Hawke's Bay Region" }))).ok).toBe(
      true,
    );
  });

  it('refuses a value that is no section', async () => {
    const { run } = aWorld(anApplication(CONFIRMED_COMPANY));
    expect(fieldsOf(await run(entityStep('1 Queen Street')))).toEqual({ value: ['Field is invalid'] });
    expect(fieldsOf(await run(entityStep(undefined)))).toEqual({ value: ['Field is invalid'] });
  });

  it('needs the business confirmed first, and an entity type that may apply online', async () => {
    expect(reasonOf(await aWorld(anApplication()).run(entityStep(LEGAL_ADDRESS)))).toBe(
      'LEASE_APPLICATION.BUSINESS_NOT_CONFIRMED',
    );
    const trust = anApplication({
      ...CONFIRMED_COMPANY,
      entityDetails: { ...CONFIRMED_COMPANY.entityDetails, entityType: 'TRT' },
    });
    const refused = await aWorld(trust).run(entityStep(LEGAL_ADDRESS));
    expect(refused.ok || refused.error.code).toBe('NOT_ALLOWED');
    expect(reasonOf(refused)).toBe('LEASE_APPLICATION.ENTITY_TYPE_NOT_ALLOWED');
  });

  it("is the primary's only", async () => {
    const { run, stored } = aWorld(anApplication(CONFIRMED_COMPANY));
    expect(reasonOf(await run(entityStep(LEGAL_ADDRESS, secondary)))).toBe(
      'LEASE_APPLICATION.PROPERTY_NOT_YOURS',
    );
    expect(stored().version).toBe(1);
  });
});

describe('the cash flow step (businessDetails.annualRevenue)', () => {
  it('stores the annual revenue on the business details step', async () => {
    const { run, stored } = aWorld(anApplication(CONFIRMED_COMPANY));
    const path = { propertyFirst: 'businessDetails', propertySecond: 'annualRevenue' };
    expect((await run({ user: primary, path, value: '1250000' })).ok).toBe(true);
    expect(stored().value.journey.businessDetails?.annualRevenue).toBe('1250000');
    expect(fieldsOf(await run({ user: primary, path, value: '' }))).toEqual({ value: ['Field is required'] });
  });
});

const FINANCE = {
  currentFleetSize: '3',
  numberOfEmployees: '25',
  purchaseMoreVehicles: 'yes',
  howManyVehicles: 2,
  creditLimit: 120_000,
  maximum: false,
  fileUrls: [],
  personalGuarantee: 'yes',
};
const financeStep = (financeDetails: unknown, user = primary) => ({
  user,
  path: { propertyFirst: 'businessDetails', propertySecond: 'financeDetails' },
  sections: { financeDetails },
});

describe('the finance step (businessDetails.financeDetails)', () => {
  it('Save & Close stores the section only, as far as it is filled in', async () => {
    const { run, stored } = aWorld(anApplication(CONFIRMED_COMPANY));
    const partial = {
      currentFleetSize: '3',
      numberOfEmployees: '',
      howManyVehicles: 0,
      creditLimit: 50_000,
      maximum: false,
      fileUrls: [],
    };
    expect(await run(financeStep(partial))).toEqual({
      ok: true,
      value: { path: 'businessDetails.financeDetails' },
    });
    expect(stored().value.journey.status).toBe('businessDetails');
    expect(stored().value.journey.businessDetails?.financeDetails).toEqual({
      currentFleetSize: '3',
      howManyVehicles: 0,
      creditLimit: 50_000,
      maximum: false,
      fileUrls: [],
    });
  });

  it('Next (completed yes) stores the section and moves the application to approvals in the same unit of work', async () => {
    const { run, stored, uow } = aWorld(anApplication(CONFIRMED_COMPANY));
    expect((await run(financeStep({ ...FINANCE, completed: 'yes' }))).ok).toBe(true);
    expect(stored().version).toBe(2);
    expect(stored().value.journey.status).toBe('approvals');
    expect(stored().value.journey.businessDetails?.financeDetails).toEqual({
      ...FINANCE,
      completed: 'yes',
    });
    expect(uow.audit.map((entry) => [entry.action, entry.details])).toEqual([
      ['application.property.changed', { property: 'businessDetails.financeDetails' }],
      [
        'application.status.changed',
        { track: 'primary', from: 'businessDetails', to: 'approvals', reason: 'createOrUpdateProperty' },
      ],
    ]);
  });

  it("moves a calculator application's own track to approvals", async () => {
    const calculator = aLeaseApplication().ofType('calculator').withPrimaryStatus('businessDetails').build();
    const { run, stored, uow } = aWorld({
      ...calculator,
      journey: { ...calculator.journey, ...CONFIRMED_COMPANY, currentUser: { region: 'AU' } },
    });
    expect((await run(financeStep({ ...FINANCE, completed: 'yes' }))).ok).toBe(true);
    expect(stored().value.journey.status).toBe('approvals');
    expect(uow.audit[1]?.details).toMatchObject({ track: 'calculator' });
  });

  it.each([
    [
      'a fleet of 4 digits',
      { currentFleetSize: '1000' },
      'currentFleetSize',
      'Field is invalid. A maximum of 3 numbers is permitted',
    ],
    [
      'employees of 5 digits',
      { numberOfEmployees: '10000' },
      'numberOfEmployees',
      'Field is invalid. A maximum of 4 numbers is permitted',
    ],
    ['employees in words', { numberOfEmployees: 'ten' }, 'numberOfEmployees', 'Field needs to be digits'],
    [
      'no fleet size on Next',
      { currentFleetSize: '', completed: 'yes' },
      'currentFleetSize',
      'Field is required',
    ],
    [
      'no purchase-more answer on Next',
      { purchaseMoreVehicles: undefined, completed: 'yes' },
      'purchaseMoreVehicles',
      'Field is required',
    ],
    [
      'a purchase-more answer of maybe',
      { purchaseMoreVehicles: 'maybe' },
      'purchaseMoreVehicles',
      "Field must be 'yes' or 'no'",
    ],
    [
      'planning more but 0 of them',
      { howManyVehicles: 0 },
      'howManyVehicles',
      'Field value must be at least 1',
    ],
    [
      'planning none but 2 of them',
      { purchaseMoreVehicles: 'no', howManyVehicles: 2 },
      'howManyVehicles',
      'Field must be 0 when no more vehicles are planned',
    ],
    [
      'a planned count of 4 digits',
      { howManyVehicles: 1000 },
      'howManyVehicles',
      'Field is invalid. A maximum of 3 numbers is permitted',
    ],
    [
      'a limit below the drive-away price',
      { creditLimit: 40_000 },
      'creditLimit',
      'Credit limit cannot be below the drive-away price.',
    ],
    [
      'a limit above the slider',
      { creditLimit: 510_000 },
      'creditLimit',
      'The credit limit can be at most 500,000.',
    ],
    [
      'a limit in cents',
      { creditLimit: 120_000.5 },
      'creditLimit',
      'Field needs to be a whole number of dollars',
    ],
    [
      'the maximum ticked with another limit',
      { maximum: true, creditLimit: 140_000 },
      'maximum',
      'The maximum checkbox sets the credit limit to 150,000',
    ],
    [
      'no guarantee answer on Next',
      { personalGuarantee: undefined, completed: 'yes' },
      'personalGuarantee',
      'Field is required',
    ],
    ['completed other than yes', { completed: 'no' }, 'completed', "Field must be 'yes' or empty"],
    ['an unknown key', { acknowledged: true }, 'acknowledged', 'Field is not part of this step'],
    [
      'statements above 150,000 with a guarantee',
      { creditLimit: 200_000, completed: 'yes' },
      'fileUrls',
      STATEMENTS_REQUIRED_MESSAGE,
    ],
    [
      'statements without a guarantee',
      { personalGuarantee: 'no', completed: 'yes' },
      'fileUrls',
      STATEMENTS_REQUIRED_MESSAGE,
    ],
    [
      'more than 10 statements',
      {
        fileUrls: Array.from({ length: 11 }, (_, i) => ({
          uuid: `f-${i}`,
          fileName: 'a.pdf',
          mimeType: 'application/pdf',
        })),
      },
      'fileUrls',
      'Field can hold at most 10 files',
    ],
  ])('refuses %s with its message, storing nothing', async (_name, change, field, message) => {
    const { run, stored } = aWorld(anApplication(CONFIRMED_COMPANY));
    const result = await run(financeStep({ ...FINANCE, ...change }));
    expect(result.ok || result.error.code).toBe('BAD_INPUT');
    expect(fieldsOf(result)).toMatchObject({ [`financeDetails.${field}`]: [message] });
    expect(stored().version).toBe(1);
    expect(stored().value.journey.status).toBe('businessDetails');
  });

  it('sets 150,000 with the maximum ticked, and plans no vehicles as 0', async () => {
    const { run, stored } = aWorld(anApplication(CONFIRMED_COMPANY));
    const change = {
      maximum: true,
      creditLimit: 150_000,
      purchaseMoreVehicles: 'no',
      howManyVehicles: undefined,
    };
    expect((await run(financeStep({ ...FINANCE, ...change }))).ok).toBe(true);
    expect(stored().value.journey.businessDetails?.financeDetails).toMatchObject({
      maximum: true,
      creditLimit: 150_000,
      howManyVehicles: 0,
    });
  });

  it('asks a sole trader for no guarantee and stores none, whatever the browser sends', async () => {
    const soleTrader = anApplication({
      ...CONFIRMED_COMPANY,
      entityDetails: { ...CONFIRMED_COMPANY.entityDetails, entityType: 'IND' },
    });
    const { run, stored } = aWorld(soleTrader);
    expect((await run(financeStep({ ...FINANCE, personalGuarantee: undefined, completed: 'yes' }))).ok).toBe(
      true,
    );
    expect(stored().value.journey.businessDetails?.financeDetails).not.toHaveProperty('personalGuarantee');
    const again = aWorld(soleTrader);
    expect((await again.run(financeStep({ ...FINANCE, personalGuarantee: 'maybe' }))).ok).toBe(true);
  });

  it("stores the caller's own saved statements with the name and type they were saved with", async () => {
    const { run, stored, aStatement } = aWorld(anApplication(CONFIRMED_COMPANY));
    await aStatement('s-1', { fileName: 'Balance sheet 2025.pdf' });
    const fileUrls = [{ uuid: 's-1', fileName: 'renamed.exe', mimeType: 'application/x-msdownload' }];
    expect(
      (await run(financeStep({ ...FINANCE, creditLimit: 200_000, fileUrls, completed: 'yes' }))).ok,
    ).toBe(true);
    expect(stored().value.journey.businessDetails?.financeDetails?.fileUrls).toEqual([
      { uuid: 's-1', fileName: 'Balance sheet 2025.pdf', mimeType: 'application/pdf' },
    ]);
  });

  it.each([
    ['an unknown uuid', undefined],
    ["another user's", { ownerUserId: 'user-2' }],
    ["another organisation's", { orgId: 'org-2' }],
    ["another application's", { applicationId: 'app-2' }],
    ['a licence, not a statement', { kind: 'driversLicence' as const }],
    ['uploaded but never saved', { savedAt: undefined, fileName: undefined }],
  ])('refuses %s file, storing nothing', async (_name, overrides) => {
    const { run, stored, aStatement } = aWorld(anApplication(CONFIRMED_COMPANY));
    if (overrides) await aStatement('s-1', overrides);
    const fileUrls = [{ uuid: 's-1', fileName: 'a.pdf', mimeType: 'application/pdf' }];
    const result = await run(financeStep({ ...FINANCE, fileUrls }));
    expect(fieldsOf(result)).toEqual({ 'financeDetails.fileUrls': [STATEMENT_NOT_YOURS_MESSAGE] });
    expect(stored().version).toBe(1);
  });

  it('needs a confirmed business that may apply online, on the business details step, by the primary', async () => {
    expect(reasonOf(await aWorld(anApplication()).run(financeStep(FINANCE)))).toBe(
      'LEASE_APPLICATION.BUSINESS_NOT_CONFIRMED',
    );
    const { run } = aWorld(anApplication(CONFIRMED_COMPANY));
    expect(reasonOf(await run(financeStep(FINANCE, secondary)))).toBe('LEASE_APPLICATION.PROPERTY_NOT_YOURS');
    const later = aWorld(anApplication({ ...CONFIRMED_COMPANY, status: 'approvals' }));
    expect(reasonOf(await later.run(financeStep({ ...FINANCE, completed: 'yes' })))).toBe(
      'LEASE_APPLICATION.PROPERTY_NOT_AT_THIS_STEP',
    );
  });

  it('refuses the finance section sent on another path, and another section sent with it', async () => {
    const { run, stored } = aWorld(anApplication(CONFIRMED_COMPANY));
    const onScalarPath = await run({
      user: primary,
      path: { propertyFirst: 'businessDetails', propertySecond: 'annualRevenue' },
      value: '1',
      sections: { financeDetails: FINANCE },
    });
    expect(reasonOf(onScalarPath)).toBe('LEASE_APPLICATION.PROPERTY_UNKNOWN');
    const withRow = await run({
      ...financeStep(FINANCE),
      sections: { financeDetails: FINANCE, entityObj: { abn: '1' } },
    });
    expect(fieldsOf(withRow)).toEqual({ entityObj: ['Field is not part of this step'] });
    expect(stored().version).toBe(1);
  });

  it('answers CONCURRENT_UPDATE when someone saved the application after the checks read it', async () => {
    const { run, stored, uow } = aWorld(anApplication(CONFIRMED_COMPANY));
    const realRun = uow.run.bind(uow);
    // Another officer's save lands between this call's checks and its unit of work.
    uow.run = async (work) => {
      await realRun(async (tx) => {
        const current = (await tx.leaseApplications.ofId('app-1'))!;
        await tx.leaseApplications.save({ ...current.value, updatedAt: 'meanwhile' }, current.version);
        return { ok: true };
      });
      uow.run = realRun;
      return realRun(work);
    };
    const result = await run(financeStep(FINANCE));
    expect(result.ok || result.error.code).toBe('CONCURRENT_UPDATE');
    expect(stored().value.updatedAt).toBe('meanwhile');
    expect(stored().value.journey.businessDetails?.financeDetails).toBeUndefined();
  });
});
