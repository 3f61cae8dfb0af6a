import { MoveApplication } from './move-application';
import { InMemoryUnitOfWork } from './testing/in-memory-unit-of-work';
import { aLeaseApplication } from './testing/lease-application.builder';

const now = () => new Date('2026-02-01T10:00:00.000Z');

describe('MoveApplication', () => {
  it('moves the primary status a step forward and records why, together', async () => {
    const uow = new InMemoryUnitOfWork().given(
      aLeaseApplication().withPrimaryStatus('businessDetails').build(),
    );
    const result = await new MoveApplication(uow, now).execute({
      applicationId: 'app-1',
      track: 'primary',
      to: 'approvals',
      actor: 'primaryApplicant',
      actorId: 'user-1',
      reason: 'finance details completed',
    });
    expect(result).toEqual({ ok: true, value: { version: 2 } });
    expect(uow.applications.get('app-1')?.value.journey.status).toBe('approvals');
    expect(uow.audit).toEqual([
      {
        actor: 'customer:user-1',
        action: 'application.status.changed',
        applicationId: 'app-1',
        at: '2026-02-01T10:00:00.000Z',
        details: {
          track: 'primary',
          from: 'businessDetails',
          to: 'approvals',
          reason: 'finance details completed',
        },
      },
    ]);
  });

  it('moves the secondary status for the secondary applicant', async () => {
    const uow = new InMemoryUnitOfWork().given(aLeaseApplication().withSecondaryStatus('approvals').build());
    const result = await new MoveApplication(uow, now).execute({
      applicationId: 'app-1',
      track: 'secondary',
      to: 'reviewAndSignContract',
      actor: 'secondaryApplicant',
      actorId: 'user-2',
      reason: 'identity checked',
    });
    expect(result.ok).toBe(true);
    expect(uow.applications.get('app-1')?.value.journey.statusSecondary).toBe('reviewAndSignContract');
  });

  it('refuses a skipped step and writes nothing', async () => {
    const uow = new InMemoryUnitOfWork().given(
      aLeaseApplication().withPrimaryStatus('businessDetails').build(),
    );
    const result = await new MoveApplication(uow, now).execute({
      applicationId: 'app-1',
      track: 'primary',
      to: 'finished',
      actor: 'staff',
      actorId: 'staff-1',
      reason: 'shortcut',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.details?.reason).toBe('LEASE_APPLICATION.TRANSITION_NOT_ALLOWED');
    expect(uow.applications.get('app-1')?.version).toBe(1);
    expect(uow.audit).toEqual([]);
  });

  it('refuses a role the track does not allow', async () => {
    const uow = new InMemoryUnitOfWork().given(
      aLeaseApplication().withPrimaryStatus('businessDetails').build(),
    );
    const result = await new MoveApplication(uow, now).execute({
      applicationId: 'app-1',
      track: 'primary',
      to: 'approvals',
      actor: 'secondaryApplicant',
      actorId: 'user-2',
      reason: 'not theirs',
    });
    expect(result.ok).toBe(false);
    expect(uow.audit).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown application', async () => {
    const result = await new MoveApplication(new InMemoryUnitOfWork(), now).execute({
      applicationId: 'missing',
      track: 'primary',
      to: 'reviewQuote',
      actor: 'primaryApplicant',
      actorId: 'user-1',
      reason: 'proceed',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('NOT_FOUND');
  });
});
