import {
  AuthoriseApplicant,
  GetQuotePdf,
  QuoteEnvelopeStatus,
  RecordQuoteSignature,
  StartQuoteSigning,
  type QuoteSigningDependencies,
  type User,
  type VehicleApplication,
} from '@lease-portal/domain';
import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { FactsAsTextRenderer } from '@lease-portal/domain/src/documents/testing/facts-as-text-renderer';
import { InMemoryESignature } from '@lease-portal/domain/src/e-signature/testing/in-memory-e-signature';
import {
  anOfficersApplication,
  anOfficersWorld,
} from '@lease-portal/domain/src/lease-application/testing/officers-world';
import type { GraphqlContext } from './context';
import type { QuoteDependencies } from './quote-dependencies';
import { accountsDependenciesOf, signedInAs } from './testing/accounts-test-support';
import { officersDependenciesOf } from './testing/officers-test-support';
import { aFleetCoProfile, aTestServer } from './testing/test-server';

const PRIMARY = `mutation ($isCurrentUserPrimary: Boolean!, $vehicleApplicationStatus: String, $userInfo: ApplicantInfoInput) {
  selectPrimaryApplicant(isCurrentUserPrimary: $isCurrentUserPrimary, vehicleApplicationStatus: $vehicleApplicationStatus, userInfo: $userInfo) {
    status message primaryApplicant { userId firstName lastName email phone confirmed } } }`;
const REASSIGN = `mutation ($userInfo: ApplicantInfoInput!) { reassignQuote(userInfo: $userInfo) { status message } }`;
const SECONDARY = `mutation ($applicantType: String!, $userInfo: ApplicantInfoInput!) {
  selectSecondaryApplicant(applicantType: $applicantType, userInfo: $userInfo) {
    status message secondaryApplicant { userId firstName lastName email phone applicantType } } }`;
const PDF = 'mutation { getQuotePDF { url } }';
const PROPERTY = `mutation ($applicationId: ID!, $params: PropertyUpdateInput!) {
  createOrUpdateProperty(applicationId: $applicationId, params: $params) { status } }`;
const HOST = 'lease.fleetco.com.au';

const NOOR = { firstName: 'Noor', lastName: 'Haddad', email: 'noor@business.example', phone: '0412 345 678' };

