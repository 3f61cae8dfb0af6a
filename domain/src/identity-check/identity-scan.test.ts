import { anAccountsWorld } from '../accounts/testing/accounts-world';
import type { User } from '../accounts/user';
import { anApplication } from '../application/vehicle-application.builder';
import type { IdentityScanJourney, ProcessedDocument } from './identity-scan-journey';
import { ReadScanImage, ReadScanOutcome } from './read-scan-outcome';
import {
  formDateOf,
  qualityReportOf,
  scannedIdDetailsOf,
  scanOutcomeOf,
  scanReference,
} from './scan-outcome';
import { MAX_IDENTITY_SCAN_JOURNEYS, SubmitScanSide } from './submit-scan-side';
import { InMemoryIdentityScanJourneyStarts } from './testing/in-memory-identity-scan-journey-starts';
import { FakeIdentityScan } from './testing/fake-identity-scan';
import { idDetailsRules } from './id-details-rules';
import { validateForm } from '../validation/field-rule';
import { MAX_FILE_BYTES } from '../files/file-kinds';
import { magicNumberSniffer, PNG_BYTES as PNG } from '../files/testing/in-memory-files';

const good = [
  { Name: 'BlurCheck', State: 'Good' },
  { Name: 'FullDocumentInViewCheck', State: 'Good' },
  { Name: 'LowResolutionCheck', State: 'Good' },
] as const;

function aSide(side: 'Front' | 'Back', overrides: Partial<ProcessedDocument> = {}): ProcessedDocument {
  return {
    DocumentSide: side,
    DocumentCategory: 'DrivingLicence',
    HighLevelResult: 'Passed',
    ScanDateTime: '2026-11-24T09:00:00.000Z',
    Attempt: 1,
    QualityCheckDetails: [...good],
    ExtractedFields:
      side === 'Front'
        ? [
            { Name: 'FirstName', Value: 'Jane' },
            { Name: 'MiddleName', Value: 'Alexandra' },
            { Name: 'LastName', Value: 'Citizen' },
            { Name: 'BirthDate', Value: '1985-03-14' },
            { Name: 'Address', Value: '42 Harbour Street, Sydney NSW 2000' },
            { Name: 'DocumentNumber', Value: '12345678' },
            { Name: 'ExpiryDate', Value: '2031-07-21' },
            { Name: 'IssuingStateCode', Value: 'NSW' },
          ]
        : [{ Name: 'CardNumber', Value: '2012345678' }],
    DocumentImages: [{ Role: 'WhiteImage', Url: `/images/${side}` }],
    ...overrides,
  };
}

function aJourney(reference: string, documents: ProcessedDocument[]): IdentityScanJourney {
  return {
    JourneyId: 'journey-1',
    HighLevelResult: 'Passed',
    HighLevelResultDetails: [],
    InitiatedDateTime: '2026-11-24T09:00:00.000Z',
    AdditionalData: [{ Name: 'reference', Value: reference }],
    ProcessedDocuments: documents,
  };
}

