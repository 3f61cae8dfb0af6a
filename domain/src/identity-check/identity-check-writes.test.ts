import type { User } from '../accounts/user';
import { anApplication } from '../application/vehicle-application.builder';
import type { VehicleApplication } from '../application/vehicle-application';
import { MAX_LICENCE_FILES_PER_APPLICANT } from '../files/file-kinds';
import { PNG_BYTES } from '../files/testing/in-memory-files';
import type { IdentityScanJourney, ProcessedDocument } from './identity-scan-journey';
import { identityCheckWriteAt, isScanSkippedValue } from './identity-check-writes';
import { idDetailsOf } from './id-details-of';
import { scanReference } from './scan-outcome';
import { AN_AU_ID_FORM, AN_AU_OFFICER } from './testing/an-au-officer';
import { anIdentityCheckWorld } from './testing/identity-check-world';

const PRIMARY: User = AN_AU_OFFICER;
const SECONDARY: User = { ...PRIMARY, id: 'bo', email: 'bo@business.example' };
const STRANGER: User = { ...PRIMARY, id: 'eve', email: 'eve@business.example' };
const APP = 'app-1';

function anApplicationAtApprovals(changes: Partial<VehicleApplication['journey']> = {}): VehicleApplication {
  return {
    ...anApplication()
      .ownedBy(PRIMARY.id)
      .withJourney({
        status: 'approvals',
        statusSecondary: 'approvals',
        primaryApplicant: { userId: PRIMARY.id, confirmed: 'yes' },
        secondaryApplicant: { userId: SECONDARY.id },
        ...changes,
      })
      .build(),
    applicationId: APP,
    orgId: 'org-au',
  };
}

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
            { Name: 'FirstName', Value: 'Ada' },
            { Name: 'LastName', Value: 'Officer' },
            { Name: 'BirthDate', Value: '1985-03-14' },
            { Name: 'DocumentNumber', Value: '12345678' },
            { Name: 'ExpiryDate', Value: '2031-07-21' },
            { Name: 'IssuingStateCode', Value: 'NSW' },
          ]
        : [{ Name: 'CardNumber', Value: '2012345678' }],
    DocumentImages: [{ Role: 'WhiteImage', Url: `/images/${side}` }],
    ...overrides,
  };
}

function aJourney(
  user: User,
  role: 'primary' | 'secondary',
  documents: ProcessedDocument[],
): IdentityScanJourney {
  return {
    JourneyId: 'journey-1',
    HighLevelResult: 'Passed',
    HighLevelResultDetails: [],
    InitiatedDateTime: '2026-11-24T09:00:00.000Z',
    AdditionalData: [{ Name: 'reference', Value: scanReference(APP, role, user.id) }],
    ProcessedDocuments: documents,
  };
}

const AU_FORM = AN_AU_ID_FORM;

async function aSavedUpload(world: ReturnType<typeof anIdentityCheckWorld>, uuid: string, overrides = {}) {
  await world.files.recordUpload({
    uuid,
    ownerUserId: PRIMARY.id,
    orgId: 'org-au',
    applicationId: APP,
    kind: 'driversLicence',
    contentType: 'application/pdf',
    sizeBytes: 10,
    uploadedAt: '2026-11-24T09:00:00.000Z',
    ...overrides,
  });
  await world.files.markSaved(uuid, `${uuid}.pdf`, '2026-11-24T09:00:00.000Z');
}