/** Ada's quote at business details, in one store that the guard, the quote and the officers all read. */
async function anOfficersApi(application: VehicleApplication = anOfficersApplication().build()) {
  const accounts = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
  const officers = anOfficersWorld([{ ...aFleetCoProfile(), orgId: 'org-au' }]);
  const ada = await accounts.aCustomer({
    id: 'ada',
    orgId: 'org-au',
    email: 'ada@business.example',
    firstName: 'Ada',
    lastName: 'Officer',
  });
  const kim = await accounts.aCustomer({ id: 'kim', orgId: 'org-au', email: 'kim@business.example' });
  const elsewhere = await accounts.aCustomer({
    id: 'ada-nz',
    orgId: 'org-nz',
    email: 'ada@business.example',
  });
  officers.given(application, ada, kim);
  officers.deps.sessions = accounts.sessions;
  const quote = aTestQuote(officers);
  const { server } = aTestServer({
    accounts: {
      ...accountsDependenciesOf(accounts),
      authoriseApplicant: new AuthoriseApplicant(officers.deps.applications),
    },
    officers: officersDependenciesOf(officers),
    quote,
  });
  const call = async (query: string, variables: Record<string, unknown>, context: GraphqlContext) => {
    const response = await server.executeOperation(
      { query, variables },
      { contextValue: { ...context, host: HOST } },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    const extensions = errors?.[0]?.extensions;
    return {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by shape in each test
      data: data as Record<string, any> | null | undefined,
      code: extensions?.code,
      reason: extensions?.reason,
      fields: extensions?.fields,
      message: errors?.[0]?.message,
    };
  };
  const as = (user: User) => signedInAs(user, HOST);
  return { accounts, officers, call, ada: as(ada), kim: as(kim), elsewhere: as(elsewhere) };
}

/** The quote's operations over the officers' store, so the quote follows whoever is Authorised Officer (1). */
function aTestQuote(officers: ReturnType<typeof anOfficersWorld>): QuoteDependencies {
  const deps: QuoteSigningDependencies = {
    applications: officers.deps.applications,
    orgProfiles: officers.deps.orgProfiles,
    renderer: new FactsAsTextRenderer(),
    eSignature: new InMemoryESignature(),
    unitOfWork: officers.unitOfWork,
    clock: officers.clock,
  };
  return {
    getQuotePdf: new GetQuotePdf(deps),
    startQuoteSigning: new StartQuoteSigning(deps),
    quoteEnvelopeStatus: new QuoteEnvelopeStatus(deps),
    recordQuoteSignature: new RecordQuoteSignature(deps),
  };
}

describe('selectPrimaryApplicant', () => {
  it('confirms the signed-in primary and answers their applicant record', async () => {
    const { call, ada, officers } = await anOfficersApi();
    const answer = await call(PRIMARY, { isCurrentUserPrimary: true, vehicleApplicationStatus: 'yes' }, ada);
    expect(answer.data?.selectPrimaryApplicant).toEqual({
      status: '200',
      message: 'Authorised Officer (1) confirmed.',
      primaryApplicant: {
        userId: 'ada',
        firstName: 'Ada',
        lastName: 'Officer',
        email: 'ada@business.example',
        phone: '0412000111',
        confirmed: 'yes',
      },
    });
    expect(officers.stored()!.value.journey.entityDetails?.hasSecondaryApplicant).toBe('yes');
  });

  it('answers a missing answer with the field message and a stable reason, storing nothing', async () => {
    const { call, ada, officers } = await anOfficersApi();
    const answer = await call(PRIMARY, { isCurrentUserPrimary: true }, ada);
    expect(answer).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'LEASE_APPLICATION.OFFICER_INVALID',
      fields: { vehicleApplicationStatus: ['Field is required'] },
    });
    expect(officers.stored()!.version).toBe(1);
  });

  it('refuses before the business is confirmed with NOT_ALLOWED', async () => {
    const { call, ada } = await anOfficersApi(
      anOfficersApplication().withEntity({ entityName: 'Ada Haulage' }).build(),
    );
    expect(
      await call(PRIMARY, { isCurrentUserPrimary: true, vehicleApplicationStatus: 'no' }, ada),
    ).toMatchObject({
      code: 'NOT_ALLOWED',
      reason: 'LEASE_APPLICATION.BUSINESS_NOT_CONFIRMED',
    });
  });

  it('with isCurrentUserPrimary false nominates the officer, as reassignQuote does', async () => {
    const { call, ada, officers } = await anOfficersApi();
    const answer = await call(
      PRIMARY,
      { isCurrentUserPrimary: false, vehicleApplicationStatus: '', userInfo: NOOR },
      ada,
    );
    expect(answer.data?.selectPrimaryApplicant).toEqual({
      status: '200',
      message: 'Authorised officer nominated.',
      primaryApplicant: {
        userId: 'user-1',
        firstName: 'Noor',
        lastName: 'Haddad',
        email: 'noor@business.example',
        phone: '0412345678',
        confirmed: null,
      },
    });
    expect(officers.stored()!.value.orgUserId).toBe('user-1');
  });

  it('refuses another user of the organisation and a user of another organisation with FORBIDDEN', async () => {
    const { call, kim, elsewhere, officers } = await anOfficersApi();
    for (const who of [kim, elsewhere]) {
      expect(
        (await call(PRIMARY, { isCurrentUserPrimary: true, vehicleApplicationStatus: 'yes' }, who)).code,
      ).toBe('FORBIDDEN');
      expect((await call(PRIMARY, { isCurrentUserPrimary: false, userInfo: NOOR }, who)).code).toBe(
        'FORBIDDEN',
      );
    }
    expect(officers.snapshot()).toMatchObject({ versions: [1], audit: 0, mails: 0 });
  });
});

