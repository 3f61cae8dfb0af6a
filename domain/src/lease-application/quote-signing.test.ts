import type { User } from '../accounts/user';
import type { VehicleApplication } from '../application/vehicle-application';
import type { OrgProfile } from '../organisation/org-profile';
import { quoteEnvelopeReference } from './quote-envelope';
import { aQuoteWorld } from './testing/quote-world';

const profile: OrgProfile = {
  orgId: 'fleet-co',
  name: 'Fleet Co',
  region: 'AU',
  whiteLabel: {
    region: 'AU',
    enableWhiteLabel: true,
    domains: ['au.fleetco.example'],
    introducerName: 'Fleet Co Leasing',
  },
  calculator: { headerLinks: [] },
  pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: false } },
  theme: { primaryColour: '#0a6640' },
  loginLogos: {},
};

const user = (id: string, orgId = 'fleet-co'): User => ({
  id,
  orgId,
  firstName: 'Ada',
  lastName: 'Officer',
  email: `${id}@business.example`,
  region: 'AU',
  createdAt: '2026-05-01T00:00:00.000Z',
});

function aQuote(overrides: Partial<VehicleApplication['journey']> = {}): VehicleApplication {
  return {
    applicationId: 'app-1',
    applicationType: 'standard',
    orgId: 'fleet-co',
    orgUserId: 'ada',
    journey: {
      status: 'reviewQuote',
      quoteSignature: 'none',
      primaryApplicant: {
        userId: 'ada',
        firstName: 'Ada',
        lastName: 'Officer',
        email: 'ada@business.example',
      },
      quoteDetails: { primaryQuoteReference: 'Q-1001' },
      leaseDetails: { driveAwayPrice: 52990, monthlyRentalNet: 1180, terms: 48 },
      vehicleDetails: { make: 'Toyota', model: 'RAV4 Hybrid' },
      ...overrides,
    },
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-01T08:00:00.000Z',
  };
}

const RETURN = 'http://au.fleetco.example/applications/app-1/quotesign';

describe('the quote PDF', () => {
  it("is the primary applicant's quote, named by its reference, with the brand and the quote's facts", async () => {
    const world = aQuoteWorld([profile]);
    await world.add(aQuote());
    const pdf = await world.getQuotePdf.execute(user('ada'));
    expect(pdf.ok && pdf.value.fileName).toBe('Quote_Q-1001.pdf');
    const { kind, facts } = world.renderer.rendered[0]!;
    expect(kind).toBe('quote');
    expect(facts).toMatchObject({
      lessor: { name: 'Fleet Co Leasing', brandColour: '#0a6640' },
      vehicle: { description: 'Toyota RAV4 Hybrid', driveAwayPrice: 52990 },
      lease: { termMonths: 48, monthlyRental: 1180, quoteReference: 'Q-1001' },
      issuedOn: '2026-05-01',
    });
  });

  it('is refused to another user and to a user of another organisation', async () => {
    const world = aQuoteWorld([profile]);
    await world.add(aQuote());
    for (const stranger of [user('kim'), user('ada', 'other-org')]) {
      const refused = await world.getQuotePdf.execute(stranger);
      expect(!refused.ok && refused.error.code).toBe('FORBIDDEN');
    }
  });

  it('once signed is the signed quote the e-signature service gives back, not a fresh render', async () => {
    const world = aQuoteWorld([profile]);
    await world.add(aQuote());
    await world.startQuoteSigning.execute({
      user: user('ada'),
      returnUrl: RETURN,
      host: 'au.fleetco.example',
    });
    const [envelope] = [...world.eSignature.envelopes.values()];
    const unsigned = await world.getQuotePdf.execute(user('ada'));
    expect(unsigned.ok && new TextDecoder().decode(unsigned.value.pdf)).not.toContain('%PDF-signed');

    world.eSignature.sign(envelope!.envelopeId, '1');
    world.unitOfWork.applications.get('app-1')!.value.journey.quoteSignature = 'completed';
    const signed = await world.getQuotePdf.execute(user('ada'));
    expect(signed.ok && signed.value.fileName).toBe('Quote_Q-1001.pdf');
    expect(signed.ok && new TextDecoder().decode(signed.value.pdf)).toBe(
      `%PDF-signed ${envelope!.envelopeId} by Ada Officer`,
    );
    expect(world.eSignature.sent).toBe(1);
  });
});

