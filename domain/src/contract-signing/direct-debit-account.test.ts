import type { ApplicationJourney } from '../application/application-journey';
import type { VehicleApplication } from '../application/vehicle-application';
import type { OrgProfile } from '../organisation/org-profile';
import { DIRECT_DEBIT_MESSAGES } from '../direct-debit/direct-debit-account';
import { NOT_YOUR_TURN_MESSAGE } from './contract-signing-errors';
import {
  DIRECT_DEBIT_ACCOUNT_MISSING_MESSAGE,
  DIRECT_DEBIT_ACCOUNT_REASONS,
} from './record-direct-debit-account';
import { aContractSigningWorld } from './testing/contract-signing-world';

const profile = (region: 'AU' | 'NZ' = 'AU'): OrgProfile => ({
  orgId: 'fleet-co',
  name: 'Fleet Co',
  region,
  whiteLabel: { region, enableWhiteLabel: true, domains: ['fleetco.example'] },
  calculator: { headerLinks: [] },
  pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: false } },
  theme: {},
  loginLogos: {},
});

const ada = { id: 'ada', orgId: 'fleet-co' };
const sam = { id: 'sam', orgId: 'fleet-co' };

function anApprovedApplication(overrides: Partial<ApplicationJourney> = {}): VehicleApplication {
  return {
    applicationId: 'app-1',
    applicationType: 'standard',
    orgId: 'fleet-co',
    orgUserId: 'ada',
    journey: {
      status: 'reviewAndSignContract',
      statusSecondary: 'reviewAndSignContract',
      statusCreditCheck: 'approved',
      quoteSignature: 'completed',
      primaryApplicant: {
        userId: 'ada',
        firstName: 'Ada',
        lastName: 'Officer',
        email: 'ada@haulage.example',
      },
      secondaryApplicant: {
        userId: 'sam',
        firstName: 'Sam',
        lastName: 'Second',
        email: 'sam@haulage.example',
      },
      entityDetails: { entityType: 'PRV', hasSecondaryApplicant: 'yes' },
      companyDetails: { companyLegalName: 'Harbour Haulage Pty Ltd', abn: '51824753556' },
      businessDetails: { financeDetails: { personalGuarantee: 'no', creditLimit: 60000 } },
      quoteDetails: { primaryQuoteReference: 'Q-1001' },
      leaseDetails: { driveAwayPrice: 52990, monthlyRentalNet: 1180, terms: 48 },
      vehicleDetails: { make: 'Toyota', model: 'RAV4 Hybrid' },
      ...overrides,
    },
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
  };
}

const AU_ACCOUNT = { accountName: 'Harbour Haulage Pty Ltd', bsb: '062-000', accountNumber: '12345678' };

function aWorld(region: 'AU' | 'NZ' = 'AU') {
  const world = aContractSigningWorld([profile(region)]);
  const trail = () => [...world.unitOfWork.audit];
  return { ...world, record: world.recordDirectDebitAccount, trail };
}

const RETURN = 'http://fleetco.example/applications/app-1/quotesign-mla';
const signAs = (user: typeof ada, isCurrentUserPrimary: boolean) => ({
  user,
  applicationId: 'app-1',
  isCurrentUserPrimary,
  returnUrl: RETURN,
  host: 'fleetco.example',
});

