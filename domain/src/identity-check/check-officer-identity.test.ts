import type { User } from '../accounts/user';
import { anApplication } from '../application/vehicle-application.builder';
import type { VehicleApplication } from '../application/vehicle-application';
import { signingPartyOf } from '../contract-signing/signing-party';
import type { StaffMember } from '../staff/staff-member';
import { AN_AU_ID_FORM, AN_AU_OFFICER } from './testing/an-au-officer';
import { anIdentityCheckWorld, type IdentityCheckWorld } from './testing/identity-check-world';

const ADA = AN_AU_OFFICER;
const APP = 'app-1';
const member: StaffMember = {
  staffId: 'staff-1',
  name: 'Sam Support',
  email: 'sam@provider.example',
  role: 'support',
  status: 'active',
};

function anApplicationAtApprovals(): VehicleApplication {
  return {
    ...anApplication()
      .ownedBy(ADA.id)
      .withJourney({
        status: 'approvals',
        primaryApplicant: { userId: ADA.id, confirmed: 'yes' },
      })
      .build(),
    applicationId: APP,
    orgId: 'org-au',
  };
}

/** Ada's licence uploaded by hand: received, being checked. */
async function anUploadToCheck() {
  const world = anIdentityCheckWorld().given(anApplicationAtApprovals());
  for (const uuid of ['front', 'back']) {
    await world.files.recordUpload({
      uuid,
      ownerUserId: ADA.id,
      orgId: 'org-au',
      applicationId: APP,
      kind: 'driversLicence',
      contentType: 'image/png',
      sizeBytes: 10,
      uploadedAt: '2026-11-24T09:00:00.000Z',
    });
    await world.files.markSaved(uuid, `${uuid}.png`, '2026-11-24T09:00:00.000Z');
  }
  const saved = await world.saveDrivingLicence.execute({
    user: ADA,
    applicationId: APP,
    applicantType: 'primary',
    fileUuids: ['front', 'back'],
  });
  expect(saved.ok).toBe(true);
  world.unitOfWork.audit.length = 0;
  return world;
}

const accept = {
  applicationId: APP,
  officer: 'primary',
  verdict: 'accept',
  reason: 'Photo matches',
} as const;
const reject = { applicationId: APP, officer: 'primary', verdict: 'reject', reason: 'Not readable' } as const;

describe("staff check an officer's licence waiting for them, 'ID to check' (decision 2080)", () => {
  it('accepting keeps who checked it, when and why, in the trail as the member', async () => {
    const world = await anUploadToCheck();
    expect(await world.checkOfficerIdentity.execute(member, accept)).toEqual({
      ok: true,
      value: { applicationId: APP, officer: 'primary', licenceCheck: 'accepted' },
    });
    expect(world.stored(APP)!.value.journey.primaryApplicant!.licenceCheck).toEqual({
      status: 'accepted',
      source: 'upload',
      checkedBy: 'staff-1',
      checkedAt: '2026-11-24T09:00:00.000Z',
      reason: 'Photo matches',
    });
    expect(world.unitOfWork.audit).toEqual([
      expect.objectContaining({
        action: 'application.identity.licence-accepted',
        actor: 'staff:staff-1',
        details: { applicant: 'primary', source: 'upload', reason: 'Photo matches' },
      }),
    ]);
  });

  it('rejecting keeps the reason; a checked licence is not checked again', async () => {
    const world = await anUploadToCheck();
    expect((await world.checkOfficerIdentity.execute(member, reject)).ok).toBe(true);
    expect(world.stored(APP)!.value.journey.primaryApplicant!.licenceCheck).toMatchObject({
      status: 'rejected',
      reason: 'Not readable',
    });
    expect(world.unitOfWork.audit).toEqual([
      expect.objectContaining({
        action: 'application.identity.licence-rejected',
        actor: 'staff:staff-1',
        details: { applicant: 'primary', source: 'upload', reason: 'Not readable' },
      }),
    ]);
    expect(await world.checkOfficerIdentity.execute(member, accept)).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED', details: { reason: 'IDENTITY_CHECK.NOTHING_TO_CHECK' } },
    });
  });

  it('refuses a licence not waiting, no such officer, no such application, no reason and a disabled member, storing nothing', async () => {
    const world = anIdentityCheckWorld().given(anApplicationAtApprovals());
    expect(await world.checkOfficerIdentity.execute(member, accept)).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED', details: { reason: 'IDENTITY_CHECK.NOTHING_TO_CHECK' } },
    });
    expect(
      await world.checkOfficerIdentity.execute(member, { ...accept, officer: 'secondary' }),
    ).toMatchObject({ ok: false, error: { details: { reason: 'IDENTITY_CHECK.NO_SUCH_OFFICER' } } });
    expect(
      await world.checkOfficerIdentity.execute(member, { ...accept, applicationId: 'app-nobody' }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    const waiting = await anUploadToCheck();
    const version = waiting.stored(APP)!.version;
    expect(await waiting.checkOfficerIdentity.execute(member, { ...reject, reason: '  ' })).toMatchObject({
      ok: false,
      error: { code: 'BAD_INPUT' },
    });
    expect(
      await waiting.checkOfficerIdentity.execute({ ...member, status: 'disabled' }, accept),
    ).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(
      await waiting.checkOfficerIdentity.execute(member, { ...accept, expectedVersion: version - 1 }),
    ).toMatchObject({ ok: false, error: { code: 'CONCURRENT_UPDATE' } });
    expect(waiting.stored(APP)!.version).toBe(version);
    expect(waiting.stored(APP)!.value.journey.primaryApplicant!.licenceCheck?.status).toBe('toCheck');
    expect(waiting.unitOfWork.audit).toEqual([]);
  });
});