describe("a scan journey's outcome (journey §4 'Identity check')", () => {
  it('is passed with the fields of both sides, dates as the ID form shows them', () => {
    const outcome = scanOutcomeOf(aJourney('r', [aSide('Front'), aSide('Back')]));
    expect(outcome).toEqual({
      status: 'passed',
      recognised: true,
      details: {
        firstName: 'Jane',
        middleName: 'Alexandra',
        lastName: 'Citizen',
        dob: '14/03/1985',
        currentAddress: '42 Harbour Street, Sydney NSW 2000',
        driversLicenceNumber: '12345678',
        driversLicenceExpiry: '21/07/2031',
        driversLicenceState: 'nsw',
        driversCardNumber: '2012345678',
      },
      data: {
        firstName: 'Jane',
        middleName: 'Alexandra',
        lastName: 'Citizen',
        dateOfBirth: '1985-03-14',
        addressFull: '42 Harbour Street, Sydney NSW 2000',
        licenseNumber: '12345678',
        cardNumber: '2012345678',
        licenseIssuedState: 'nsw',
        licenseExpiry: '2031-07-21',
        idScan: { journeyId: 'journey-1' },
      },
      images: [
        { side: 'Front', url: '/images/Front' },
        { side: 'Back', url: '/images/Back' },
      ],
    });
  });

  it("gives details the ID form's rules accept as they are", () => {
    const outcome = scanOutcomeOf(aJourney('r', [aSide('Front'), aSide('Back')]));
    if (outcome.status !== 'passed') throw new Error('expected passed');
    const rules = idDetailsRules({
      region: 'AU',
      focused: new Set(),
      licenceState: outcome.details.driversLicenceState,
      today: new Date(Date.UTC(2026, 10, 24)),
    });
    expect(validateForm(rules, { ...outcome.details })).toEqual({});
  });

  it('keeps what it read as idScanData, from which the ID form reopens the same after a reload', () => {
    const outcome = scanOutcomeOf(aJourney('r', [aSide('Front'), aSide('Back')]));
    if (outcome.status !== 'passed') throw new Error('expected passed');
    expect(scannedIdDetailsOf(outcome.data)).toEqual(outcome.details);
    // As the store keeps it: the images' ids and the error count beside what was read.
    const kept = { ...outcome.data, fileUrls: ['f', 'b'], idScan: { errorCount: 1 } };
    expect(scannedIdDetailsOf(kept)).toEqual(outcome.details);
  });

  it("keeps an NZ licence's version, so a reloaded ID form still has it", () => {
    const nzFront = aSide('Front', {
      ExtractedFields: [
        { Name: 'FirstName', Value: 'Aroha' },
        { Name: 'LastName', Value: 'Ngata' },
        { Name: 'DocumentNumber', Value: 'DL123456' },
        { Name: 'LicenceVersion', Value: '123' },
      ],
    });
    const outcome = scanOutcomeOf(aJourney('r', [nzFront, aSide('Back', { ExtractedFields: [] })]));
    if (outcome.status !== 'passed') throw new Error('expected passed');
    expect(outcome.data.licenseVersion).toBe('123');
    expect(scannedIdDetailsOf(outcome.data)).toEqual({
      firstName: 'Aroha',
      lastName: 'Ngata',
      driversLicenceNumber: 'DL123456',
      version: '123',
    });
  });

  it('gives no details from a licence uploaded by hand, or none kept: the applicant types them', () => {
    expect(scannedIdDetailsOf({ fileUrls: ['f', 'b'], idScan: { errorCount: 1 } })).toEqual({});
    expect(scannedIdDetailsOf(undefined)).toEqual({});
  });

  it('is passed without fields when the licence was not recognised: the applicant types them', () => {
    const unknown = {
      DocumentCategory: 'Unknown' as const,
      HighLevelResult: 'Refer' as const,
      ExtractedFields: [],
    };
    const outcome = scanOutcomeOf(aJourney('r', [aSide('Front', unknown), aSide('Back', unknown)]));
    expect(outcome).toMatchObject({ status: 'passed', recognised: false, details: {} });
  });

  it('is failed with every failed check listed once, in the order of journey §5', () => {
    const blurred = aSide('Front', {
      QualityCheckDetails: [good[1], { Name: 'BlurCheck', State: 'Bad' }, good[2]],
    });
    const cropped = aSide('Back', {
      QualityCheckDetails: [
        { Name: 'LowResolutionCheck', State: 'Bad' },
        { Name: 'FullDocumentInViewCheck', State: 'Bad' },
        { Name: 'BlurCheck', State: 'Bad' },
      ],
    });
    expect(scanOutcomeOf(aJourney('r', [cropped, blurred]))).toEqual({
      status: 'failed',
      failedChecks: ['blur', 'fullDocumentInView', 'lowResolution'],
    });
  });

  it('fails a check the service did not report, and judges each side by its latest attempt', () => {
    const silent = aSide('Front', { QualityCheckDetails: [good[0], good[2]] });
    expect(scanOutcomeOf(aJourney('r', [silent, aSide('Back')]))).toEqual({
      status: 'failed',
      failedChecks: ['fullDocumentInView'],
    });
    const retaken = [
      aSide('Front', { Attempt: 1, QualityCheckDetails: [{ Name: 'BlurCheck', State: 'Bad' }] }),
      aSide('Front', { Attempt: 2 }),
      aSide('Back'),
    ];
    expect(scanOutcomeOf(aJourney('r', retaken)).status).toBe('passed');
  });

  it('is incomplete while a side, or a side’s image, is missing (journey §8: a journey error)', () => {
    expect(scanOutcomeOf(aJourney('r', [aSide('Front')]))).toEqual({
      status: 'incomplete',
      requiredSide: 'Back',
    });
    expect(scanOutcomeOf(aJourney('r', [aSide('Front', { DocumentImages: [] }), aSide('Back')]))).toEqual({
      status: 'incomplete',
      requiredSide: 'Front',
    });
  });

  it('maps the service check names onto the spec checks and reads dates strictly', () => {
    expect(qualityReportOf([{ Name: 'LowResolutionCheck', State: 'Bad' }])).toEqual({ lowResolution: 'Bad' });
    expect(formDateOf('1985-03-14')).toBe('14/03/1985');
    expect(formDateOf('14/03/1985')).toBeUndefined();
    expect(formDateOf(undefined)).toBeUndefined();
  });
});