describe('saveDrivingLicense (journey §4, §7)', () => {
  it("keeps a passed scan's fields and copies both images into the applicant's own licence files", async () => {
    const world = anIdentityCheckWorld().given(anApplicationAtApprovals());
    world.identityScan.journeys.set(
      'journey-1',
      aJourney(PRIMARY, 'primary', [aSide('Front'), aSide('Back')]),
    );
    world.identityScan.images.set('journey-1 /images/Front', { contentType: 'image/png', bytes: PNG_BYTES });
    world.identityScan.images.set('journey-1 /images/Back', { contentType: 'image/png', bytes: PNG_BYTES });

    const saved = await world.saveDrivingLicence.execute({
      user: PRIMARY,
      applicationId: APP,
      applicantType: 'primary',
      fileUuids: [],
      journeyId: 'journey-1',
    });

    expect(saved).toEqual({ ok: true, value: undefined });
    const data = world.stored(APP)!.value.journey.primaryApplicant!.idScanData!;
    expect(data).toMatchObject({
      firstName: 'Ada',
      licenseNumber: '12345678',
      licenseIssuedState: 'nsw',
      fileUrls: ['licence-1', 'licence-2'],
      idScan: { journeyId: 'journey-1' },
    });
    expect(await world.files.ofId('licence-1')).toMatchObject({
      ownerUserId: PRIMARY.id,
      kind: 'driversLicence',
      contentType: 'image/png',
      fileName: 'licence-front.png',
    });
    expect(world.storage.stored.get('licence-2')).toEqual(PNG_BYTES);
    expect(world.unitOfWork.audit).toEqual([
      expect.objectContaining({
        action: 'application.identity.licence-saved',
        details: { applicant: 'primary', source: 'scan', licenceCheck: 'nameMatched' },
      }),
    ]);
    expect(world.stored(APP)!.value.journey.primaryApplicant!.licenceCheck).toEqual({
      status: 'nameMatched',
      source: 'scan',
    });
  });

  describe("a scanned licence in another person's name (decision 2080)", () => {
    const scanOf = (world: ReturnType<typeof anIdentityCheckWorld>, front: ProcessedDocument) => {
      world.identityScan.journeys.set('journey-1', aJourney(PRIMARY, 'primary', [front, aSide('Back')]));
      world.identityScan.images.set('journey-1 /images/Front', {
        contentType: 'image/png',
        bytes: PNG_BYTES,
      });
      world.identityScan.images.set('journey-1 /images/Back', { contentType: 'image/png', bytes: PNG_BYTES });
      return world.saveDrivingLicence.execute({
        user: PRIMARY,
        applicationId: APP,
        applicantType: 'primary',
        fileUuids: [],
        journeyId: 'journey-1',
      });
    };
    const named = (first: string, last: string, middle?: string) =>
      aSide('Front', {
        ExtractedFields: [
          { Name: 'FirstName', Value: first },
          ...(middle ? [{ Name: 'MiddleName' as const, Value: middle }] : []),
          { Name: 'LastName', Value: last },
          { Name: 'BirthDate', Value: '1985-03-14' },
          { Name: 'DocumentNumber', Value: '12345678' },
        ],
      });

    it('is refused as not matching: no licence, image or verification is kept, and the trail says so', async () => {
      const world = anIdentityCheckWorld().given(anApplicationAtApprovals());
      const saved = await scanOf(world, named('Jane', 'Citizen', 'Alexandra'));
      expect(saved.ok || saved.error).toMatchObject({
        code: 'NOT_ALLOWED',
        details: { reason: 'IDENTITY_CHECK.LICENCE_NAME_MISMATCH' },
      });
      const primary = world.stored(APP)!.value.journey.primaryApplicant!;
      expect(primary.idScanData).toBeUndefined();
      expect(primary.licenceCheck).toBeUndefined();
      expect(primary.identityVerificationStatus).toBeUndefined();
      expect(await world.files.ofId('licence-1')).toBeUndefined();
      expect(world.storage.stored.size).toBe(0);
      expect(world.unitOfWork.audit).toEqual([
        expect.objectContaining({
          action: 'application.identity.licence-name-mismatch',
          details: { applicant: 'primary' },
        }),
      ]);
      // The message names nobody.
      expect(JSON.stringify(saved)).not.toMatch(/Jane|Citizen|Ada|Officer/);
      // Confirming details is still refused: no licence was saved.
      const confirmed = await world.confirmIdDetails.execute({
        user: PRIMARY,
        applicationId: APP,
        applicantType: 'primary',
        form: AU_FORM,
      });
      expect(confirmed.ok || confirmed.error.details?.reason).toBe('IDENTITY_CHECK.LICENCE_MISSING');
    });

    it("matches the name the application gives the officer, with the card's accents and middle names", async () => {
      const world = anIdentityCheckWorld().given(
        anApplicationAtApprovals({
          primaryApplicant: { userId: PRIMARY.id, confirmed: 'yes', firstName: 'Zoë', lastName: "O'Brien" },
        }),
      );
      expect(await scanOf(world, named('ZOE', 'O BRIEN', 'MAREE'))).toEqual({ ok: true, value: undefined });
      expect(world.stored(APP)!.value.journey.primaryApplicant!.licenceCheck?.status).toBe('nameMatched');
    });

    it('sends a scan that read no name to staff to check, instead of verifying it', async () => {
      const world = anIdentityCheckWorld().given(anApplicationAtApprovals());
      const unnamed = aSide('Front', { ExtractedFields: [{ Name: 'DocumentNumber', Value: '12345678' }] });
      expect((await scanOf(world, unnamed)).ok).toBe(true);
      expect(world.stored(APP)!.value.journey.primaryApplicant!.licenceCheck).toEqual({
        status: 'toCheck',
        source: 'scan',
      });
    });
  });

  it('refuses a scan that failed its quality checks or is missing a side, storing nothing', async () => {
    const world = anIdentityCheckWorld().given(anApplicationAtApprovals());
    const blurred = aSide('Front', {
      QualityCheckDetails: [{ Name: 'BlurCheck', State: 'Bad' }, ...good.slice(1)],
    });
    world.identityScan.journeys.set('journey-1', aJourney(PRIMARY, 'primary', [blurred, aSide('Back')]));
    world.identityScan.journeys.set('journey-2', {
      ...aJourney(PRIMARY, 'primary', [aSide('Front')]),
      JourneyId: 'journey-2',
    });
    for (const journeyId of ['journey-1', 'journey-2']) {
      const saved = await world.saveDrivingLicence.execute({
        user: PRIMARY,
        applicationId: APP,
        applicantType: 'primary',
        fileUuids: [],
        journeyId,
      });
      expect(saved.ok || saved.error.details?.reason).toBe('IDENTITY_CHECK.SCAN_NOT_PASSED');
    }
    expect(world.stored(APP)!.version).toBe(1);
    expect(world.storage.stored.size).toBe(0);
  });

  it('keeps a sixth scan and a sixth upload of each officer: licences do not count towards the 10-file limit', async () => {
    const world = anIdentityCheckWorld().given(anApplicationAtApprovals());
    world.identityScan.journeys.set(
      'journey-1',
      aJourney(PRIMARY, 'primary', [aSide('Front'), aSide('Back')]),
    );
    world.identityScan.images.set('journey-1 /images/Front', { contentType: 'image/png', bytes: PNG_BYTES });
    world.identityScan.images.set('journey-1 /images/Back', { contentType: 'image/png', bytes: PNG_BYTES });
    for (let attempt = 1; attempt <= 6; attempt++) {
      const scanned = await world.saveDrivingLicence.execute({
        user: PRIMARY,
        applicationId: APP,
        applicantType: 'primary',
        fileUuids: [],
        journeyId: 'journey-1',
      });
      expect(scanned).toEqual({ ok: true, value: undefined });
      await aSavedUpload(world, `front-${attempt}`, { ownerUserId: SECONDARY.id });
      await aSavedUpload(world, `back-${attempt}`, { ownerUserId: SECONDARY.id });
      const uploaded = await world.saveDrivingLicence.execute({
        user: SECONDARY,
        applicationId: APP,
        applicantType: 'secondary',
        fileUuids: [`front-${attempt}`, `back-${attempt}`],
      });
      expect(uploaded).toEqual({ ok: true, value: undefined });
    }
    expect(world.stored(APP)!.value.journey.secondaryApplicant!.idScanData!.fileUrls).toEqual([
      'front-6',
      'back-6',
    ]);
  });

  it("refuses a scan past the applicant's own licence bound, which leaves the other officer's alone", async () => {
    const world = anIdentityCheckWorld().given(anApplicationAtApprovals());
    world.identityScan.journeys.set(
      'journey-1',
      aJourney(PRIMARY, 'primary', [aSide('Front'), aSide('Back')]),
    );
    world.identityScan.images.set('journey-1 /images/Front', { contentType: 'image/png', bytes: PNG_BYTES });
    world.identityScan.images.set('journey-1 /images/Back', { contentType: 'image/png', bytes: PNG_BYTES });
    for (let count = 0; count < MAX_LICENCE_FILES_PER_APPLICANT - 1; count++) {
      await aSavedUpload(world, `old-${count}`);
    }
    const scanned = await world.saveDrivingLicence.execute({
      user: PRIMARY,
      applicationId: APP,
      applicantType: 'primary',
      fileUuids: [],
      journeyId: 'journey-1',
    });
    expect(scanned.ok || scanned.error.details?.reason).toBe('TOO_MANY');
    await aSavedUpload(world, 'front', { ownerUserId: SECONDARY.id });
    await aSavedUpload(world, 'back', { ownerUserId: SECONDARY.id });
    const theirs = await world.saveDrivingLicence.execute({
      user: SECONDARY,
      applicationId: APP,
      applicantType: 'secondary',
      fileUuids: ['front', 'back'],
    });
    expect(theirs.ok).toBe(true);
  });

  it("refuses someone else's scan journey as unknown", async () => {
    const world = anIdentityCheckWorld().given(anApplicationAtApprovals());
    world.identityScan.journeys.set(
      'journey-1',
      aJourney(SECONDARY, 'secondary', [aSide('Front'), aSide('Back')]),
    );
    const saved = await world.saveDrivingLicence.execute({
      user: PRIMARY,
      applicationId: APP,
      applicantType: 'primary',
      fileUuids: [],
      journeyId: 'journey-1',
    });
    expect(saved.ok || saved.error.details?.reason).toBe('IDENTITY_CHECK.JOURNEY_UNKNOWN');
  });

  it('keeps a manual upload of the front and back, with the error count already stored', async () => {
    const world = anIdentityCheckWorld().given(
      anApplicationAtApprovals({
        primaryApplicant: { userId: PRIMARY.id, idScanData: { idScan: { skipped: true, errorCount: 1 } } },
      }),
    );
    await aSavedUpload(world, 'front');
    await aSavedUpload(world, 'back');
    const saved = await world.saveDrivingLicence.execute({
      user: PRIMARY,
      applicationId: APP,
      applicantType: 'primary',
      fileUuids: ['front', 'back'],
    });
    expect(saved.ok).toBe(true);
    expect(world.stored(APP)!.value.journey.primaryApplicant!.idScanData).toEqual({
      fileUrls: ['front', 'back'],
      idScan: { skipped: true, errorCount: 1 },
    });
    // Received, being checked: staff look at an upload before it counts as verified (decision 2080).
    expect(world.stored(APP)!.value.journey.primaryApplicant!.licenceCheck).toEqual({
      status: 'toCheck',
      source: 'upload',
    });
  });

  it.each([
    ['one side only', ['front'], {}],
    ['the same file twice', ['front', 'front'], {}],
    ["someone else's file", ['front', 'theirs'], {}],
    ['a financial statement', ['front', 'statement'], {}],
    ['a file never saved', ['front', 'unsaved'], {}],
    ['three files', ['front', 'back', 'other'], {}],
  ])('refuses %s, storing nothing', async (_case, uuids) => {
    const world = anIdentityCheckWorld().given(anApplicationAtApprovals());
    await aSavedUpload(world, 'front');
    await aSavedUpload(world, 'back');
    await aSavedUpload(world, 'other');
    await aSavedUpload(world, 'theirs', { ownerUserId: SECONDARY.id });
    await aSavedUpload(world, 'statement', { kind: 'financialStatement' });
    await world.files.recordUpload({
      ...(await world.files.ofId('front'))!,
      uuid: 'unsaved',
      savedAt: undefined,
      fileName: undefined,
    });
    const saved = await world.saveDrivingLicence.execute({
      user: PRIMARY,
      applicationId: APP,
      applicantType: 'primary',
      fileUuids: uuids,
    });
    expect(saved.ok || saved.error.details?.reason).toBe('IDENTITY_CHECK.LICENCE_FILES_INVALID');
    expect(world.stored(APP)!.version).toBe(1);
  });

  it("refuses a secondary saving the primary's licence, a stranger, a closed step and a completed check", async () => {
    const save = (world: ReturnType<typeof anIdentityCheckWorld>, user: User, applicantType: string) =>
      world.saveDrivingLicence.execute({ user, applicationId: APP, applicantType, fileUuids: ['a', 'b'] });
    const reasonOf = (result: Awaited<ReturnType<typeof save>>) =>
      result.ok ? 'ok' : result.error.details?.reason;

    const open = anIdentityCheckWorld().given(anApplicationAtApprovals());
    expect(reasonOf(await save(open, SECONDARY, 'primary'))).toBe('IDENTITY_CHECK.NOT_YOUR_CHECK');
    expect(reasonOf(await save(open, PRIMARY, 'secondary'))).toBe('IDENTITY_CHECK.NOT_YOUR_CHECK');
    expect(reasonOf(await save(open, STRANGER, 'primary'))).toBe('IDENTITY_CHECK.NOT_AN_APPLICANT');
    expect(reasonOf(await save(open, { ...PRIMARY, orgId: 'other' }, 'primary'))).toBe(
      'IDENTITY_CHECK.NOT_AN_APPLICANT',
    );

    const early = anIdentityCheckWorld().given(
      anApplicationAtApprovals({ status: 'businessDetails', statusSecondary: undefined }),
    );
    expect(reasonOf(await save(early, PRIMARY, 'primary'))).toBe('IDENTITY_CHECK.NOT_AT_THIS_STEP');
    expect(reasonOf(await save(early, SECONDARY, 'secondary'))).toBe('IDENTITY_CHECK.NOT_AT_THIS_STEP');

    const done = anIdentityCheckWorld().given(
      anApplicationAtApprovals({
        primaryApplicant: { userId: PRIMARY.id, identityVerificationStatus: 'completed' },
      }),
    );
    expect(reasonOf(await save(done, PRIMARY, 'primary'))).toBe('IDENTITY_CHECK.ALREADY_VERIFIED');
  });
});

