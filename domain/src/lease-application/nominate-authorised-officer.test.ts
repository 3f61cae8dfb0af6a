import { AuthoriseApplicant } from '../accounts/authorise-applicant';
import { OFFICER_NOMINATION_MAIL_KIND } from './officer-invitation-mail';
import type { OfficerForm } from './officers';
import { anOfficer, anOfficersApplication, anOfficersOrg, anOfficersWorld } from './testing/officers-world';

const ada = anOfficer();
const aNominee = (changes: OfficerForm = {}): OfficerForm => ({
  firstName: 'Noor',
  lastName: "O'Neil",
  email: ' Noor@Business.example ',
  phone: '0412 345 678',
  ...changes,
});
const asAda = { kind: 'customer' as const, user: ada, host: 'lease.fleetco.example' };

describe('NominateAuthorisedOfficer', () => {
  it('makes the nominee Authorised Officer (1), unconfirmed, and the owner, with a new user and the audit entries', async () => {
    const world = anOfficersWorld().given(anOfficersApplication().confirmed('yes').build(), ada);
    const result = await world.nominateOfficer.execute({
      requester: asAda,
      officer: aNominee(),
      via: 'reassignQuote',
    });

    expect(result).toMatchObject({
      ok: true,
      value: {
        applicationId: 'app-ada',
        nomineeWasKnown: false,
        previousUserId: 'ada',
        primaryApplicant: {
          userId: 'user-1',
          firstName: 'Noor',
          lastName: "O'Neil",
          email: 'noor@business.example',
          phone: '0412345678',
        },
        invitation: { outcome: 'queued' },
      },
    });
    const stored = world.stored()!.value;
    expect(stored.orgUserId).toBe('user-1');
    expect(stored.journey.primaryApplicant).toEqual({
      userId: 'user-1',
      firstName: 'Noor',
      lastName: "O'Neil",
      email: 'noor@business.example',
      phone: '0412345678',
    });
    expect(stored.journey.currentUser).toMatchObject({
      firstName: 'Noor',
      email: 'noor@business.example',
    });
    expect(world.unitOfWork.users.get('user-1')).toMatchObject({
      orgId: 'org-au',
      email: 'noor@business.example',
      contactNumber: '0412345678',
      region: 'AU',
    });
    expect(world.unitOfWork.audit).toEqual([
      {
        actor: 'customer:ada',
        action: 'account.created',
        subject: 'user:user-1',
        at: '2026-06-01T10:00:00.000Z',
        details: { reason: 'officer-nominated' },
      },
      {
        actor: 'customer:ada',
        action: 'application.primary-applicant.nominated',
        applicationId: 'app-ada',
        at: '2026-06-01T10:00:00.000Z',
        details: { fromUserId: 'ada', toUserId: 'user-1', nomineeWasKnown: false, via: 'reassignQuote' },
      },
    ]);
    // No names, addresses or numbers in the trail.
    expect(JSON.stringify(world.unitOfWork.audit)).not.toMatch(/noor|0412/i);
  });

  it('takes the application away from the requester: not linked, FORBIDDEN, signed out everywhere', async () => {
    const world = anOfficersWorld().given(anOfficersApplication().build(), ada);
    await world.aSessionOf('ada', 'phone');
    await world.aSessionOf('ada', 'laptop');
    await world.aSessionOf('someone-else');
    const result = await world.nominateOfficer.execute({
      requester: asAda,
      officer: aNominee(),
      via: 'reassignQuote',
    });
    expect(result).toMatchObject({ ok: true, value: { sessionsEnded: 2 } });

    expect(await world.deps.applications.ofUser('ada')).toEqual([]);
    const guard = new AuthoriseApplicant(world.deps.applications);
    expect(await guard.execute(ada, 'app-ada')).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect([...world.sessions.sessions.values()].map((s) => [s.id, !!s.revokedAt])).toEqual([
      ['phone', true],
      ['laptop', true],
      ['session-someone-else', false],
    ]);
    // Whatever Ada tries next about officers is refused.
    const again = await world.nominateOfficer.execute({
      requester: asAda,
      officer: aNominee({ email: 'x@business.example' }),
      via: 'reassignQuote',
    });
    expect(again).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(await world.confirmPrimary.execute({ user: ada, vehicleApplicationStatus: 'yes' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });

  it('e-mails the nominee the branded invitation with the create-password link', async () => {
    const world = anOfficersWorld().given(anOfficersApplication().build(), ada);
    await world.nominateOfficer.execute({ requester: asAda, officer: aNominee(), via: 'reassignQuote' });
    expect(world.mailer.sent).toHaveLength(0);
    await world.sendQueuedInvitations();
    const [mail] = world.mailer.sent;
    expect(mail).toMatchObject({
      to: 'noor@business.example',
      orgId: 'org-au',
      kind: OFFICER_NOMINATION_MAIL_KIND,
      subject: 'You have been nominated as authorised officer for a vehicle lease with Fleet Co',
    });
    expect(mail!.text).toContain(
      "Ada Officer nominated you as the business's authorised officer to review and approve lease quote Q-77 for a Kia EV6, complete a credit application and sign the lease.",
    );
    expect(mail!.text).toMatch(/Set Password and Sign In: https:\/\/lease\.fleetco\.example\/reset-password/);
  });

  it('reuses the organisation’s user of the address, unchanged, and never one of another organisation', async () => {
    const noor = anOfficer({
      id: 'noor',
      email: 'noor@business.example',
      firstName: 'Nora',
      contactNumber: '0400000000',
    });
    const elsewhere = anOfficer({ id: 'noor-nz', orgId: 'org-nz', email: 'other@business.example' });
    const world = anOfficersWorld().given(anOfficersApplication().build(), ada, noor, elsewhere);

    const known = await world.nominateOfficer.execute({
      requester: asAda,
      officer: aNominee(),
      via: 'reassignQuote',
    });
    expect(known).toMatchObject({
      ok: true,
      value: { nomineeWasKnown: true, primaryApplicant: { userId: 'noor', firstName: 'Noor' } },
    });
    expect(world.unitOfWork.users.get('noor')).toEqual(noor);

    const world2 = anOfficersWorld().given(anOfficersApplication().build(), ada, elsewhere);
    const other = await world2.nominateOfficer.execute({
      requester: asAda,
      officer: aNominee({ email: 'other@business.example' }),
      via: 'reassignQuote',
    });
    expect(other).toMatchObject({
      ok: true,
      value: { nomineeWasKnown: false, primaryApplicant: { userId: 'user-1' } },
    });
    expect(world2.unitOfWork.users.get('user-1')?.orgId).toBe('org-au');
  });

  it("refuses the requester's own address, whatever its case, with the specification's message", async () => {
    const world = anOfficersWorld().given(anOfficersApplication().build(), ada);
    const before = world.snapshot();
    const result = await world.nominateOfficer.execute({
      requester: asAda,
      officer: aNominee({ email: 'ADA@business.example' }),
      via: 'reassignQuote',
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'BAD_INPUT',
        message: 'email: You can not reassigne the quote yourself',
        details: { fields: { email: ['You can not reassigne the quote yourself'] } },
      },
    });
    expect(world.snapshot()).toEqual(before);
  });

  it('checks the form by the organisation’s region and lists every failing field', async () => {
    const world = anOfficersWorld().given(anOfficersApplication().build(), ada);
    const result = await world.nominateOfficer.execute({
      requester: asAda,
      officer: { firstName: 'N', lastName: 'Smith2', email: 'not-an-address', phone: '04123' },
      via: 'reassignQuote',
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        details: {
          reason: 'LEASE_APPLICATION.OFFICER_INVALID',
          fields: {
            firstName: ['Field value must have at least 2 characters.'],
            lastName: ['Field needs to be a characters only'],
            email: ['Field needs to be an email address'],
            phone: ['Field value length must equal to 10'],
          },
        },
      },
    });

    const nz = anOfficersWorld([anOfficersOrg({ region: 'NZ' })]).given(anOfficersApplication().build(), ada);
    expect(
      (
        await nz.nominateOfficer.execute({
          requester: asAda,
          officer: aNominee({ phone: '021 234 567' }),
          via: 'x',
        })
      ).ok,
    ).toBe(true);
  });

  it('refuses Authorised Officer (2) as the nominee', async () => {
    const world = anOfficersWorld().given(
      anOfficersApplication()
        .confirmed('yes')
        .withSecondary({ userId: 'sec', email: 'sec@business.example' })
        .build(),
      ada,
    );
    const result = await world.nominateOfficer.execute({
      requester: asAda,
      officer: aNominee({ email: 'Sec@business.example' }),
      via: 'reassignQuote',
    });
    expect(result).toMatchObject({
      ok: false,
      error: { details: { fields: { email: ['This person is already Authorised Officer (2)'] } } },
    });
  });

  it.each([undefined, 'reviewQuote', 'businessDetails'] as const)(
    'is allowed from issue to business details (status %p), confirmed or not',
    async (status) => {
      const world = anOfficersWorld().given(anOfficersApplication().withStatus(status).build(), ada);
      const result = await world.nominateOfficer.execute({
        requester: asAda,
        officer: aNominee(),
        via: 'reassignQuote',
      });
      expect(result.ok).toBe(true);
    },
  );

  it.each(['approvals', 'reviewAndSignContract', 'finished'] as const)('is refused at %s', async (status) => {
    const world = anOfficersWorld().given(anOfficersApplication().withStatus(status).build(), ada);
    const before = world.snapshot();
    const result = await world.nominateOfficer.execute({
      requester: asAda,
      officer: aNominee(),
      via: 'reassignQuote',
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'NOT_ALLOWED',
        details: { reason: 'LEASE_APPLICATION.OFFICERS_NOT_AT_THIS_STEP', status },
      },
    });
    expect(world.snapshot()).toEqual(before);
  });

  it('refuses a secondary applicant, another user and a user of another organisation with FORBIDDEN', async () => {
    const world = anOfficersWorld().given(
      anOfficersApplication()
        .confirmed('yes')
        .withSecondary({ userId: 'sec', email: 'sec@business.example' })
        .build(),
      ada,
    );
    for (const user of [
      anOfficer({ id: 'sec', email: 'sec@business.example' }),
      anOfficer({ id: 'kim', email: 'kim@business.example' }),
      anOfficer({ orgId: 'org-nz' }),
    ]) {
      const result = await world.nominateOfficer.execute({
        requester: { kind: 'customer', user },
        officer: aNominee(),
        via: 'reassignQuote',
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }
    expect(world.stored()!.version).toBe(1);
  });

  it('lets the owner of a calculator application without a primary nominate the officer', async () => {
    const world = anOfficersWorld().given(anOfficersApplication().fromTheCalculator().build(), ada);
    const result = await world.nominateOfficer.execute({
      requester: asAda,
      officer: aNominee(),
      via: 'selectPrimaryApplicant',
    });
    expect(result).toMatchObject({ ok: true, value: { previousUserId: 'ada' } });
    expect(world.stored()!.value.orgUserId).toBe('user-1');
  });

  it('lets staff nominate on a named application, audited as staff, signing the previous officer out', async () => {
    const world = anOfficersWorld().given(anOfficersApplication().build(), ada);
    await world.aSessionOf('ada');
    const result = await world.nominateOfficer.execute({
      requester: { kind: 'staff', staffId: 'os:kim', applicationId: 'app-ada' },
      officer: aNominee(),
      via: 'lease-admin',
    });
    expect(result).toMatchObject({ ok: true, value: { previousUserId: 'ada', sessionsEnded: 1 } });
    expect(world.unitOfWork.audit.map((entry) => entry.actor)).toEqual(['staff:os:kim', 'staff:os:kim']);
    await world.sendQueuedInvitations();
    expect(world.mailer.sent[0]!.text).toContain('Fleet Co nominated you');
    // Staff may not name the officer the application already has.
    const same = await world.nominateOfficer.execute({
      requester: { kind: 'staff', staffId: 'os:kim', applicationId: 'app-ada' },
      officer: aNominee(),
      via: 'lease-admin',
    });
    expect(same).toMatchObject({
      ok: false,
      error: { details: { fields: { email: ['This person is already Authorised Officer (1)'] } } },
    });
    const unknown = await world.nominateOfficer.execute({
      requester: { kind: 'staff', staffId: 'os:kim', applicationId: 'nope' },
      officer: aNominee(),
      via: 'lease-admin',
    });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('writes nothing and sends nothing when the audit entry cannot be written', async () => {
    const world = anOfficersWorld().given(anOfficersApplication().build(), ada);
    await world.aSessionOf('ada');
    world.unitOfWork.auditFailure = new Error('the audit table is unavailable');
    const before = world.snapshot();
    await expect(
      world.nominateOfficer.execute({ requester: asAda, officer: aNominee(), via: 'reassignQuote' }),
    ).rejects.toThrow('the audit table is unavailable');
    expect(world.snapshot()).toEqual(before);
    expect(world.sessions.sessions.get('session-ada')?.revokedAt).toBeUndefined();
  });

  it('keeps the nomination when the mail fails: its queued invitation fails, for the queue to try again', async () => {
    const world = anOfficersWorld().given(anOfficersApplication().build(), ada);
    const send = world.mailer.send.bind(world.mailer);
    world.mailer.send = async () => {
      throw new Error('SMTP relay refused the connection');
    };
    const result = await world.nominateOfficer.execute({
      requester: asAda,
      officer: aNominee(),
      via: 'reassignQuote',
    });
    expect(result).toMatchObject({ ok: true, value: { invitation: { outcome: 'queued' } } });
    expect(world.stored()!.value.journey.primaryApplicant?.userId).toBe('user-1');
    await expect(world.sendQueuedInvitations()).rejects.toThrow('SMTP relay refused the connection');
    world.mailer.send = send;
    await world.sendInvitation.run({ ...world.invitationJobs()[0]!, attempts: 2 });
    expect(world.mailer.sent.map(({ to }) => to)).toEqual(['noor@business.example']);
  });
});