async function aWorld() {
  const accounts = anAccountsWorld();
  const primary = await accounts.aCustomer({ id: 'primary', orgId: 'org-au' });
  const secondary = await accounts.aCustomer({ id: 'secondary', orgId: 'org-au' });
  const owner = await accounts.aCustomer({ id: 'owner', orgId: 'org-au' });
  const stranger = await accounts.aCustomer({ id: 'stranger', orgId: 'org-au' });
  const elsewhere = await accounts.aCustomer({ id: 'elsewhere', orgId: 'org-nz', region: 'NZ' });
  accounts.applications.add({
    ...anApplication()
      .ownedBy(owner.id)
      .withPrimary({ userId: primary.id, email: 'primary@fleetco.example' })
      .withSecondary({ userId: secondary.id, identityVerificationStatus: 'completed' })
      .build(),
    applicationId: 'app-1',
    orgId: 'org-au',
  });
  accounts.applications.add({
    ...anApplication().ownedBy(elsewhere.id).withPrimary({ userId: elsewhere.id }).build(),
    applicationId: 'app-nz',
    orgId: 'org-nz',
  });
  const identityScan = new FakeIdentityScan();
  const journeyStarts = new InMemoryIdentityScanJourneyStarts();
  const deps = {
    applications: accounts.applications,
    identityScan,
    journeyStarts,
    sniffer: magicNumberSniffer,
  };
  return {
    primary,
    secondary,
    owner,
    stranger,
    elsewhere,
    identityScan,
    journeyStarts,
    submit: new SubmitScanSide(deps),
    /** The secondary applicant's check reopened, so that they scan too. */
    applicationsHaveSecondaryToScan() {
      const app = accounts.applications.applications.get('app-1')!.value;
      app.journey.secondaryApplicant!.identityVerificationStatus = 'pending';
    },
    outcome: new ReadScanOutcome(deps),
    image: new ReadScanImage(deps),
  };
}

const reason = (result: { ok: boolean; error?: { details?: Record<string, unknown> } }) =>
  result.ok ? 'ok' : result.error?.details?.reason;

