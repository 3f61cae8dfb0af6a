import { SECONDARY_INVITATION_MAIL_KIND } from './officer-invitation-mail';
import { SECONDARY_INVITATION_RESEND_MINUTES } from './secondary-invitation-resend';
import { anOfficer, anOfficersApplication, anOfficersWorld } from './testing/officers-world';

const ada = anOfficer();
const sam = anOfficer({ id: 'sam', firstName: 'Sam', lastName: 'Second', email: 'sam@business.example' });
const asAda = { kind: 'customer' as const, user: ada, host: 'lease.fleetco.example' };
const samAsSecondary = { userId: 'sam', firstName: 'Sam', lastName: 'Second', email: 'sam@business.example' };

/** Ada's application on hold for Sam, who has not started. */
const onHold = () =>
  anOfficersApplication()
    .confirmed('yes')
    .withSecondary(samAsSecondary)
    .withBoard({ status: 'reviewAndSignContract', statusCreditCheck: 'waitingForSecondary' });

const liveLinks = (world: ReturnType<typeof anOfficersWorld>, userId: string) =>
  [...world.resetTokens.tokens.values()].filter((token) => token.userId === userId && !token.usedAt);

describe("Authorised Officer (2)'s invitation through the job queue (decision 2094)", () => {
  it('is queued with the nomination, keyed by the application, the officer and the change, and sent once', async () => {
    const world = anOfficersWorld().given(anOfficersApplication().confirmed('yes').build(), ada);
    const nominated = await world.nominateSecondary.execute({
      requester: asAda,
      applicantType: 'director',
      officer: { firstName: 'Sam', lastName: 'Second', email: 'sam@business.example', phone: '0412345678' },
    });
    expect(nominated).toMatchObject({ ok: true, value: { invitation: { outcome: 'queued' } } });
    // Saved, and nothing sent yet: a crash here leaves the job, which the worker resumes.
    expect(world.mailer.sent).toHaveLength(0);
    const [job] = world.invitationJobs();
    expect(job).toMatchObject({
      key: 'officer-invitation.send:app-ada:secondary:user-1:invited:v2',
      applicationId: 'app-ada',
      payload: { applicationId: 'app-ada', officer: 'secondary', userId: 'user-1', actor: 'customer:ada' },
    });
    expect(JSON.stringify(job!.payload)).not.toMatch(/@business|"Sam"|"Second"|hash=/);

    // The worker sends it, then dies before completing the job: the job runs again after its lease.
    const claimed = (await world.unitOfWork.jobs.claim(world.clock.now(), 60_000))!;
    await world.sendInvitation.run(claimed);
    await world.sendInvitation.run({ ...claimed, attempts: 2 });
    expect(world.mailer.sent).toHaveLength(1);
    expect(world.mailer.sent[0]).toMatchObject({
      to: 'sam@business.example',
      kind: SECONDARY_INVITATION_MAIL_KIND,
      deliveryKey: job!.key,
    });
    // The link it mailed is the one live link: the repeated run issued none to retire it.
    expect(liveLinks(world, 'user-1')).toHaveLength(1);
    expect(world.mailer.lastLinkTo('sam@business.example')?.url.pathname).toBe('/reset-password');
  });

  it('sends nothing to an Authorised Officer (2) replaced before their job ran', async () => {
    const world = anOfficersWorld().given(anOfficersApplication().confirmed('yes').build(), ada);
    for (const email of ['sam@business.example', 'tia@business.example']) {
      const nominated = await world.nominateSecondary.execute({
        requester: asAda,
        applicantType: 'director',
        officer: { firstName: 'Sam', lastName: 'Second', email, phone: '0412345678' },
      });
      expect(nominated.ok).toBe(true);
    }
    await world.sendQueuedInvitations();
    expect(world.mailer.sent.map(({ to }) => to)).toEqual(['tia@business.example']);
  });
});