describe('the scan error count (journey §4, §8)', () => {
  it('marks the scan skipped and counts each OK from the stored count, per applicant', async () => {
    const world = anIdentityCheckWorld().given(anApplicationAtApprovals());
    expect(
      await world.recordScanSkipped.execute({ user: PRIMARY, applicationId: APP, applicantType: 'primary' }),
    ).toEqual({ ok: true, value: 1 });
    expect(
      await world.recordScanSkipped.execute({ user: PRIMARY, applicationId: APP, applicantType: 'primary' }),
    ).toEqual({ ok: true, value: 2 });
    expect(
      await world.recordScanSkipped.execute({
        user: SECONDARY,
        applicationId: APP,
        applicantType: 'secondary',
      }),
    ).toEqual({ ok: true, value: 1 });
    const journey = world.stored(APP)!.value.journey;
    expect(journey.primaryApplicant!.idScanData!.idScan).toEqual({ skipped: true, errorCount: 2 });
    expect(journey.secondaryApplicant!.idScanData!.idScan).toEqual({ skipped: true, errorCount: 1 });
  });

  it("does not let the secondary count the primary's errors", async () => {
    const world = anIdentityCheckWorld().given(anApplicationAtApprovals());
    const counted = await world.recordScanSkipped.execute({
      user: SECONDARY,
      applicationId: APP,
      applicantType: 'primary',
    });
    expect(counted.ok || counted.error.code).toBe('FORBIDDEN');
  });
});

