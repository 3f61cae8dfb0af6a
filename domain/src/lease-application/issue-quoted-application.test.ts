import { IssuePasswordResetLink } from '../accounts/issue-password-reset-link';
import { InMemoryOrgProfilesById, testPortalLinks } from '../accounts/testing/accounts-world';
import {
  CollectingMailer,
  CountingSecretTokens,
  InMemoryLoginAttempts,
  InMemoryPasswordResetTokens,
  SequentialIds,
  SettableClock,
} from '../accounts/testing/in-memory-accounts';
import type { User } from '../accounts/user';
import { InMemoryAuditTrail } from '../application/testing/in-memory-audit-trail';
import { applicantRoleOf } from '../application/applicant-role';
import { homeHeadline, isQuoteReassigned } from '../application/headline';
import type { OrgProfile } from '../organisation/org-profile';
import { IssueQuotedApplication, type IssueQuotedApplicationCommand } from './issue-quoted-application';
import { QUOTE_INVITATION_MAIL_KIND } from './quote-invitation-mail';
import { checkTransition } from './status-transitions';
import { InMemoryUnitOfWork } from './testing/in-memory-unit-of-work';

const fleetCo: OrgProfile = {
  orgId: 'org-au',
  name: 'Fleet Co',
  region: 'AU',
  whiteLabel: {
    region: 'AU',
    enableWhiteLabel: true,
    domains: ['lease.fleetco.example'],
    introducerName: 'Fleet Co Leasing',
  },
  calculator: { headerLinks: [], phoneNumber: '1300 111 222' },
  pricingConfiguration: { calculator: { isCalculatorEnabled: false, manufacturersEnabled: false } },
  theme: { primaryColour: '#aa0000', email: 'help@fleetco.example' },
  loginLogos: {},
};
const kiwiCo: OrgProfile = { ...fleetCo, orgId: 'org-nz', name: 'Kiwi Fleet', region: 'NZ' };

const aQuote = (overrides: IssueQuotedApplicationCommand['quote'] = {}): IssueQuotedApplicationCommand => ({
  orgId: 'org-au',
  staffId: 'os:kim',
  quote: {
    firstName: 'Jordan',
    lastName: 'Tran',
    email: ' Jordan.Tran@Example.com ',
    phone: '0412345678',
    vehicleMake: 'Toyota',
    vehicleModel: 'HiLux SR5',
    vehicleImage: 'https://images.example.com/hilux.png',
    driveAwayPrice: '58990',
    monthlyRental: '1120.50',
    term: '48',
    quoteReference: 'Q-2026-0042',
    signing: 'electronic',
    ...overrides,
  },
});

function aWorld() {
  const unitOfWork = new InMemoryUnitOfWork();
  const mailer = new CollectingMailer();
  const audit = new InMemoryAuditTrail();
  const clock = new SettableClock(new Date('2026-06-01T10:00:00.000Z'));
  const orgProfiles = new InMemoryOrgProfilesById([fleetCo, kiwiCo]);
  // The link is issued after the commit, so it finds only users the unit of work committed.
  const committedUsers = {
    ofEmail: async (orgId: string, email: string) =>
      [...unitOfWork.users.values()].find((u) => u.orgId === orgId && u.email === email.trim().toLowerCase()),
  };
  const passwordLinks = new IssuePasswordResetLink({
    users: committedUsers,
    orgProfiles,
    resetTokens: new InMemoryPasswordResetTokens(),
    tokens: new CountingSecretTokens(),
    mailer,
    attempts: new InMemoryLoginAttempts(),
    clock,
    ids: new SequentialIds('link'),
    links: testPortalLinks,
    audit,
  });
  const issue = new IssueQuotedApplication({
    unitOfWork,
    orgProfiles,
    passwordLinks,
    ids: new SequentialIds(),
    clock,
  });
  return { unitOfWork, mailer, audit, issue };
}

const stored = (world: ReturnType<typeof aWorld>) => ({
  users: world.unitOfWork.users.size,
  applications: world.unitOfWork.applications.size,
  audit: world.unitOfWork.audit.length,
  mails: world.mailer.sent.length,
});

