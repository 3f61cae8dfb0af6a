import { SECONDARY_INVITATION_MAIL_KIND } from './officer-invitation-mail';
import type { OfficerForm } from './officers';
import { anOfficer, anOfficersApplication, anOfficersOrg, anOfficersWorld } from './testing/officers-world';

const ada = anOfficer();
const asAda = { kind: 'customer' as const, user: ada, host: 'lease.fleetco.example' };
const aSecondary = (changes: OfficerForm = {}): OfficerForm => ({
  firstName: 'Sam',
  lastName: 'Second',
  email: 'Sam@Business.example',
  phone: '(04) 1234 5678',
  ...changes,
});
const confirmedWithTwo = () => anOfficersApplication().confirmed('yes');

describe('NominateSecondaryApplicant', () => {
  it('links Authorised Officer (2) with their role, a new user and the audit entries, and invites them', async () => {
    const world = anOfficersWorld().given(confirmedWithTwo().build(), ada);
    const result = await world.nominateSecondary.execute({
      requester: asAda,
      applicantType: 'Secretary',
      officer: aSecondary(),
    });
    const secondaryApplicant = {
      userId: 'user-1',
      firstName: 'Sam',
      lastName: 'Second',
      email: 'sam@business.example',
      phone: '0412345678',
      applicantType: 'secretary',
    };
    expect(result).toMatchObject({
      ok: true,
      value: {
        applicationId: 'app-ada',
        secondaryApplicant,
        secondaryWasKnown: false,
        invitation: { outcome: 'queued' },
      },
    });
    expect(world.stored()!.value.journey.secondaryApplicant).toEqual(secondaryApplicant);
    expect(world.stored()!.value.orgUserId).toBe('ada');
    expect(world.unitOfWork.audit.map(({ action, actor, details }) => ({ action, actor, details }))).toEqual([
      {
        action: 'account.created',
        actor: 'customer:ada',
        details: { reason: 'secondary-applicant-nominated' },
      },
      {
        action: 'application.secondary-applicant.nominated',
        actor: 'customer:ada',
        details: { userId: 'user-1', secondaryWasKnown: false, replacedUserId: null },
      },
    ]);
    await world.sendQueuedInvitations();
    const [mail] = world.mailer.sent;
    expect(mail).toMatchObject({
      to: 'sam@business.example',
      kind: SECONDARY_INVITATION_MAIL_KIND,
      subject: 'You are invited as Authorised Officer (2) for a vehicle lease with Fleet Co',
    });
    expect(mail!.text).toContain(
      'Ada Officer invited you as Authorised Officer (2) of Ada Haulage Pty Ltd for a vehicle lease with Fleet Co.',
    );
    expect(mail!.text).toContain('complete an ID check and sign the lease documents');
  });

  it('takes NZ roles as free text and refuses other AU roles', async () => {
    const nz = anOfficersWorld([anOfficersOrg({ region: 'NZ' })]).given(confirmedWithTwo().build(), ada);
    const other = await nz.nominateSecondary.execute({
      requester: asAda,
      applicantType: ' Delegated authority ',
      officer: aSecondary({ phone: '021 234 5678' }),
    });
    expect(other).toMatchObject({
      ok: true,
      value: { secondaryApplicant: { applicantType: 'Delegated authority' } },
    });

    const au = anOfficersWorld().given(confirmedWithTwo().build(), ada);
    const refused = await au.nominateSecondary.execute({
      requester: asAda,
      applicantType: 'Other',
      officer: aSecondary(),
    });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'BAD_INPUT',
        details: { fields: { applicantType: ['Choose Director or Company Secretary'] } },
      },
    });
    const missing = await au.nominateSecondary.execute({
      requester: asAda,
      applicantType: '',
      officer: aSecondary(),
    });
    expect(missing).toMatchObject({
      ok: false,
      error: { details: { fields: { applicantType: ['Field is required'] } } },
    });
  });

  it("refuses the primary's own address and bad fields, storing and sending nothing", async () => {
    const world = anOfficersWorld().given(confirmedWithTwo().build(), ada);
    const before = world.snapshot();
    const own = await world.nominateSecondary.execute({
      requester: asAda,
      applicantType: 'director',
      officer: aSecondary({ email: 'ADA@business.example' }),
    });
    expect(own).toMatchObject({
      ok: false,
      error: { details: { fields: { email: ['This person is already Authorised Officer (1)'] } } },
    });
    const bad = await world.nominateSecondary.execute({
      requester: asAda,
      applicantType: 'director',
      officer: { firstName: '', lastName: 'S', email: 'x', phone: '12' },
    });
    expect(bad).toMatchObject({
      ok: false,
      error: {
        details: {
          fields: {
            firstName: ['Field is required'],
            lastName: ['Field value must have at least 2 characters.'],
            email: ['Field needs to be an email address'],
            phone: ['Field value length must equal to 10'],
          },
        },
      },
    });
    expect(world.snapshot()).toEqual(before);
  });

  it('is only for the confirmed primary, with a second officer expected, on business details', async () => {
    const cases = [
      [anOfficersApplication().build(), 'LEASE_APPLICATION.PRIMARY_NOT_CONFIRMED'],
      [anOfficersApplication().confirmed('no').build(), 'LEASE_APPLICATION.NO_SECONDARY_EXPECTED'],
      [confirmedWithTwo().withStatus('approvals').build(), 'LEASE_APPLICATION.OFFICERS_NOT_AT_THIS_STEP'],
      [confirmedWithTwo().withStatus('reviewQuote').build(), 'LEASE_APPLICATION.OFFICERS_NOT_AT_THIS_STEP'],
    ] as const;
    for (const [application, reason] of cases) {
      const world = anOfficersWorld().given(application, ada);
      const result = await world.nominateSecondary.execute({
        requester: asAda,
        applicantType: 'director',
        officer: aSecondary(),
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED', details: { reason } } });
      expect(world.snapshot()).toMatchObject({ users: 1, audit: 0, mails: 0 });
    }
  });

  it('refuses the secondary themselves and anyone else with FORBIDDEN', async () => {
    const sam = anOfficer({ id: 'sam', email: 'sam@business.example' });
    const world = anOfficersWorld().given(
      confirmedWithTwo().withSecondary({ userId: 'sam', email: 'sam@business.example' }).build(),
      ada,
      sam,
    );
    for (const user of [sam, anOfficer({ id: 'kim', email: 'kim@business.example' })]) {
      const result = await world.nominateSecondary.execute({
        requester: { kind: 'customer', user },
        applicantType: 'director',
        officer: aSecondary({ email: 'new@business.example' }),
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }
  });

  it('replaces a nominee who has not started, unlinking them; refuses once they have', async () => {
    const world = anOfficersWorld().given(
      confirmedWithTwo().withSecondary({ userId: 'sam', email: 'sam@business.example' }).build(),
      ada,
    );
    const replaced = await world.nominateSecondary.execute({
      requester: asAda,
      applicantType: 'director',
      officer: aSecondary({ firstName: 'Tia', email: 'tia@business.example' }),
    });
    expect(replaced).toMatchObject({
      ok: true,
      value: { replacedUserId: 'sam', secondaryApplicant: { userId: 'user-1' } },
    });
    expect(await world.deps.applications.ofUser('sam')).toEqual([]);

    const started = anOfficersWorld().given(
      confirmedWithTwo()
        .withBoard({ statusSecondary: 'approvals' })
        .withSecondary({ userId: 'sam', email: 'sam@business.example' })
        .build(),
      ada,
    );
    const refused = await started.nominateSecondary.execute({
      requester: asAda,
      applicantType: 'director',
      officer: aSecondary({ email: 'tia@business.example' }),
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { details: { reason: 'LEASE_APPLICATION.SECONDARY_ALREADY_STARTED' } },
    });
  });

  it('lets staff nominate on a named application under the same rules, audited as staff', async () => {
    const world = anOfficersWorld().given(confirmedWithTwo().build(), ada);
    const result = await world.nominateSecondary.execute({
      requester: { kind: 'staff', staffId: 'os:kim', applicationId: 'app-ada' },
      applicantType: 'director',
      officer: aSecondary(),
    });
    expect(result.ok).toBe(true);
    expect(world.unitOfWork.audit.every((entry) => entry.actor === 'staff:os:kim')).toBe(true);
    const early = anOfficersWorld().given(anOfficersApplication().build(), ada);
    const refused = await early.nominateSecondary.execute({
      requester: { kind: 'staff', staffId: 'os:kim', applicationId: 'app-ada' },
      applicantType: 'director',
      officer: aSecondary(),
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'NOT_ALLOWED' } });
  });
});
