import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { DIRECT_DEBIT_MESSAGES, type VehicleApplication } from '@lease-portal/domain';
import { aContractSigningWorld } from '@lease-portal/domain/src/contract-signing/testing/contract-signing-world';
import type { GraphqlContext } from './context';
import { accountsDependenciesOf, signedInAs } from './testing/accounts-test-support';
import { aFleetCoProfile, aTestServer } from './testing/test-server';

const HOST = 'lease.fleetco.com.au';
const RECORD = `mutation ($applicationId: ID!, $account: DirectDebitAccountInput!) {
  recordDirectDebitAccount(applicationId: $applicationId, account: $account) {
    region accountName bsb accountNumber bank branch account suffix } }`;

const application: VehicleApplication = {
  applicationId: 'app-ada',
  applicationType: 'standard',
  orgId: 'fleet-co',
  orgUserId: 'ada',
  journey: {
    status: 'reviewAndSignContract',
    statusSecondary: 'reviewAndSignContract',
    statusCreditCheck: 'approved',
    primaryApplicant: { userId: 'ada', firstName: 'Ada', lastName: 'Officer', email: 'ada@business.example' },
    secondaryApplicant: {
      userId: 'sam',
      firstName: 'Sam',
      lastName: 'Second',
      email: 'sam@business.example',
    },
    entityDetails: { entityType: 'PRV', hasSecondaryApplicant: 'yes' },
    businessDetails: { financeDetails: { personalGuarantee: 'no' } },
    leaseDetails: { driveAwayPrice: 48000, monthlyRentalNet: 990, terms: 36 },
  },
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
};

async function anApi() {
  const accounts = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
  const signing = aContractSigningWorld([aFleetCoProfile()]);
  const ada = await accounts.aCustomer({ id: 'ada', orgId: 'fleet-co', email: 'ada@business.example' });
  const sam = await accounts.aCustomer({ id: 'sam', orgId: 'fleet-co', email: 'sam@business.example' });
  await signing.add(application);
  accounts.applications.add(application);
  const { server } = aTestServer({ accounts: accountsDependenciesOf(accounts), contractSigning: signing });
  const call = async (query: string, variables: Record<string, unknown>, context: GraphqlContext) => {
    const response = await server.executeOperation(
      { query, variables: { applicationId: 'app-ada', ...variables } },
      { contextValue: { ...context, host: HOST } },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    return {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read by shape in each test
      data: data as Record<string, any> | null | undefined,
      error: errors?.[0],
      code: errors?.[0]?.extensions?.code,
    };
  };
  return { signing, call, ada: signedInAs(ada), sam: signedInAs(sam) };
}

describe('recordDirectDebitAccount (decision 2081)', () => {
  it('keeps the account and answers it masked', async () => {
    const { call, ada, signing } = await anApi();
    const recorded = await call(
      RECORD,
      { account: { accountName: 'Ada Haulage', bsb: '062-000', accountNumber: '1234 5678' } },
      ada,
    );
    expect(recorded.error).toBeUndefined();
    expect(recorded.data?.recordDirectDebitAccount).toEqual({
      region: 'AU',
      accountName: 'Ada Haulage',
      bsb: '062000',
      accountNumber: '•••••678',
      bank: null,
      branch: null,
      account: null,
      suffix: null,
    });
    expect(signing.stored('app-ada')?.journey.directDebitAccount).toMatchObject({
      accountNumber: '12345678',
    });
  });

  it("answers the form's messages by field, and refuses Authorised Officer (2)", async () => {
    const { call, ada, sam } = await anApi();
    const bad = await call(
      RECORD,
      { account: { accountName: 'Ada Haulage', bsb: '06200', accountNumber: '12' } },
      ada,
    );
    expect(bad.code).toBe('BAD_USER_INPUT');
    expect(bad.error?.extensions?.fields).toEqual({
      bsb: [DIRECT_DEBIT_MESSAGES.bsb],
      accountNumber: [DIRECT_DEBIT_MESSAGES.accountNumber],
    });
    const oversized = await call(RECORD, { account: { accountName: 'x'.repeat(500) } }, ada);
    expect(oversized.code).toBe('BAD_USER_INPUT');
    const secondary = await call(
      RECORD,
      { account: { accountName: 'Ada Haulage', bsb: '062000', accountNumber: '12345678' } },
      sam,
    );
    expect(secondary.code).toBe('FORBIDDEN');
  });
});