describe('IssueQuotedApplication', () => {
  it('creates the officer, a standard application holding the quote, and the staff audit entries together', async () => {
    const world = aWorld();
    const result = await world.issue.execute(aQuote());

    expect(result).toEqual({
      ok: true,
      value: {
        applicationId: 'id-2',
        userId: 'id-1',
        officerWasKnown: false,
        invitation: { outcome: 'sent' },
      },
    });
    expect(world.unitOfWork.users.get('id-1')).toEqual({
      id: 'id-1',
      orgId: 'org-au',
      firstName: 'Jordan',
      lastName: 'Tran',
      email: 'jordan.tran@example.com',
      contactNumber: '0412345678',
      region: 'AU',
      createdAt: '2026-06-01T10:00:00.000Z',
    });
    const application = world.unitOfWork.applications.get('id-2')!;
    expect(application.version).toBe(1);
    expect(application.value).toMatchObject({
      applicationType: 'standard',
      orgId: 'org-au',
      orgUserId: 'id-1',
    });
    expect(application.value.journey).toEqual({
      quoteSignature: 'none',
      primaryApplicant: {
        userId: 'id-1',
        firstName: 'Jordan',
        lastName: 'Tran',
        email: 'jordan.tran@example.com',
        phone: '0412345678',
      },
      quoteDetails: { primaryQuoteReference: 'Q-2026-0042' },
      leaseDetails: { driveAwayPrice: 58990, monthlyRentalNet: 1120.5, terms: 48 },
      vehicleDetails: {
        make: 'Toyota',
        model: 'HiLux SR5',
        vehicleImage: 'https://images.example.com/hilux.png',
      },
      currentUser: {
        region: 'AU',
        orgName: 'Fleet Co',
        firstName: 'Jordan',
        email: 'jordan.tran@example.com',
      },
    });
    expect(world.unitOfWork.audit).toEqual([
      {
        actor: 'staff:os:kim',
        action: 'account.created',
        subject: 'user:id-1',
        at: '2026-06-01T10:00:00.000Z',
        details: { reason: 'quote-issued' },
      },
      {
        actor: 'staff:os:kim',
        action: 'application.quote-issued',
        applicationId: 'id-2',
        at: '2026-06-01T10:00:00.000Z',
        details: {
          userId: 'id-1',
          officerWasKnown: false,
          quoteReference: 'Q-2026-0042',
          signing: 'electronic',
        },
      },
    ]);
  });

  it('starts with no status, so the officer’s Proceed takes the first step of the primary track', async () => {
    const world = aWorld();
    await world.issue.execute(aQuote());
    const { journey } = world.unitOfWork.applications.get('id-2')!.value;
    expect(journey.status).toBeUndefined();
    expect(checkTransition('primary', journey.status, 'reviewQuote', 'primaryApplicant').ok).toBe(true);
    expect(checkTransition('primary', journey.status, 'businessDetails', 'primaryApplicant').ok).toBe(false);
  });

  it('welcomes the officer as nominated to review the quote until they confirm', async () => {
    const world = aWorld();
    await world.issue.execute(aQuote());
    const { value } = world.unitOfWork.applications.get('id-2')!;
    expect(applicantRoleOf(value, 'id-1')).toBe('primary');
    expect(applicantRoleOf(value, 'someone-else')).toBe('none');
    const headline = homeHeadline({
      status: value.journey.status,
      firstName: value.journey.primaryApplicant?.firstName,
      quoteReassigned: isQuoteReassigned(value.journey, true),
    });
    expect(headline).toEqual({ kind: 'nominated', title: 'Welcome Jordan' });
  });

  it('marks a wet-signature quote on the wet-signature part instead of an envelope', async () => {
    const world = aWorld();
    await world.issue.execute(aQuote({ signing: 'WET', vehicleImage: '' }));
    const { journey } = world.unitOfWork.applications.get('id-2')!.value;
    expect(journey.wetSignature).toEqual({ signType: 'wet' });
    expect(journey.quoteSignature).toBeUndefined();
    expect(journey.vehicleDetails).toEqual({ make: 'Toyota', model: 'HiLux SR5' });
  });

  it('e-mails the officer a branded invitation with the create-password link, audited as staff', async () => {
    const world = aWorld();
    await world.issue.execute(aQuote());
    const [mail] = world.mailer.sent;
    expect(mail).toMatchObject({
      to: 'jordan.tran@example.com',
      subject: 'Your vehicle lease quote from Fleet Co Leasing',
      kind: QUOTE_INVITATION_MAIL_KIND,
      orgId: 'org-au',
    });
    expect(mail!.text).toContain('Hi Jordan,');
    expect(mail!.text).toContain('lease quote Q-2026-0042 for a Toyota HiLux SR5 over 48 months');
    expect(mail!.text).toContain(
      'Set Password and Sign In: https://lease.fleetco.example/reset-password?hash=token-1&email=jordan.tran%40example.com',
    );
    expect(mail!.text).toContain('expires in 72 hours');
    expect(mail!.html).toContain('background: #aa0000');
    expect(world.audit.entries).toContainEqual(
      expect.objectContaining({
        actor: 'staff:os:kim',
        action: 'account.password-link.sent',
        subject: 'user:id-1',
        details: { purpose: 'create-password' },
      }),
    );
  });

  it('reuses the organisation’s user of that address, whatever its case, and creates no other', async () => {
    const world = aWorld();
    const known: User = {
      id: 'user-known',
      orgId: 'org-au',
      firstName: 'Jordy',
      lastName: 'Tran',
      email: 'jordan.tran@example.com',
      region: 'AU',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    world.unitOfWork.givenUser(known);
    const result = await world.issue.execute(aQuote({ email: 'JORDAN.TRAN@example.com' }));
    expect(result).toMatchObject({ ok: true, value: { userId: 'user-known', officerWasKnown: true } });
    expect(world.unitOfWork.users.size).toBe(1);
    expect(world.unitOfWork.users.get('user-known')).toEqual(known);
    expect(world.unitOfWork.audit.map((e) => e.action)).toEqual(['application.quote-issued']);
    const application = [...world.unitOfWork.applications.values()][0]!.value;
    expect(application.orgUserId).toBe('user-known');
    expect(application.journey.primaryApplicant?.userId).toBe('user-known');
  });

  it('does not reuse a user of the same address in another organisation', async () => {
    const world = aWorld();
    world.unitOfWork.givenUser({
      id: 'user-nz',
      orgId: 'org-nz',
      firstName: 'Jordan',
      lastName: 'Tran',
      email: 'jordan.tran@example.com',
      region: 'NZ',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const result = await world.issue.execute(aQuote());
    expect(result).toMatchObject({ ok: true, value: { userId: 'id-1', officerWasKnown: false } });
    expect(world.unitOfWork.users.size).toBe(2);
  });

  it.each([
    ['a name of one letter', { firstName: 'J' }, 'firstName', 'Field value must have at least 2 characters.'],
    ['an e-mail without a domain', { email: 'jordan@' }, 'email', 'Field needs to be an email address'],
    ['an AU mobile of nine digits', { phone: '041234567' }, 'phone', 'Field value length must equal to 10'],
    [
      'a price with a dollar sign',
      { driveAwayPrice: '$58,990' },
      'driveAwayPrice',
      'Field needs to be an amount in dollars, such as 45990 or 45990.50',
    ],
    ['a price of nothing', { driveAwayPrice: '0' }, 'driveAwayPrice', 'Field needs to be more than 0'],
    [
      'a price no credit limit can reach',
      { driveAwayPrice: '500000.01' },
      'driveAwayPrice',
      'Field needs to be at most 500,000',
    ],
    [
      'a rental with three decimals',
      { monthlyRental: '1120.505' },
      'monthlyRental',
      'Field needs to be an amount in dollars, such as 45990 or 45990.50',
    ],
    ['a term of 24 months', { term: '24' }, 'term', 'Field must be one of 36, 48, 60 months'],
    [
      'a quote reference with spaces',
      { quoteReference: 'Q 42' },
      'quoteReference',
      "Field needs to be letters, digits, '-', '/' or '_'",
    ],
    ['an unknown signing', { signing: 'docusign' }, 'signing', "Field must be 'electronic' or 'wet'"],
    [
      'an image that is no web address',
      { vehicleImage: 'file:///etc/passwd' },
      'vehicleImage',
      'Field needs to be a web address starting with https:// or http://',
    ],
    ['no model', { vehicleModel: '  ' }, 'vehicleModel', 'Field is required'],
  ])('refuses %s with the field’s message and stores nothing', async (_case, overrides, field, message) => {
    const world = aWorld();
    const result = await world.issue.execute(aQuote(overrides));
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'BAD_INPUT',
        message: `${field}: ${message}`,
        details: { reason: 'LEASE_APPLICATION.QUOTE_INVALID', fields: { [field]: [message] } },
      },
    });
    expect(stored(world)).toEqual({ users: 0, applications: 0, audit: 0, mails: 0 });
  });

  it('checks the mobile by the organisation’s region: NZ takes 9 to 12 characters', async () => {
    const world = aWorld();
    expect((await world.issue.execute({ ...aQuote({ phone: '021234567' }), orgId: 'org-nz' })).ok).toBe(true);
    expect((await world.issue.execute(aQuote({ phone: '021234567' }))).ok).toBe(false);
  });

  it('lists every field that fails, not only the first', async () => {
    const world = aWorld();
    const result = await world.issue.execute(aQuote({ firstName: '', term: '12', signing: '' }));
    expect(!result.ok && result.error.details?.fields).toEqual({
      firstName: ['Field is required'],
      term: ['Field must be one of 36, 48, 60 months'],
      signing: ['Field is required'],
    });
  });

  it('refuses an unknown organisation and stores nothing', async () => {
    const world = aWorld();
    const result = await world.issue.execute({ ...aQuote(), orgId: 'org-none' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: "No organisation has the id 'org-none'." },
    });
    expect(stored(world)).toEqual({ users: 0, applications: 0, audit: 0, mails: 0 });
  });

  it('stores neither user nor application when the audit entry cannot be written, and sends nothing', async () => {
    const world = aWorld();
    world.unitOfWork.auditFailure = new Error('the audit table is unavailable');
    await expect(world.issue.execute(aQuote())).rejects.toThrow('the audit table is unavailable');
    expect(stored(world)).toEqual({ users: 0, applications: 0, audit: 0, mails: 0 });
  });

  it('keeps the application when the invitation cannot be sent, and says why', async () => {
    const world = aWorld();
    world.mailer.send = async () => {
      throw new Error('SMTP relay refused the connection');
    };
    const result = await world.issue.execute(aQuote());
    expect(result).toMatchObject({
      ok: true,
      value: {
        applicationId: 'id-2',
        invitation: { outcome: 'failed', reason: 'SMTP relay refused the connection' },
      },
    });
    expect(stored(world)).toMatchObject({ users: 1, applications: 1, audit: 2 });
  });

  it('refuses a quote reference the organisation already issued, in any letter case, and stores nothing', async () => {
    const world = aWorld();
    expect((await world.issue.execute(aQuote())).ok).toBe(true);
    const before = stored(world);

    const again = await world.issue.execute(
      aQuote({ email: 'someone.else@example.com', quoteReference: 'q-2026-0042' }),
    );
    expect(again).toMatchObject({
      ok: false,
      error: {
        code: 'BAD_INPUT',
        details: {
          reason: 'LEASE_APPLICATION.QUOTE_REFERENCE_TAKEN',
          fields: {
            quoteReference: ['An application of this organisation already has this quote reference'],
          },
        },
      },
    });
    expect(stored(world)).toEqual(before);
    // check() says so before anything is confirmed.
    expect((await world.issue.check(aQuote())).ok).toBe(false);
  });

  it('lets another organisation issue a quote of the same reference', async () => {
    const world = aWorld();
    expect((await world.issue.execute(aQuote())).ok).toBe(true);
    const nz = await world.issue.execute({ ...aQuote({ phone: '021234567' }), orgId: 'org-nz' });
    expect(nz.ok).toBe(true);
  });

  it('answers the rule when storage refuses a reference issued meanwhile', async () => {
    const world = aWorld();
    const original = world.unitOfWork.run.bind(world.unitOfWork);
    // Another member of staff issues the same quote after this one's checks: only the store's index sees it.
    world.unitOfWork.run = async (work) =>
      original(async (tx) =>
        work({
          ...tx,
          leaseApplications: { ...tx.leaseApplications, ofQuoteReference: async () => undefined },
        }),
      );
    world.unitOfWork.given({
      applicationId: 'issued-meanwhile',
      applicationType: 'standard',
      orgId: 'org-au',
      orgUserId: 'someone',
      journey: { quoteDetails: { primaryQuoteReference: 'Q-2026-0042' } },
      createdAt: '2026-06-01T09:00:00.000Z',
      updatedAt: '2026-06-01T09:00:00.000Z',
    });
    const result = await world.issue.execute(aQuote());
    expect(result).toMatchObject({
      ok: false,
      error: { details: { reason: 'LEASE_APPLICATION.QUOTE_REFERENCE_TAKEN' } },
    });
    expect(stored(world)).toEqual({ users: 0, applications: 1, audit: 0, mails: 0 });
  });
});