describe('the bank account for the direct debit (decision 2081)', () => {
  it('is kept as digits from Authorised Officer (1), answered masked, with a trail entry that never holds the number', async () => {
    const world = aWorld();
    await world.add(anApprovedApplication());
    const answer = await world.record.execute({ user: ada, applicationId: 'app-1', account: AU_ACCOUNT });
    expect(answer).toEqual({
      ok: true,
      value: {
        region: 'AU',
        accountName: 'Harbour Haulage Pty Ltd',
        bsb: '062000',
        accountNumber: '•••••678',
      },
    });
    expect(world.stored('app-1')?.journey.directDebitAccount).toEqual({
      region: 'AU',
      accountName: 'Harbour Haulage Pty Ltd',
      bsb: '062000',
      accountNumber: '12345678',
    });
    const entry = world.trail().find((each) => each.action === 'application.bank-account.recorded');
    expect(entry).toMatchObject({
      actor: 'customer:ada',
      details: { region: 'AU', account: 'BSB 062-000, account •••••678', replaced: false },
    });
    expect(JSON.stringify(world.trail())).not.toContain('12345678');
  });

  it('checks an NZ account with the published check digits, naming the field', async () => {
    const world = aWorld('NZ');
    await world.add(anApprovedApplication());
    const refused = await world.record.execute({
      user: ada,
      applicationId: 'app-1',
      account: {
        accountName: 'Harbour Haulage',
        bank: '01',
        branch: '0902',
        account: '0068388',
        suffix: '00',
      },
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'BAD_INPUT', details: { fields: { account: [DIRECT_DEBIT_MESSAGES.checkDigits] } } },
    });
    expect(world.stored('app-1')?.journey.directDebitAccount).toBeUndefined();
    const kept = await world.record.execute({
      user: ada,
      applicationId: 'app-1',
      account: {
        accountName: 'Harbour Haulage',
        bank: '01',
        branch: '0902',
        account: '0068389',
        suffix: '00',
      },
    });
    expect(kept).toMatchObject({ ok: true, value: { region: 'NZ', account: '••••389', suffix: '00' } });
  });

  it('is refused to Authorised Officer (2) and to anyone before signing', async () => {
    const world = aWorld();
    await world.add(anApprovedApplication());
    expect(
      await world.record.execute({ user: sam, applicationId: 'app-1', account: AU_ACCOUNT }),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', details: { reason: DIRECT_DEBIT_ACCOUNT_REASONS.notThePrimary } },
    });
    const early = aWorld();
    await early.add(anApprovedApplication({ status: 'approvals', statusCreditCheck: 'referred' }));
    expect(
      await early.record.execute({ user: ada, applicationId: 'app-1', account: AU_ACCOUNT }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED' },
    });
  });

  it('must be given before the lease envelope is sent; the signing rows wait pending till then', async () => {
    const world = aWorld();
    await world.add(anApprovedApplication());
    expect(await world.signingStatus.execute({ user: sam, applicationId: 'app-1' })).toEqual({
      ok: true,
      value: {
        status: {
          signers: [
            { email: 'ada@haulage.example', status: 'pending' },
            { email: 'sam@haulage.example', status: 'pending' },
          ],
          witnesses: [],
        },
        finished: false,
      },
    });
    expect(await world.startSigning.execute(signAs(ada, true))).toMatchObject({
      ok: false,
      error: { message: DIRECT_DEBIT_ACCOUNT_MISSING_MESSAGE },
    });
    expect(await world.startSigning.execute(signAs(sam, false))).toMatchObject({
      ok: false,
      error: { message: NOT_YOUR_TURN_MESSAGE },
    });
    expect(world.stored('app-1')?.journey.leaseEnvelopeId).toBeUndefined();

    await world.record.execute({ user: ada, applicationId: 'app-1', account: AU_ACCOUNT });
    expect(await world.startSigning.execute(signAs(ada, true))).toMatchObject({ ok: true });
    expect(world.renderer.rendered.find((each) => each.kind === 'directDebit')?.facts).toMatchObject({
      directDebitAccount: { bsb: '062000', accountNumber: '12345678' },
    });
  });

  it('stays as it was once the documents went out, and may change again when the envelope is declined', async () => {
    const world = aWorld();
    await world.add(anApprovedApplication());
    await world.record.execute({ user: ada, applicationId: 'app-1', account: AU_ACCOUNT });
    await world.startSigning.execute(signAs(ada, true));
    const change = { ...AU_ACCOUNT, accountNumber: '87654321' };
    expect(await world.record.execute({ user: ada, applicationId: 'app-1', account: change })).toMatchObject({
      ok: false,
      error: { code: 'NOT_ALLOWED', details: { reason: DIRECT_DEBIT_ACCOUNT_REASONS.documentsSent } },
    });
    world.eSignature.finish('app-1:lease', 'declined');
    expect(await world.record.execute({ user: ada, applicationId: 'app-1', account: change })).toMatchObject({
      ok: true,
    });
    expect(world.trail().filter((each) => each.action === 'application.bank-account.recorded')).toHaveLength(
      2,
    );
  });

  it('stays as it was once the signed paper documents are submitted', async () => {
    const world = aWorld();
    await world.add(anApprovedApplication({ wetSignature: { signType: 'wet', status: 'submitted' } }));
    expect(
      await world.record.execute({ user: ada, applicationId: 'app-1', account: AU_ACCOUNT }),
    ).toMatchObject({
      ok: false,
      error: { details: { reason: DIRECT_DEBIT_ACCOUNT_REASONS.documentsSent } },
    });
  });
});