describe("confirming the ID form's details (journey §4, §5)", () => {
  const withLicence = (changes: Partial<VehicleApplication['journey']> = {}) =>
    anApplicationAtApprovals({
      primaryApplicant: { userId: PRIMARY.id, idScanData: { fileUrls: ['front', 'back'] } },
      secondaryApplicant: { userId: SECONDARY.id, idScanData: { fileUrls: ['f2', 'b2'] } },
      ...changes,
    });

  it('keeps the details, normalised, and completes the primary identity check', async () => {
    const world = anIdentityCheckWorld().given(withLicence());
    const confirmed = await world.confirmIdDetails.execute({
      user: PRIMARY,
      applicationId: APP,
      applicantType: 'primary',
      form: { ...AU_FORM, version: '12', middleName: '' },
    });
    expect(confirmed.ok).toBe(true);
    const primary = world.stored(APP)!.value.journey.primaryApplicant!;
    expect(primary.identityVerificationStatus).toBe('completed');
    expect(primary.idScanResult).toEqual({
      ...AU_FORM,
      driversLicenceState: 'nsw',
      driversCardNumber: '2012345678',
    });
    expect(world.stored(APP)!.value.journey.status).toBe('approvals');
    expect(JSON.stringify(world.unitOfWork.audit)).not.toContain('12345678');
  });

  it('moves Authorised Officer (2) on to reviewAndSignContract in the same write', async () => {
    const world = anIdentityCheckWorld().given(withLicence());
    const confirmed = await world.confirmIdDetails.execute({
      user: SECONDARY,
      applicationId: APP,
      applicantType: 'secondary',
      form: AU_FORM,
    });
    expect(confirmed.ok).toBe(true);
    const journey = world.stored(APP)!.value.journey;
    expect(journey.statusSecondary).toBe('reviewAndSignContract');
    expect(journey.secondaryApplicant!.identityVerificationStatus).toBe('completed');
    expect(journey.primaryApplicant!.identityVerificationStatus).toBeUndefined();
    expect(world.unitOfWork.audit.map((entry) => entry.action)).toEqual([
      'application.identity.confirmed',
      'application.status.changed',
    ]);
  });

  it("submits the credit check waiting for Authorised Officer (2)'s ID check in the same write, once", async () => {
    const world = anIdentityCheckWorld().given(
      withLicence({
        status: 'reviewAndSignContract',
        statusCreditCheck: 'waitingForSecondary',
        primaryApplicant: {
          userId: PRIMARY.id,
          identityVerificationStatus: 'completed',
          applicationReviewStatus: 'completed',
          idScanData: { fileUrls: ['front', 'back'] },
        },
      }),
    );
    const confirmed = await world.confirmIdDetails.execute({
      user: SECONDARY,
      applicationId: APP,
      applicantType: 'secondary',
      form: AU_FORM,
    });
    expect(confirmed.ok).toBe(true);
    const journey = world.stored(APP)!.value.journey;
    expect(journey.statusCreditCheck).toBe('awaitingDecision');
    expect(journey.creditSubmission).toMatchObject({ number: 1, reference: `${APP}:1` });
    expect(world.unitOfWork.jobs.jobs.filter(({ kind }) => kind === 'credit-check.submit')).toEqual([
      expect.objectContaining({
        kind: 'credit-check.submit',
        key: `${APP}:1`,
        payload: { applicationId: APP, reference: `${APP}:1` },
      }),
    ]);
    expect(world.unitOfWork.audit.map((entry) => entry.action)).toEqual([
      'application.identity.confirmed',
      'application.status.changed',
      'application.credit-check.submitted',
    ]);
  });

  it('makes no credit submission when the credit check is not waiting for this ID check', async () => {
    const world = anIdentityCheckWorld().given(withLicence());
    await world.confirmIdDetails.execute({
      user: SECONDARY,
      applicationId: APP,
      applicantType: 'secondary',
      form: AU_FORM,
    });
    expect(world.stored(APP)!.value.journey.creditSubmission).toBeUndefined();
    expect(world.unitOfWork.jobs.jobs.filter(({ kind }) => kind === 'credit-check.submit')).toEqual([]);
  });

  it("checks NZ details by the organisation's region: the version instead of state and card", async () => {
    const nz = { orgId: 'org-au', region: 'NZ' } as never;
    const world = anIdentityCheckWorld([nz]).given(withLicence());
    const refused = await world.confirmIdDetails.execute({
      user: PRIMARY,
      applicationId: APP,
      applicantType: 'primary',
      form: { ...AU_FORM, version: '' },
    });
    expect(refused.ok || refused.error.details?.fields).toEqual({
      'idScanResult.version': ['Please enter your details'],
    });
    const confirmed = await world.confirmIdDetails.execute({
      user: PRIMARY,
      applicationId: APP,
      applicantType: 'primary',
      form: { ...AU_FORM, version: '123' },
    });
    expect(confirmed.ok).toBe(true);
    const result = world.stored(APP)!.value.journey.primaryApplicant!.idScanResult!;
    expect(result.version).toBe('123');
    expect(result.driversLicenceState).toBeUndefined();
    expect(result.driversCardNumber).toBeUndefined();
  });

  it('refuses details before a licence was saved, and bad details, storing nothing', async () => {
    const noLicence = anIdentityCheckWorld().given(anApplicationAtApprovals());
    const missing = await noLicence.confirmIdDetails.execute({
      user: PRIMARY,
      applicationId: APP,
      applicantType: 'primary',
      form: AU_FORM,
    });
    expect(missing.ok || missing.error.details?.reason).toBe('IDENTITY_CHECK.LICENCE_MISSING');

    const world = anIdentityCheckWorld().given(withLicence());
    const bad = await world.confirmIdDetails.execute({
      user: PRIMARY,
      applicationId: APP,
      applicantType: 'primary',
      form: { ...AU_FORM, driversCardNumber: '12345', currentAddress: ' ' },
    });
    expect(bad.ok || bad.error.details?.fields).toEqual({
      'idScanResult.currentAddress': ['Please enter your details'],
      'idScanResult.driversCardNumber': ['invalid card number'],
    });
    expect(world.stored(APP)!.version).toBe(1);
  });

  it("refuses the secondary confirming the primary's details", async () => {
    const world = anIdentityCheckWorld().given(withLicence());
    const refused = await world.confirmIdDetails.execute({
      user: SECONDARY,
      applicationId: APP,
      applicantType: 'primary',
      form: AU_FORM,
    });
    expect(refused.ok || refused.error.code).toBe('FORBIDDEN');
  });
});