describe("Authorised Officer (1) resends Authorised Officer (2)'s invitation from the on-hold page", () => {
  const aWorld = () => anOfficersWorld().given(onHold().build(), ada, sam);

  it('queues the invitation again under a key of its own and mails a fresh link, the earlier one retired', async () => {
    const world = aWorld();
    const resent = await world.resendSecondary.execute({
      user: ada,
      applicationId: 'app-ada',
      host: 'lease.fleetco.example',
    });
    const next = new Date(world.clock.now().getTime() + SECONDARY_INVITATION_RESEND_MINUTES * 60_000);
    expect(resent).toEqual({ ok: true, value: { nextResendAt: next } });
    expect(world.invitationJobs().map(({ key }) => key)).toEqual([
      'officer-invitation.send:app-ada:secondary:sam:resent:v2',
    ]);
    expect(world.stored()!.value.journey.secondaryApplicant?.invitationResentAt).toBe(
      world.clock.now().toISOString(),
    );
    expect(world.unitOfWork.audit).toEqual([
      expect.objectContaining({
        actor: 'customer:ada',
        action: 'application.secondary-invitation.resent',
        details: { userId: 'sam' },
      }),
    ]);
    await world.sendQueuedInvitations();
    expect(world.mailer.sent).toMatchObject([
      { to: 'sam@business.example', kind: SECONDARY_INVITATION_MAIL_KIND },
    ]);
    expect(world.mailer.sent[0]!.text).toMatch(
      /Set Password and Sign In: https:\/\/lease\.fleetco\.example\//,
    );

    world.clock.advanceMinutes(SECONDARY_INVITATION_RESEND_MINUTES);
    expect((await world.resendSecondary.execute({ user: ada, applicationId: 'app-ada' })).ok).toBe(true);
    await world.sendQueuedInvitations();
    expect(world.mailer.sent).toHaveLength(2);
    expect(liveLinks(world, 'sam')).toHaveLength(1);
  });

  it.each([
    ['Authorised Officer (2) themselves', sam],
    ['another user of the organisation', anOfficer({ id: 'kim', email: 'kim@business.example' })],
    ['a user of another organisation with the same id', anOfficer({ orgId: 'org-nz' })],
  ])('refuses %s as FORBIDDEN, sending nothing', async (_who, user) => {
    const world = aWorld();
    const before = world.snapshot();
    const refused = await world.resendSecondary.execute({ user, applicationId: 'app-ada' });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', details: { reason: 'LEASE_APPLICATION.NOT_PRIMARY_APPLICANT' } },
    });
    expect(world.snapshot()).toEqual(before);
    expect(world.invitationJobs()).toHaveLength(0);
  });

  it('refuses an unknown application the same way', async () => {
    const refused = await aWorld().resendSecondary.execute({ user: ada, applicationId: 'nope' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it.each([
    [
      'not on hold',
      { statusCreditCheck: 'approved' as const },
      'LEASE_APPLICATION.NOT_ON_HOLD_FOR_SECONDARY',
    ],
    ['not yet submitted', { statusCreditCheck: undefined }, 'LEASE_APPLICATION.NOT_ON_HOLD_FOR_SECONDARY'],
    [
      'on hold after Authorised Officer (2) started their ID check',
      { secondaryApplicant: { ...samAsSecondary, identityVerificationStatus: 'pending' } },
      'LEASE_APPLICATION.SECONDARY_ALREADY_STARTED',
    ],
    [
      'on hold after Authorised Officer (2) confirmed their details',
      { secondaryApplicant: { ...samAsSecondary, confirmed: 'yes' } },
      'LEASE_APPLICATION.SECONDARY_ALREADY_STARTED',
    ],
  ])('refuses an application %s as NOT_ALLOWED', async (_when, board, reason) => {
    const world = anOfficersWorld().given(onHold().withBoard(board).build(), ada, sam);
    const refused = await world.resendSecondary.execute({ user: ada, applicationId: 'app-ada' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED', details: { reason } } });
    expect(world.invitationJobs()).toHaveLength(0);
  });

  it('refuses a resend too soon after the last, saying when it may be sent', async () => {
    const world = aWorld();
    expect((await world.resendSecondary.execute({ user: ada, applicationId: 'app-ada' })).ok).toBe(true);
    world.clock.advanceMinutes(4.5);
    const tooSoon = await world.resendSecondary.execute({ user: ada, applicationId: 'app-ada' });
    expect(tooSoon).toMatchObject({
      ok: false,
      error: {
        code: 'NOT_ALLOWED',
        message: 'The invitation was sent again only a few minutes ago. You can send it again in 6 minutes.',
        details: {
          reason: 'LEASE_APPLICATION.INVITATION_RESENT_RECENTLY',
          nextResendAt: '2026-06-01T10:10:00.000Z',
        },
      },
    });
    expect(world.invitationJobs()).toHaveLength(1);
  });

  it('queues one invitation for parallel clicks; the others are told it was just sent', async () => {
    const world = aWorld();
    const answers = await Promise.all(
      [1, 2, 3].map(() => world.resendSecondary.execute({ user: ada, applicationId: 'app-ada' })),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    for (const refused of answers.filter((answer) => !answer.ok)) {
      expect(refused).toMatchObject({
        error: { details: { reason: 'LEASE_APPLICATION.INVITATION_RESENT_RECENTLY' } },
      });
    }
    await world.sendQueuedInvitations();
    expect(world.invitationJobs()).toHaveLength(1);
    expect(world.mailer.sent).toHaveLength(1);
  });
});
