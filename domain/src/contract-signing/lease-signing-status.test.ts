import type { VehicleApplication } from '../application/vehicle-application';
import { ESignatureError } from '../e-signature/e-signature.port';
import type { OrgProfile } from '../organisation/org-profile';
import { aContractSigningWorld } from './testing/contract-signing-world';

// The signing screen's status read answers from what the application records (decision 2108):
// DocuSign is asked when the envelope was never read, once after a signer returns, and when nothing
// was learnt of it for 15 minutes, DocuSign's polling rule.

const profile: OrgProfile = {
  orgId: 'fleet-co',
  name: 'Fleet Co',
  region: 'AU',
  whiteLabel: { region: 'AU', enableWhiteLabel: true, domains: ['au.fleetco.example'] },
  calculator: { headerLinks: [] },
  pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: false } },
  theme: {},
  loginLogos: {},
  contractSigning: { witnessRequired: true },
};

const ada = { id: 'ada', orgId: 'fleet-co' };
const sam = { id: 'sam', orgId: 'fleet-co' };

const anApprovedApplication = (): VehicleApplication => ({
  applicationId: 'app-1',
  applicationType: 'standard',
  orgId: 'fleet-co',
  orgUserId: 'ada',
  journey: {
    status: 'reviewAndSignContract',
    statusSecondary: 'reviewAndSignContract',
    statusCreditCheck: 'approved',
    quoteSignature: 'completed',
    primaryApplicant: { userId: 'ada', firstName: 'Ada', lastName: 'Officer', email: 'ada@haulage.example' },
    secondaryApplicant: { userId: 'sam', firstName: 'Sam', lastName: 'Second', email: 'sam@haulage.example' },
    entityDetails: { entityType: 'PRV', hasSecondaryApplicant: 'yes' },
    companyDetails: { companyLegalName: 'Harbour Haulage Pty Ltd', abn: '51824753556' },
    businessDetails: {
      entityDetails: { companyLegalAddress: '1 Quay St, Sydney NSW 2000' },
      financeDetails: { personalGuarantee: 'no', creditLimit: 60000 },
    },
    quoteDetails: { primaryQuoteReference: 'Q-1001' },
    leaseDetails: { driveAwayPrice: 52990, monthlyRentalNet: 1180, terms: 48 },
    vehicleDetails: { make: 'Toyota', model: 'RAV4 Hybrid' },
    directDebitAccount: {
      region: 'AU',
      accountName: 'Harbour Haulage',
      bsb: '062000',
      accountNumber: '12345678',
    },
  },
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
});

/** A world whose lease envelope is out and read once, with a count of what DocuSign is asked since. */
async function anEnvelopeOut() {
  const world = aContractSigningWorld([profile]);
  await world.add(anApprovedApplication());
  await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
  const envelopeId = world.stored('app-1')!.journey.leaseEnvelopeId!;
  const reads = jest.spyOn(world.eSignature, 'envelope');
  const sends = jest.spyOn(world.eSignature, 'sendEnvelope');
  const status = (user = ada) => world.signingStatus.execute({ user, applicationId: 'app-1' });
  const asked = () => reads.mock.calls.length + sends.mock.calls.length;
  return { world, envelopeId, status, asked };
}

const rows = (ada: string, sam: string, witness: string) => ({
  signers: [
    { email: 'ada@haulage.example', status: ada },
    { email: 'sam@haulage.example', status: sam },
  ],
  witnesses: [{ roleName: 'Witness', status: witness }],
});