const BO: User = { ...ADA, id: 'bo', firstName: 'Bo', lastName: 'Second', email: 'bo@business.example' };
/** Bo's ID details: Ada's AU form with his name. */
const AU_FORM = { ...AN_AU_ID_FORM, firstName: 'Bo', lastName: 'Second' };

/** Bo's front and back, uploaded by hand and saved for the application. */
async function bosUpload(world: IdentityCheckWorld, names: [string, string]) {
  for (const uuid of names) {
    await world.files.recordUpload({
      uuid,
      ownerUserId: BO.id,
      orgId: 'org-au',
      applicationId: APP,
      kind: 'driversLicence',
      contentType: 'image/png',
      sizeBytes: 10,
      uploadedAt: '2026-11-24T09:00:00.000Z',
    });
    await world.files.markSaved(uuid, `${uuid}.png`, '2026-11-24T09:00:00.000Z');
  }
}

/** Credit approved, both officers at the signing step; Bo's licence, uploaded by hand, waits for staff. */
function anApplicationAtSigning(): VehicleApplication {
  const uploaded = { status: 'toCheck', source: 'upload' } as const;
  return {
    ...anApplication()
      .ownedBy(ADA.id)
      .withJourney({
        status: 'reviewAndSignContract',
        statusSecondary: 'reviewAndSignContract',
        statusCreditCheck: 'approved',
        primaryApplicant: {
          userId: ADA.id,
          confirmed: 'yes',
          identityVerificationStatus: 'completed',
          licenceCheck: { status: 'nameMatched', source: 'scan' },
        },
        secondaryApplicant: {
          userId: BO.id,
          identityVerificationStatus: 'completed',
          idScanData: { fileUrls: ['old-front', 'old-back'], idScan: { errorCount: 1 } },
          idScanResult: { firstName: 'Bo', lastName: 'Second' },
          licenceCheck: uploaded,
        },
      })
      .build(),
    applicationId: APP,
    orgId: 'org-au',
  };
}