describe('idDetailsOf: every rule of the ID form (journey §5), as the server reads it', () => {
  const today = new Date('2026-11-24T00:00:00.000Z');
  const errorsOf = (form: Record<string, unknown>, region: 'AU' | 'NZ' = 'AU') => {
    const read = idDetailsOf(form, { region, today });
    return 'errors' in read ? read.errors : {};
  };

  it.each([
    ['firstName', '', 'Please enter your details'],
    ['lastName', '', 'Please enter your details'],
    ['firstName', 'A'.repeat(101), 'Field value must have at most 100 characters.'],
    ['dob', '', 'Please enter your details'],
    ['dob', '14/3/1985', 'Field value length must equal to 10'],
    ['dob', '31/02/1985', 'Enter the date as DD/MM/YYYY'],
    ['dob', '25/11/2026', 'The date of birth cannot be in the future'],
    ['driversLicenceNumber', '', 'Please enter your details'],
    ['driversLicenceExpiry', '', 'Please enter your details'],
    ['driversLicenceExpiry', '23/11/2026', 'The licence has expired'],
    ['driversLicenceState', '', 'Please enter your details'],
    ['driversLicenceState', 'XYZ', 'Invalid state, please re-enter'],
    ['driversCardNumber', '', 'Please enter your details'],
    ['currentAddress', '', 'Please enter your details'],
  ])('AU %s %p: %s', (field, value, message) => {
    expect(errorsOf({ ...AU_FORM, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['nsw', '1234567890', '123456789A'],
    ['nt', '123456', '123456789'],
    ['act', 'AB12345678', 'AB1234567'],
    ['qld', 'AB12345678', 'AB123456789'],
    ['sa', 'AB1234567', 'AB12345678'],
    ['tas', 'AB1234567', 'AB12345'],
    ['vic', 'AB123456', 'AB1234567'],
    ['wa', 'AB12345678', 'AB12345'],
  ])('the card number follows %s: %s passes, %s fails', (state, good, bad) => {
    expect(errorsOf({ ...AU_FORM, driversLicenceState: state, driversCardNumber: good })).toEqual({});
    expect(errorsOf({ ...AU_FORM, driversLicenceState: state, driversCardNumber: bad })).toEqual({
      driversCardNumber: 'invalid card number',
    });
  });

  it('takes middle name and previous address as optional, and refuses an overlong address part', () => {
    expect(errorsOf({ ...AU_FORM, middleName: '', previousAddress: '' })).toEqual({});
    expect(
      errorsOf({
        ...AU_FORM,
        firstName: 'Zoë',
        middleName: 'Anne-Marie Geneviève',
        lastName: "O'Brien-Ngāta",
      }),
    ).toEqual({});
    expect(errorsOf({ ...AU_FORM, suburb: 'x'.repeat(101) })).toEqual({
      suburb: 'Field value must have at most 100 characters.',
    });
  });

  it('refuses a form that is not an object', () => {
    expect(errorsOf(null as never)).toEqual({ idScanResult: 'Field is required' });
  });
});

describe('the identity paths of createOrUpdateProperty', () => {
  it('names the applicant whose check each path writes', () => {
    expect(
      identityCheckWriteAt({ propertyFirst: 'primaryApplicant', propertySecond: 'idScanResult' }),
    ).toEqual({
      kind: 'confirmDetails',
      applicantType: 'primary',
    });
    expect(
      identityCheckWriteAt({
        propertyFirst: 'secondaryApplicant',
        propertySecond: 'idScanData',
        propertyThird: 'idScan',
      }),
    ).toEqual({ kind: 'scanSkipped', applicantType: 'secondary' });
    expect(
      identityCheckWriteAt({
        propertyFirst: 'primaryApplicant',
        propertySecond: 'identityVerificationStatus',
      }),
    ).toBeUndefined();
    expect(
      identityCheckWriteAt({ propertyFirst: 'primaryApplicant', propertyThird: 'idScanResult' }),
    ).toBeUndefined();
  });

  it('takes only { skipped: true } as the skipped value', () => {
    expect(isScanSkippedValue({ skipped: true })).toBe(true);
    expect(isScanSkippedValue({ skipped: true, errorCount: 0 })).toBe(false);
    expect(isScanSkippedValue(true)).toBe(false);
    expect(isScanSkippedValue([{ skipped: true }])).toBe(false);
  });
});
