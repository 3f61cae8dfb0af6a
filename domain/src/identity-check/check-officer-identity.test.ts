import type { User } from '../accounts/user';
import { anApplication } from '../application/vehicle-application.builder';
import type { VehicleApplication } from '../application/vehicle-application';
import type { StaffMember } from '../staff/staff-member';
import { anIdentityCheckWorld } from './testing/identity-check-world';

const ADA: User = {
  id: 'ada',
  orgId: 'org-au',
  firstName: 'Ada',
  lastName: 'Officer',
  email: 'ada@business.example',
  region: 'AU',
  createdAt: '2026-05-01T00:00:00.000Z',
};
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