describe('reassignQuote', () => {
  it('hands the quote to the nominee and the requester is FORBIDDEN afterwards, everywhere, and signed out', async () => {
    const { call, ada, officers, accounts } = await anOfficersApi(
      anOfficersApplication().withStatus('reviewQuote').build(),
    );
    await accounts.sessions.add({
      id: 'ada-phone',
      userId: 'ada',
      tokenDigest: 'digest',
      createdAt: '2026-06-01T09:00:00.000Z',
      lastSeenAt: '2026-06-01T09:00:00.000Z',
      expiresAt: '2026-06-01T11:00:00.000Z',
    });
    expect((await call(PDF, {}, ada)).data?.getQuotePDF.url).toMatch(/^data:application\/pdf/);

    const answer = await call(REASSIGN, { userInfo: NOOR }, ada);
    expect(answer.data?.reassignQuote).toEqual({ status: '200', message: 'Quote reassigned.' });
    expect(officers.stored()!.value.journey.primaryApplicant).toMatchObject({
      userId: 'user-1',
      email: 'noor@business.example',
    });
    await officers.sendQueuedInvitations();
    expect(officers.mailer.sent[0]).toMatchObject({ to: 'noor@business.example' });
    expect(officers.mailer.sent[0]!.text).toContain(`https://${HOST}/reset-password`);
    expect(accounts.sessions.sessions.get('ada-phone')?.revokedAt).toBeDefined();

    expect((await call(PDF, {}, ada)).code).toBe('FORBIDDEN');
    expect((await call(REASSIGN, { userInfo: { ...NOOR, email: 'x@business.example' } }, ada)).code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await call(PRIMARY, { isCurrentUserPrimary: true, vehicleApplicationStatus: 'yes' }, ada)).code,
    ).toBe('FORBIDDEN');
    const property = await call(
      PROPERTY,
      { applicationId: 'app-ada', params: { propertyFirst: 'status', value: 'businessDetails' } },
      ada,
    );
    expect(property.code).toBe('FORBIDDEN');

    // The nominee now holds the quote.
    const noor = officers.unitOfWork.users.get('user-1')!;
    expect((await call(PDF, {}, signedInAs(noor, HOST))).data?.getQuotePDF.url).toMatch(
      /^data:application\/pdf/,
    );
  });

  it("refuses the requester's own address with the specification's message, storing and sending nothing", async () => {
    const { call, ada, officers } = await anOfficersApi();
    const answer = await call(REASSIGN, { userInfo: { ...NOOR, email: 'Ada@Business.example' } }, ada);
    expect(answer).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'email: You can not reassigne the quote yourself',
      fields: { email: ['You can not reassigne the quote yourself'] },
    });
    expect(officers.snapshot()).toMatchObject({ users: 2, versions: [1], audit: 0, mails: 0 });
  });

  it('refuses oversized input at the boundary and bad fields with the form messages', async () => {
    const { call, ada, officers } = await anOfficersApi();
    expect((await call(REASSIGN, { userInfo: { ...NOOR, firstName: 'x'.repeat(201) } }, ada)).code).toBe(
      'BAD_USER_INPUT',
    );
    const bad = await call(REASSIGN, { userInfo: { ...NOOR, phone: '12345', lastName: 'H' } }, ada);
    expect(bad.fields).toEqual({
      lastName: ['Field value must have at least 2 characters.'],
      phone: ['Field value length must equal to 10'],
    });
    expect(officers.snapshot()).toMatchObject({ versions: [1], audit: 0, mails: 0 });
  });

  it('refuses once business details are complete with NOT_ALLOWED', async () => {
    const { call, ada } = await anOfficersApi(anOfficersApplication().withStatus('approvals').build());
    expect(await call(REASSIGN, { userInfo: NOOR }, ada)).toMatchObject({
      code: 'NOT_ALLOWED',
      reason: 'LEASE_APPLICATION.OFFICERS_NOT_AT_THIS_STEP',
    });
  });

  it('refuses anyone but the primary with FORBIDDEN', async () => {
    const { call, kim, elsewhere, officers } = await anOfficersApi();
    expect((await call(REASSIGN, { userInfo: NOOR }, kim)).code).toBe('FORBIDDEN');
    expect((await call(REASSIGN, { userInfo: NOOR }, elsewhere)).code).toBe('FORBIDDEN');
    expect(officers.snapshot()).toMatchObject({ versions: [1], audit: 0, mails: 0 });
  });
});