describe("a rejected licence reopens the officer's ID check and holds back signing (decision 2080)", () => {
  const rejectBo = { ...reject, officer: 'secondary' } as const;

  it('the officer is no longer verified and has no licence to go on with; the rejection and error count stay', async () => {
    const world = anIdentityCheckWorld().given(anApplicationAtSigning());
    expect((await world.checkOfficerIdentity.execute(member, rejectBo)).ok).toBe(true);
    const bo = world.stored(APP)!.value.journey.secondaryApplicant!;
    expect(bo.identityVerificationStatus).toBe('reopened');
    expect(bo.idScanData).toEqual({ idScan: { errorCount: 1 } });
    expect(bo.idScanResult).toEqual({ firstName: 'Bo', lastName: 'Second' });
    expect(bo.licenceCheck).toMatchObject({ status: 'rejected', reason: 'Not readable' });
    // Accepting reopens nothing.
    const accepted = anIdentityCheckWorld().given(anApplicationAtSigning());
    await accepted.checkOfficerIdentity.execute(member, { ...rejectBo, verdict: 'accept' });
    expect(accepted.stored(APP)!.value.journey.secondaryApplicant).toMatchObject({
      identityVerificationStatus: 'completed',
      idScanData: { fileUrls: ['old-front', 'old-back'] },
    });
  });

  it('neither officer may sign until the officer checks their identity again, where they stand', async () => {
    const world = anIdentityCheckWorld().given(anApplicationAtSigning());
    await world.checkOfficerIdentity.execute(member, rejectBo);
    for (const user of [ADA, BO]) {
      expect(await signingPartyOf(world.unitOfWork, user, APP, 'change')).toMatchObject({
        ok: false,
        error: {
          code: 'NOT_ALLOWED',
          message:
            "The lease cannot be signed yet: Authorised Officer (2)'s driver's licence was not accepted, so their ID check must be done again first.",
          details: { reason: 'IDENTITY_CHECK.LICENCE_NOT_ACCEPTED', officer: 'secondary' },
        },
      });
      // Reading the signing step stays open: the page can say why.
      expect((await signingPartyOf(world.unitOfWork, user, APP, 'read')).ok).toBe(true);
    }

    // Bo uploads his licence again at the signing step, and confirms his details again.
    await bosUpload(world, ['new-front', 'new-back']);
    expect(
      await world.saveDrivingLicence.execute({
        user: BO,
        applicationId: APP,
        applicantType: 'secondary',
        fileUuids: ['new-front', 'new-back'],
      }),
    ).toEqual({ ok: true, value: undefined });
    expect(
      await world.confirmIdDetails.execute({
        user: BO,
        applicationId: APP,
        applicantType: 'secondary',
        form: AU_FORM,
      }),
    ).toEqual({ ok: true, value: undefined });
    const journey = world.stored(APP)!.value.journey;
    expect(journey.statusSecondary).toBe('reviewAndSignContract');
    expect(journey.secondaryApplicant).toMatchObject({
      identityVerificationStatus: 'completed',
      idScanData: { fileUrls: ['new-front', 'new-back'] },
      licenceCheck: { status: 'toCheck', source: 'upload' },
    });
    expect((await signingPartyOf(world.unitOfWork, ADA, APP, 'change')).ok).toBe(true);
  });

  it('a check not reopened stays closed past approvals, and a finished lease reopens nothing', async () => {
    const world = anIdentityCheckWorld().given(anApplicationAtSigning());
    await bosUpload(world, ['new-front', 'new-back']);
    const save = {
      user: BO,
      applicationId: APP,
      applicantType: 'secondary',
      fileUuids: ['new-front', 'new-back'],
    };
    expect(await world.saveDrivingLicence.execute(save)).toMatchObject({
      ok: false,
      error: { details: { reason: 'IDENTITY_CHECK.ALREADY_VERIFIED' } },
    });
    const finished = anApplicationAtSigning();
    finished.journey = { ...finished.journey, status: 'finished', statusSecondary: 'finished' };
    const done = anIdentityCheckWorld().given(finished);
    await done.checkOfficerIdentity.execute(member, rejectBo);
    await bosUpload(done, ['new-front', 'new-back']);
    expect(await done.saveDrivingLicence.execute(save)).toMatchObject({
      ok: false,
      error: { details: { reason: 'IDENTITY_CHECK.NOT_AT_THIS_STEP' } },
    });
  });
});