describe('signing the quote', () => {
  it('opens a view of one envelope per quote that returns to the quotesign page', async () => {
    const world = aQuoteWorld([profile]);
    await world.add(aQuote());
    const first = await world.startQuoteSigning.execute({
      user: user('ada'),
      returnUrl: RETURN,
      host: 'au.fleetco.example',
    });
    const again = await world.startQuoteSigning.execute({
      user: user('ada'),
      returnUrl: RETURN,
      host: 'au.fleetco.example',
    });
    expect(first.ok && again.ok).toBe(true);
    expect(world.eSignature.sent).toBe(1);
    expect(world.eSignature.views.map((v) => v.request.returnUrl)).toEqual([RETURN, RETURN]);
    expect(world.stored('app-1')?.journey.quoteSignature).toBe('created');
  });

  it.each([
    ['another host', 'http://evil.example/applications/app-1/quotesign'],
    ['another page', 'http://au.fleetco.example/applications/app-1/businessDetails'],
    ['not a URL', 'quotesign'],
  ])('refuses a return URL on %s', async (_case, returnUrl) => {
    const world = aQuoteWorld([profile]);
    await world.add(aQuote());
    const refused = await world.startQuoteSigning.execute({
      user: user('ada'),
      returnUrl,
      host: 'au.fleetco.example',
    });
    expect(!refused.ok && refused.error.code).toBe('BAD_INPUT');
    expect(world.eSignature.sent).toBe(0);
  });

  it('is refused before the quote review, and for a quote signed on paper', async () => {
    const world = aQuoteWorld([profile]);
    await world.add(aQuote({ status: undefined }));
    const early = await world.startQuoteSigning.execute({
      user: user('ada'),
      returnUrl: RETURN,
      host: 'au.fleetco.example',
    });
    expect(!early.ok && early.error.details?.reason).toBe('LEASE_APPLICATION.TRANSITION_NOT_ALLOWED');

    const wet = aQuoteWorld([profile]);
    await wet.add(aQuote({ quoteSignature: undefined, wetSignature: { signType: 'wet' } }));
    const paper = await wet.startQuoteSigning.execute({
      user: user('ada'),
      returnUrl: RETURN,
      host: 'au.fleetco.example',
    });
    expect(!paper.ok && paper.error.details?.reason).toBe('LEASE_APPLICATION.QUOTE_SIGNED_ON_PAPER');
  });
});

describe('recording the signed quote', () => {
  async function aSigningStarted() {
    const world = aQuoteWorld([profile]);
    await world.add(aQuote());
    await world.startQuoteSigning.execute({
      user: user('ada'),
      returnUrl: RETURN,
      host: 'au.fleetco.example',
    });
    return world;
  }
  const record = { user: user('ada'), applicationId: 'app-1', quoteSignature: 'completed' as const };

  it("does not take the browser's word: an envelope not completed changes nothing", async () => {
    const world = await aSigningStarted();
    world.eSignature.finish(quoteEnvelopeReference('app-1'), 'declined');
    const refused = await world.recordQuoteSignature.execute(record);
    expect(!refused.ok && refused.error.details?.reason).toBe('LEASE_APPLICATION.QUOTE_NOT_SIGNED');
    expect(world.stored('app-1')?.journey).toMatchObject({
      status: 'reviewQuote',
      quoteSignature: 'created',
    });
  });

  it('marks the quote signed and moves the application to business details, audited, once', async () => {
    const world = await aSigningStarted();
    world.eSignature.finish(quoteEnvelopeReference('app-1'), 'completed');
    const recorded = await world.recordQuoteSignature.execute(record);
    expect(recorded).toEqual({ ok: true, value: { status: 'businessDetails' } });
    expect(world.stored('app-1')?.journey).toMatchObject({
      status: 'businessDetails',
      quoteSignature: 'completed',
    });
    expect(world.unitOfWork.audit.map((entry) => entry.action)).toEqual([
      'application.quote-envelope.created',
      'application.quote-signed',
      'application.status.changed',
    ]);
    const twice = await world.recordQuoteSignature.execute(record);
    expect(twice.ok).toBe(true);
    expect(world.unitOfWork.audit).toHaveLength(3);
    const status = await world.quoteEnvelopeStatus.execute(user('ada'));
    expect(status.ok && status.value.status).toBe('completed');
  });

  it('is refused to another user and for a status other than completed', async () => {
    const world = await aSigningStarted();
    world.eSignature.finish(quoteEnvelopeReference('app-1'), 'completed');
    const stranger = await world.recordQuoteSignature.execute({ ...record, user: user('kim') });
    expect(!stranger.ok && stranger.error.code).toBe('FORBIDDEN');
    const created = await world.recordQuoteSignature.execute({ ...record, quoteSignature: 'created' });
    expect(created.ok).toBe(false);
    expect(world.stored('app-1')?.journey.status).toBe('reviewQuote');
  });
});