describe('selectSecondaryApplicant', () => {
  const SAM = { firstName: 'Sam', lastName: 'Second', email: 'sam@business.example', phone: '0412999888' };

  it('nominates Authorised Officer (2) for the confirmed primary and answers the record', async () => {
    const { call, ada, officers } = await anOfficersApi(anOfficersApplication().confirmed('yes').build());
    const answer = await call(SECONDARY, { applicantType: 'director', userInfo: SAM }, ada);
    expect(answer.data?.selectSecondaryApplicant).toEqual({
      status: '200',
      message: 'Authorised Officer (2) nominated.',
      secondaryApplicant: { userId: 'user-1', ...SAM, applicantType: 'director' },
    });
    await officers.sendQueuedInvitations();
    expect(officers.mailer.sent[0]).toMatchObject({
      to: 'sam@business.example',
      kind: 'lease-application.secondary-invitation',
    });
  });

  it('refuses before the primary confirmed, and when no second officer was expected', async () => {
    const unconfirmed = await anOfficersApi();
    expect(
      await unconfirmed.call(SECONDARY, { applicantType: 'director', userInfo: SAM }, unconfirmed.ada),
    ).toMatchObject({
      code: 'NOT_ALLOWED',
      reason: 'LEASE_APPLICATION.PRIMARY_NOT_CONFIRMED',
    });
    const single = await anOfficersApi(anOfficersApplication().confirmed('no').build());
    expect(
      await single.call(SECONDARY, { applicantType: 'director', userInfo: SAM }, single.ada),
    ).toMatchObject({
      code: 'NOT_ALLOWED',
      reason: 'LEASE_APPLICATION.NO_SECONDARY_EXPECTED',
    });
  });

  it("refuses the primary's address and a role that is not Director or Company Secretary in AU", async () => {
    const { call, ada, officers } = await anOfficersApi(anOfficersApplication().confirmed('yes').build());
    const answer = await call(
      SECONDARY,
      { applicantType: 'Other', userInfo: { ...SAM, email: 'ada@business.example' } },
      ada,
    );
    expect(answer).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        email: ['This person is already Authorised Officer (1)'],
        applicantType: ['Choose Director or Company Secretary'],
      },
    });
    expect(officers.snapshot()).toMatchObject({ versions: [1], audit: 0, mails: 0 });
  });

  it('refuses another user and a user of another organisation with FORBIDDEN', async () => {
    const { call, kim, elsewhere } = await anOfficersApi(anOfficersApplication().confirmed('yes').build());
    expect((await call(SECONDARY, { applicantType: 'director', userInfo: SAM }, kim)).code).toBe('FORBIDDEN');
    expect((await call(SECONDARY, { applicantType: 'director', userInfo: SAM }, elsewhere)).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('resendSecondaryInvitation (decision 2094)', () => {
  const RESEND = `mutation ($applicationId: ID!) {
    resendSecondaryInvitation(applicationId: $applicationId) { status message nextResendAt } }`;
  const onHold = () =>
    anOfficersApplication()
      .confirmed('yes')
      .withSecondary({ userId: 'sam', firstName: 'Sam', email: 'sam@business.example' })
      .withBoard({ status: 'reviewAndSignContract', statusCreditCheck: 'waitingForSecondary' })
      .build();

  it('queues the invitation again for Authorised Officer (1) and answers when it may be sent next', async () => {
    const { call, ada, officers } = await anOfficersApi(onHold());
    const answer = await call(RESEND, { applicationId: 'app-ada' }, ada);
    expect(answer.data?.resendSecondaryInvitation).toEqual({
      status: '200',
      message: "Authorised Officer (2)'s invitation will be sent again.",
      nextResendAt: '2026-06-01T10:10:00.000Z',
    });
    expect(officers.invitationJobs()).toMatchObject([
      { payload: { officer: 'secondary', userId: 'sam', host: HOST } },
    ]);
    expect(await call(RESEND, { applicationId: 'app-ada' }, ada)).toMatchObject({
      code: 'NOT_ALLOWED',
      reason: 'LEASE_APPLICATION.INVITATION_RESENT_RECENTLY',
      message: 'The invitation was sent again only a few minutes ago. You can send it again in 10 minutes.',
    });
  });

  it('sends one for parallel requests', async () => {
    const { call, ada, officers } = await anOfficersApi(onHold());
    const answers = await Promise.all([1, 2, 3].map(() => call(RESEND, { applicationId: 'app-ada' }, ada)));
    expect(answers.filter((answer) => answer.data?.resendSecondaryInvitation)).toHaveLength(1);
    expect(officers.invitationJobs()).toHaveLength(1);
  });

  it('refuses Authorised Officer (2), another user, another organisation and a visitor, queuing nothing', async () => {
    const { call, kim, elsewhere, accounts, officers } = await anOfficersApi(onHold());
    const sam = await accounts.aCustomer({ id: 'sam', orgId: 'org-au', email: 'sam@business.example' });
    for (const who of [signedInAs(sam, HOST), kim, elsewhere]) {
      expect(await call(RESEND, { applicationId: 'app-ada' }, who)).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await call(RESEND, { applicationId: 'app-ada' }, { host: HOST } as GraphqlContext)).code).toBe(
      'UNAUTHENTICATED',
    );
    expect(officers.invitationJobs()).toHaveLength(0);
  });

  it('refuses an application that is not on hold with NOT_ALLOWED', async () => {
    const { call, ada } = await anOfficersApi(anOfficersApplication().confirmed('yes').build());
    expect(await call(RESEND, { applicationId: 'app-ada' }, ada)).toMatchObject({
      code: 'NOT_ALLOWED',
      reason: 'LEASE_APPLICATION.NOT_ON_HOLD_FOR_SECONDARY',
    });
  });
});