describe('SubmitScanSide (the scan uploaded through the portal, decision 2119)', () => {
  const front = { side: 'Front', image: PNG };

  it("starts a journey with the primary applicant's front, in their region, and continues it with the back", async () => {
    const world = await aWorld();
    const started = await world.submit.execute({ user: world.primary, applicationId: 'app-1', ...front });
    expect(started).toEqual({
      ok: true,
      value: {
        journeyId: 'journey-1',
        side: 'Front',
        accepted: true,
        failedChecks: [],
        outcome: { status: 'incomplete', requiredSide: 'Back' },
      },
    });
    const back = await world.submit.execute({
      user: world.primary,
      applicationId: 'app-1',
      journeyId: 'journey-1',
      side: 'Back',
      image: PNG,
    });
    expect(back.ok).toBe(true);
    expect(world.identityScan.submitted).toEqual([
      { reference: 'app-1:primary:primary', region: 'AU', side: 'Front' },
      { journeyId: 'journey-1', reference: 'app-1:primary:primary', region: 'AU', side: 'Back' },
    ]);
    const nz = await world.submit.execute({ user: world.elsewhere, applicationId: 'app-nz', ...front });
    expect(nz.ok).toBe(true);
    expect(world.identityScan.submitted[2]).toMatchObject({
      reference: 'app-nz:primary:elsewhere',
      region: 'NZ',
    });
  });

  it('answers a passed journey with what the ID form shows, and nothing of the service its own', async () => {
    const world = await aWorld();
    world.identityScan.journeys.set(
      'journey-1',
      aJourney('app-1:primary:primary', [aSide('Front'), aSide('Back')]),
    );
    const passed = await world.submit.execute({
      user: world.primary,
      applicationId: 'app-1',
      journeyId: 'journey-1',
      side: 'Back',
      image: PNG,
    });
    expect(passed).toMatchObject({ ok: true, value: { outcome: { status: 'passed', recognised: true } } });
    expect(JSON.stringify(passed)).not.toMatch(/Url|images|https?:|\/journeys\//);
  });

  it('lists the checks a side failed', async () => {
    const world = await aWorld();
    world.identityScan.journeys.set(
      'journey-1',
      aJourney('app-1:primary:primary', [
        aSide('Front', { QualityCheckDetails: [{ Name: 'BlurCheck', State: 'Bad' }] }),
      ]),
    );
    const failed = await world.submit.execute({
      user: world.primary,
      applicationId: 'app-1',
      journeyId: 'journey-1',
      ...front,
    });
    expect(failed).toMatchObject({
      ok: true,
      value: { accepted: false, failedChecks: ['blur', 'fullDocumentInView', 'lowResolution'] },
    });
  });

  it.each([
    ['the owner who is neither applicant', 'owner'],
    ['another user of the organisation', 'stranger'],
    ['a user of another organisation', 'elsewhere'],
  ] as const)('refuses %s, sending nothing', async (_who, key) => {
    const world = await aWorld();
    const refused = await world.submit.execute({
      user: world[key] as User,
      applicationId: 'app-1',
      ...front,
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(reason(refused)).toBe('IDENTITY_CHECK.NOT_AN_APPLICANT');
    expect(world.identityScan.submitted).toEqual([]);
  });

  it("answers someone else's journey, even on the same application, as an unknown one", async () => {
    const world = await aWorld();
    await world.submit.execute({ user: world.primary, applicationId: 'app-1', ...front });
    world.applicationsHaveSecondaryToScan();
    for (const journeyId of ['journey-1', 'no-such-journey']) {
      const refused = await world.submit.execute({
        user: world.secondary,
        applicationId: 'app-1',
        journeyId,
        side: 'Back',
        image: PNG,
      });
      expect(reason(refused)).toBe('IDENTITY_CHECK.JOURNEY_UNKNOWN');
    }
    expect(world.identityScan.submitted).toHaveLength(1);
  });

  it('refuses what is not an image by its content, a side that is neither, and too large a file', async () => {
    const world = await aWorld();
    const submit = (side: string, image: Uint8Array) =>
      world.submit.execute({ user: world.primary, applicationId: 'app-1', side, image });
    expect(
      reason(await submit('Front', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))),
    ).toBe('IDENTITY_CHECK.IMAGE_NOT_READABLE');
    expect(reason(await submit('Front', new TextEncoder().encode('%PDF-1.7\n')))).toBe(
      'IDENTITY_CHECK.IMAGE_NOT_READABLE',
    );
    expect(reason(await submit('Side', PNG))).toBe('IDENTITY_CHECK.SIDE_INVALID');
    const large = new Uint8Array(MAX_FILE_BYTES + 1);
    large.set(PNG);
    expect(reason(await submit('Front', large))).toBe('IDENTITY_CHECK.IMAGE_TOO_LARGE');
    expect(world.identityScan.submitted).toEqual([]);
  });

  it('answers an unknown application as someone else’s', async () => {
    const world = await aWorld();
    expect(reason(await world.submit.execute({ user: world.primary, applicationId: 'nope', ...front }))).toBe(
      'IDENTITY_CHECK.NOT_AN_APPLICANT',
    );
  });

  it('refuses an applicant whose identity check is complete already', async () => {
    const world = await aWorld();
    const refused = await world.submit.execute({ user: world.secondary, applicationId: 'app-1', ...front });
    expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
    expect(reason(refused)).toBe('IDENTITY_CHECK.ALREADY_VERIFIED');
  });

  it('answers PARTNER_UNAVAILABLE when the service cannot be reached, for the journey to offer a retry', async () => {
    const world = await aWorld();
    world.identityScan.unavailable = true;
    expect(
      await world.submit.execute({ user: world.primary, applicationId: 'app-1', ...front }),
    ).toMatchObject({
      ok: false,
      error: { code: 'PARTNER_UNAVAILABLE' },
    });
  });

  it('starts at most ten journeys for each applicant of an application, then says so', async () => {
    const world = await aWorld();
    const starts = await Promise.all(
      Array.from({ length: MAX_IDENTITY_SCAN_JOURNEYS + 5 }, () =>
        world.submit.execute({ user: world.primary, applicationId: 'app-1', ...front }),
      ),
    );
    expect(starts.filter((started) => started.ok)).toHaveLength(MAX_IDENTITY_SCAN_JOURNEYS);
    expect(world.identityScan.submitted).toHaveLength(MAX_IDENTITY_SCAN_JOURNEYS);
    const refused = starts.find((started) => !started.ok);
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'NOT_ALLOWED',
        message:
          'You have started the licence scan 10 times for this application, the most it allows. Please upload photos of your licence instead, or contact us.',
      },
    });
    expect(reason(refused!)).toBe('IDENTITY_CHECK.TOO_MANY_JOURNEYS');
    // Another applicant, or the same one on another application, starts their own.
    expect(
      (await world.submit.execute({ user: world.elsewhere, applicationId: 'app-nz', ...front })).ok,
    ).toBe(true);
  });

  it('gives back the try of a journey the service did not start', async () => {
    const world = await aWorld();
    world.identityScan.unavailable = true;
    for (let n = 0; n < MAX_IDENTITY_SCAN_JOURNEYS; n++) {
      await world.submit.execute({ user: world.primary, applicationId: 'app-1', ...front });
    }
    world.identityScan.unavailable = false;
    expect((await world.submit.execute({ user: world.primary, applicationId: 'app-1', ...front })).ok).toBe(
      true,
    );
  });
});

