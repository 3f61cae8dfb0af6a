import type { User } from '../accounts/user';
import type { VehicleApplication } from '../application/vehicle-application';
import { ESignatureError } from '../e-signature/e-signature.port';
import type { OrgProfile } from '../organisation/org-profile';
import { aQuoteWorld } from './testing/quote-world';
import { quoteEnvelopeReference } from './quote-envelope';

// The quote's status (getEnvelope) and its recording (updateDocusignStatus) answer from what the
// application records (decision 2108): DocuSign is asked when the envelope was never read, once after
// the officer returns from the signing view, and when nothing was learnt for 15 minutes.

const profile: OrgProfile = {
  orgId: 'fleet-co',
  name: 'Fleet Co',
  region: 'AU',
  whiteLabel: { region: 'AU', enableWhiteLabel: true, domains: ['au.fleetco.example'] },
  calculator: { headerLinks: [] },
  pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: false } },
  theme: {},
  loginLogos: {},
};

const ada: User = {
  id: 'ada',
  orgId: 'fleet-co',
  firstName: 'Ada',
  lastName: 'Officer',
  email: 'ada@business.example',
  region: 'AU',
  createdAt: '2026-05-01T00:00:00.000Z',
};

const aQuote = (): VehicleApplication => ({
  applicationId: 'app-1',
  applicationType: 'standard',
  orgId: 'fleet-co',
  orgUserId: 'ada',
  journey: {
    status: 'reviewQuote',
    quoteSignature: 'none',
    primaryApplicant: { userId: 'ada', firstName: 'Ada', lastName: 'Officer', email: 'ada@business.example' },
    quoteDetails: { primaryQuoteReference: 'Q-1001' },
    leaseDetails: { driveAwayPrice: 52990, monthlyRentalNet: 1180, terms: 48 },
    vehicleDetails: { make: 'Toyota', model: 'RAV4 Hybrid' },
  },
  createdAt: '2026-05-01T08:00:00.000Z',
  updatedAt: '2026-05-01T08:00:00.000Z',
});

const RETURN = 'http://au.fleetco.example/applications/app-1/quotesign';

/** The officer opened the signing view and came back; the return page's check read the envelope. */
async function aQuoteOut() {
  const world = aQuoteWorld([profile]);
  await world.add(aQuote());
  await world.startQuoteSigning.execute({ user: ada, returnUrl: RETURN, host: 'au.fleetco.example' });
  await world.quoteEnvelopeStatus.execute(ada);
  const envelopeId = [...world.eSignature.envelopes.keys()][0]!;
  const reads = jest.spyOn(world.eSignature, 'envelope');
  const sends = jest.spyOn(world.eSignature, 'sendEnvelope');
  const asked = () => reads.mock.calls.length + sends.mock.calls.length;
  const status = async () => {
    const answer = await world.quoteEnvelopeStatus.execute(ada);
    return answer.ok ? answer.value.status : answer.error.code;
  };
  return { world, envelopeId, asked, status };
}

