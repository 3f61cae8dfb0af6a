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

describe('a refused staff move says where the application stands and what staff may do', () => {
  it('names the step it stands at and the moves the aggregate would take instead', async () => {
    const uow = new InMemoryUnitOfWork().given(
      aLeaseApplication()
        .withPrimaryStatus('businessDetails')
        .withFacts({ quoteSignature: 'completed', statusCreditCheck: 'approved' })
        .build(),
    );
    const refused = await new MoveApplication(uow, now).execute({
      applicationId: 'app-1',
      track: 'primary',
      to: 'reviewAndSignContract',
      actor: 'staff',
      actorId: 'staff-1',
      reason: 'Skipping the approvals step',
      mover: 'staff',
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.message).toBe(
      'This step cannot be reached from where the application stands. It stands at businessDetails; ' +
        'staff may: propose a move back to reviewQuote.',
    );
    expect(refused.error.details).toMatchObject({
      reason: 'LEASE_APPLICATION.TRANSITION_NOT_ALLOWED',
      standsAt: 'businessDetails',
      allowedMoves: [{ track: 'primary', to: 'reviewQuote', kind: 'moveBack' }],
    });
  });

  it('refuses moving a quote to sign on paper past Review Quote for the officer, and says who moves it', async () => {
    const uow = new InMemoryUnitOfWork().given(
      aLeaseApplication()
        .withPrimaryStatus('reviewQuote')
        .withFacts({ wetSignature: { signType: 'wet' } })
        .build(),
    );
    const refused = await new MoveApplication(uow, now).execute({
      applicationId: 'app-1',
      track: 'primary',
      to: 'businessDetails',
      actor: 'staff',
      actorId: 'staff-1',
      reason: 'The officer asked us to move it on',
      mover: 'staff',
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.error.message).toMatch(
        /^The application cannot move to businessDetails: the quote is to be signed on paper: Authorised Officer \(1\) moves on with Proceed to Credit Application .* It stands at reviewQuote; staff may: no move by staff\.$/,
      );
    expect(uow.applications.get('app-1')?.value.journey.status).toBe('reviewQuote');
  });
});