describe('ReadScanOutcome and ReadScanImage', () => {
  const journeyOf = (reference: string) => aJourney(reference, [aSide('Front'), aSide('Back')]);

  it("answer the applicant's own journey: the outcome and each side's image", async () => {
    const world = await aWorld();
    world.identityScan.journeys.set('journey-1', journeyOf(scanReference('app-1', 'primary', 'primary')));
    const png = { contentType: 'image/png', bytes: new Uint8Array([1, 2, 3]) };
    world.identityScan.images.set('journey-1 /images/Back', png);
    const request = { user: world.primary, applicationId: 'app-1', journeyId: 'journey-1' };
    expect(await world.outcome.execute(request)).toMatchObject({ ok: true, value: { status: 'passed' } });
    expect(await world.image.execute({ ...request, side: 'Back' })).toEqual({ ok: true, value: png });
    expect(reason(await world.image.execute({ ...request, side: 'Front' }))).toBe(
      'IDENTITY_CHECK.JOURNEY_UNKNOWN',
    );
    expect(reason(await world.image.execute({ ...request, side: 'Sideways' }))).toBe(
      'IDENTITY_CHECK.SIDE_INVALID',
    );
  });

  it("answer someone else's journey as an unknown one, even on the same application", async () => {
    const world = await aWorld();
    world.identityScan.journeys.set('journey-1', journeyOf(scanReference('app-1', 'primary', 'primary')));
    world.identityScan.journeys.set('journey-2', journeyOf(scanReference('app-2', 'primary', 'primary')));
    world.identityScan.images.set('journey-1 /images/Front', {
      contentType: 'image/png',
      bytes: new Uint8Array(1),
    });
    const asSecondary = { user: world.secondary, applicationId: 'app-1', journeyId: 'journey-1' };
    expect(reason(await world.outcome.execute(asSecondary))).toBe('IDENTITY_CHECK.JOURNEY_UNKNOWN');
    expect(reason(await world.image.execute({ ...asSecondary, side: 'Front' }))).toBe(
      'IDENTITY_CHECK.JOURNEY_UNKNOWN',
    );
    const otherApplication = { user: world.primary, applicationId: 'app-1', journeyId: 'journey-2' };
    expect(reason(await world.outcome.execute(otherApplication))).toBe('IDENTITY_CHECK.JOURNEY_UNKNOWN');
    const unknown = { user: world.primary, applicationId: 'app-1', journeyId: 'journey-9' };
    expect(reason(await world.outcome.execute(unknown))).toBe('IDENTITY_CHECK.JOURNEY_UNKNOWN');
    const stranger = { user: world.stranger, applicationId: 'app-1', journeyId: 'journey-1' };
    expect(reason(await world.outcome.execute(stranger))).toBe('IDENTITY_CHECK.NOT_AN_APPLICANT');
  });

  it('answer PARTNER_UNAVAILABLE when the service cannot be reached', async () => {
    const world = await aWorld();
    world.identityScan.unavailable = true;
    const request = { user: world.primary, applicationId: 'app-1', journeyId: 'journey-1' };
    expect(await world.outcome.execute(request)).toMatchObject({
      ok: false,
      error: { code: 'PARTNER_UNAVAILABLE' },
    });
  });
});