describe("the quote's envelope status, read from what the application records (decision 2108)", () => {
  it('asks DocuSign nothing while the record is fresh; once when it is 15 minutes old; not again within them', async () => {
    const { world, asked, status } = await aQuoteOut();
    expect(await status()).toBe('sent');
    world.clock.advanceMinutes(14);
    expect(await status()).toBe('sent');
    expect(asked()).toBe(0);
    world.clock.advanceMinutes(1);
    expect(await status()).toBe('sent');
    expect(asked()).toBe(1);
    world.clock.advanceMinutes(14);
    await status();
    expect(asked()).toBe(1);
  });

  it("signs the quote once when the customer's return and Connect's completion are recorded at the same moment", async () => {
    const { world, envelopeId } = await aQuoteOut();
    world.eSignature.sign(envelopeId, '1');
    world.eSignature.finish(quoteEnvelopeReference('app-1'), 'completed');
    const [connect, read] = await Promise.all([
      world.connectSays('app-1', envelopeId, 'envelope-completed'),
      world.recordQuoteSignature.recordRead('app-1', (await world.eSignature.envelope(envelopeId))!),
    ]);
    // The one that lost the race reads the application again and finds the quote signed.
    expect(connect).toEqual({ ok: true, value: { status: 'businessDetails' } });
    expect(read).toEqual({ ok: true, value: { status: 'businessDetails' } });
    expect(
      world.unitOfWork.audit.filter((entry) => entry.action === 'application.quote-signed'),
    ).toHaveLength(1);
  });

  it("signs the quote on Connect's envelope-completed, asking DocuSign nothing", async () => {
    const { world, envelopeId, asked, status } = await aQuoteOut();
    world.eSignature.sign(envelopeId, '1');
    expect(await world.connectSays('app-1', envelopeId, 'recipient-completed', '1')).toEqual({
      ok: true,
      value: { status: 'reviewQuote' },
    });
    expect(world.stored('app-1')?.journey.envelopeProgress?.quote?.recipients).toEqual([
      expect.objectContaining({ recipientId: '1', status: 'completed' }),
    ]);
    expect(await world.connectSays('app-1', envelopeId, 'envelope-completed')).toEqual({
      ok: true,
      value: { status: 'businessDetails' },
    });
    expect(world.stored('app-1')?.journey).toMatchObject({
      status: 'businessDetails',
      quoteSignature: 'completed',
    });
    expect(world.unitOfWork.audit.filter((e) => e.action === 'application.quote-signed')).toEqual([
      expect.objectContaining({ actor: 'system' }),
    ]);
    expect(await status()).toBe('completed');
    // The browser's own record after the return page finds it done.
    expect(
      await world.recordQuoteSignature.execute({
        user: ada,
        applicationId: 'app-1',
        quoteSignature: 'completed',
      }),
    ).toEqual({ ok: true, value: { status: 'businessDetails' } });
    expect(asked()).toBe(0);
  });

  it("the return page's one check: after a signing view, getEnvelope asks once and updateDocusignStatus records it", async () => {
    const { world, envelopeId, asked, status } = await aQuoteOut();
    await world.startQuoteSigning.execute({ user: ada, returnUrl: RETURN, host: 'au.fleetco.example' });
    const opening = asked();
    world.eSignature.sign(envelopeId, '1');
    expect(await status()).toBe('completed');
    expect(asked()).toBe(opening + 1);
    expect(
      await world.recordQuoteSignature.execute({
        user: ada,
        applicationId: 'app-1',
        quoteSignature: 'completed',
      }),
    ).toEqual({ ok: true, value: { status: 'businessDetails' } });
    expect(asked()).toBe(opening + 1);
  });

  it("refuses the browser's word that it signed while the record says otherwise, asking nothing", async () => {
    const { world, envelopeId, asked } = await aQuoteOut();
    world.eSignature.sign(envelopeId, '1');
    const refused = await world.recordQuoteSignature.execute({
      user: ada,
      applicationId: 'app-1',
      quoteSignature: 'completed',
    });
    expect(!refused.ok && refused.error.details?.reason).toBe('LEASE_APPLICATION.QUOTE_NOT_SIGNED');
    expect(asked()).toBe(0);
    expect(world.stored('app-1')?.journey.status).toBe('reviewQuote');
  });

  it('answers the status recorded when DocuSign is out of reach at the fallback read', async () => {
    const { world, status } = await aQuoteOut();
    world.clock.advanceMinutes(30);
    jest
      .spyOn(world.eSignature, 'envelope')
      .mockRejectedValue(new ESignatureError('SERVICE_UNAVAILABLE', 'The circuit is open.'));
    jest
      .spyOn(world.eSignature, 'sendEnvelope')
      .mockRejectedValue(new ESignatureError('SERVICE_UNAVAILABLE', 'The circuit is open.'));
    expect(await status()).toBe('sent');
  });
});