describe('the lease signing status, read from what Connect recorded (decision 2108)', () => {
  it('asks DocuSign nothing once Connect recorded a signer; once after 15 minutes; not again within them', async () => {
    const { world, envelopeId, status, asked } = await anEnvelopeOut();
    await world.signs(envelopeId, '1');
    expect(asked()).toBe(0);

    expect(await status()).toEqual({
      ok: true,
      value: { status: rows('completed', 'pending', 'pending'), finished: false },
    });
    expect(await status(sam)).toMatchObject({ ok: true, value: { finished: false } });
    expect(asked()).toBe(0);

    world.clock.advanceMinutes(14);
    await status();
    expect(asked()).toBe(0);
    world.clock.advanceMinutes(1);
    await status();
    expect(asked()).toBe(1);
    world.clock.advanceMinutes(14);
    await status(sam);
    await status();
    expect(asked()).toBe(1);
    // The time of that read is kept with the application.
    expect(world.stored('app-1')?.journey.envelopeProgress?.lease).toMatchObject({
      envelopeId,
      readAt: '2026-06-01T09:15:00.000Z',
    });
  });

  it('learns a signature Connect never told from the read after 15 minutes, and records it', async () => {
    const { world, envelopeId, status, asked } = await anEnvelopeOut();
    world.eSignature.sign(envelopeId, '1');
    expect(await status()).toMatchObject({ value: { status: rows('pending', 'pending', 'pending') } });
    world.clock.advanceMinutes(15);
    expect(await status()).toMatchObject({ value: { status: rows('completed', 'pending', 'pending') } });
    expect(asked()).toBe(1);
    expect(world.stored('app-1')?.journey.envelopeProgress?.lease?.recipients).toContainEqual(
      expect.objectContaining({ recipientId: '1', status: 'completed' }),
    );
  });

  it("finishes the application on Connect's word alone, asking DocuSign nothing", async () => {
    const { world, envelopeId, status, asked } = await anEnvelopeOut();
    for (const recipientId of ['1', '3', '2']) await world.signs(envelopeId, recipientId);
    expect(world.stored('app-1')?.journey).toMatchObject({ status: 'finished', statusSecondary: 'finished' });
    expect(await status()).toEqual({
      ok: true,
      value: { status: rows('completed', 'completed', 'completed'), finished: true },
    });
    world.clock.advanceMinutes(60);
    await status(sam);
    expect(asked()).toBe(0);
    expect(
      world.unitOfWork.audit.filter((entry) => entry.action === 'application.lease-signed'),
    ).toHaveLength(1);
  });

  it('asks DocuSign once after a signer comes back from a signing view, not at every poll after it', async () => {
    const { world, envelopeId, status, asked } = await anEnvelopeOut();
    expect(
      await world.startSigning.execute({
        user: ada,
        applicationId: 'app-1',
        isCurrentUserPrimary: true,
        returnUrl: 'http://au.fleetco.example/applications/app-1/quotesign-mla',
        host: 'au.fleetco.example',
      }),
    ).toMatchObject({ ok: true });
    const beforeReturn = asked();
    // Signed in the view; Connect's event is not in yet.
    world.eSignature.sign(envelopeId, '1');
    expect(await status()).toMatchObject({ value: { status: rows('completed', 'pending', 'pending') } });
    expect(asked()).toBe(beforeReturn + 1);
    await status();
    await status(sam);
    expect(asked()).toBe(beforeReturn + 1);
  });

  it('answers the rows recorded when DocuSign is out of reach at the fallback read', async () => {
    const { world, envelopeId, status } = await anEnvelopeOut();
    await world.signs(envelopeId, '1');
    world.clock.advanceMinutes(20);
    jest
      .spyOn(world.eSignature, 'envelope')
      .mockRejectedValue(new ESignatureError('SERVICE_UNAVAILABLE', 'The circuit is open.'));
    expect(await status()).toEqual({
      ok: true,
      value: { status: rows('completed', 'pending', 'pending'), finished: false },
    });
  });

  it('records nothing of an envelope the application no longer names', async () => {
    const { world, envelopeId } = await anEnvelopeOut();
    await world.closes('app-1:lease', 'declined');
    await world.signingStatus.execute({ user: ada, applicationId: 'app-1' });
    const replacement = world.stored('app-1')!.journey.leaseEnvelopeId!;
    expect(replacement).not.toBe(envelopeId);
    await world.connectSays(envelopeId, 'envelope-voided');
    expect(world.stored('app-1')?.journey.envelopeProgress?.lease).toMatchObject({
      envelopeId: replacement,
      status: 'sent',
    });
  });
});
