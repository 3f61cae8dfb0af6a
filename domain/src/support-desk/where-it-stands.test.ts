import type { ApplicationJourney } from '../application/application-journey';
import type { VehicleApplication } from '../application/vehicle-application';
import type { EnvelopeStatus, RecipientStatus } from '../e-signature/envelope';
import { whereItStands } from './where-it-stands';
import { leaseSigningOf, type LeaseSigning } from './where-it-stands-signing';

const jordan = {
  userId: 'user-1',
  firstName: 'Jordan',
  lastName: 'Tran',
  email: 'jordan@acme.example',
  phone: '+61412345678',
  confirmed: 'yes',
};
const noor = { userId: 'user-2', firstName: 'Noor', lastName: 'Haddad', email: 'noor@acme.example' };

const anApplication = (
  journey: ApplicationJourney,
  overrides: Partial<VehicleApplication> = {},
): VehicleApplication => ({
  applicationId: 'app-1',
  applicationType: 'standard',
  orgId: 'org-1',
  orgUserId: 'user-1',
  journey,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

/** Business details filled in as far as the finance section. */
const businessDone: ApplicationJourney = {
  entityDetails: { entityName: 'Acme Haulage', abn: '51824753556', industry: 'Transport', entityType: 'PRV' },
  businessDetails: {
    entityDetails: { companyLegalAddress: '1 George St, Sydney NSW 2000' },
    annualRevenue: '1200000',
    financeDetails: { completed: 'yes' },
  },
};

describe('where an application stands, for the support desk', () => {
  it('waits for the officer to sign the quote, naming them and the next step', () => {
    const stands = whereItStands(
      anApplication({ status: 'reviewQuote', quoteSignature: 'created', primaryApplicant: jordan }),
    );
    expect(stands).toEqual({
      track: 'primary',
      status: 'reviewQuote',
      step: 'Review Quote',
      waitingFor: 'authorisedOfficer1',
      person: { name: 'Jordan Tran', email: 'jordan@acme.example', phone: '+61412345678' },
      reason:
        "The quote's e-signature is out: waiting for Jordan Tran (Authorised Officer (1)) to sign the quote.",
      next: {
        status: 'businessDetails',
        step: 'Business Details & Credit Application',
        movedBy: ['customer', 'staff', 'portal'],
      },
      stuck: false,
      supportMoves: [],
    });
  });

  it('says a quote on paper moves on by the officer alone, whom nobody may stand in for', () => {
    const stands = whereItStands(
      anApplication({ status: 'reviewQuote', wetSignature: { signType: 'wet' }, primaryApplicant: jordan }),
    );
    expect(stands).toMatchObject({
      waitingFor: 'authorisedOfficer1',
      reason: expect.stringMatching(/to read the quote and choose Proceed to Credit Application/),
      next: { status: 'businessDetails', movedBy: ['customer'] },
      stuck: false,
      supportMoves: [],
    });
  });

  it('says only the signing moves an application at review and sign to finished, never staff', () => {
    const stands = whereItStands(
      anApplication({ status: 'reviewAndSignContract', primaryApplicant: jordan }),
    );
    expect(stands.next).toEqual({ status: 'finished', step: 'Finished', movedBy: ['portal'] });
  });

  it('says when a signed quote did not move the application on', () => {
    const stands = whereItStands(
      anApplication({ status: 'reviewQuote', quoteSignature: 'completed', primaryApplicant: jordan }),
    );
    expect(stands).toMatchObject({ waitingFor: 'support', stuck: true });
  });

  it('asks support to name an officer when the quote was sent on and nobody is Authorised Officer (1)', () => {
    expect(whereItStands(anApplication({ status: 'businessDetails' }))).toMatchObject({
      waitingFor: 'support',
      reason: expect.stringMatching(/Nobody is Authorised Officer \(1\)/),
    });
  });

  it.each<[string, ApplicationJourney, RegExp]>([
    [
      'an unconfirmed officer',
      { primaryApplicant: { ...jordan, confirmed: undefined } },
      /to confirm they are/,
    ],
    ['an unconfirmed business', { primaryApplicant: jordan }, /to confirm the business/],
    [
      'a second officer said but not named',
      {
        primaryApplicant: jordan,
        entityDetails: { ...businessDone.entityDetails, hasSecondaryApplicant: 'yes' },
      },
      /to nominate Authorised Officer \(2\)/,
    ],
    [
      'missing business details',
      { primaryApplicant: jordan, entityDetails: businessDone.entityDetails },
      /fill in Business Details/,
    ],
    [
      'missing cash flow',
      {
        primaryApplicant: jordan,
        entityDetails: businessDone.entityDetails,
        businessDetails: { entityDetails: { companyLegalAddress: '1 George St' } },
      },
      /Business Cashflow Details/,
    ],
    [
      'an unfinished finance section',
      {
        primaryApplicant: jordan,
        ...businessDone,
        businessDetails: { ...businessDone.businessDetails, financeDetails: { completed: '' } },
      },
      /complete Other Details & Personal Guarantee/,
    ],
  ])('at business details, waits for Authorised Officer (1) with %s', (_case, journey, reason) => {
    expect(whereItStands(anApplication({ status: 'businessDetails', ...journey }))).toMatchObject({
      step: 'Business Details & Credit Application',
      waitingFor: 'authorisedOfficer1',
      reason: expect.stringMatching(reason),
      stuck: false,
    });
  });

  it('calls a completed credit application still at business details stuck', () => {
    expect(
      whereItStands(anApplication({ status: 'businessDetails', primaryApplicant: jordan, ...businessDone })),
    ).toMatchObject({ waitingFor: 'support', stuck: true, next: { status: 'approvals' } });
  });

  it('at approvals, waits for the ID checks and then the review, counting failed scans', () => {
    const failed = whereItStands(
      anApplication({
        status: 'approvals',
        primaryApplicant: { ...jordan, idScanData: { idScan: { errorCount: 2 } } },
        secondaryApplicant: noor,
      }),
    );
    expect(failed.waitingFor).toBe('authorisedOfficer1');
    expect(failed.reason).toMatch(
      /ID check \(2 failed scans.*Noor Haddad \(Authorised Officer \(2\)\)'s ID check/,
    );
    const review = whereItStands(
      anApplication({
        status: 'approvals',
        primaryApplicant: { ...jordan, identityVerificationStatus: 'completed' },
      }),
    );
    expect(review.reason).toMatch(/to review and submit the application \(privacy consent not given\)/);
  });

  it.each<[ApplicationJourney['statusCreditCheck'], string, RegExp]>([
    [undefined, 'portal', /Waiting for the credit decision/],
    ['awaitingDecision', 'portal', /Waiting for the credit decision: submitted, and the credit bureau/],
    [
      'waitingForSecondary',
      'authorisedOfficer2',
      /waits for Noor Haddad \(Authorised Officer \(2\)\)'s ID check/,
    ],
    ['referred', 'creditTeam', /Referred/],
    ['declined', 'nobody', /Declined/],
    ['approved', 'authorisedOfficer1', /go out for signing when Jordan Tran .* opens Sign Lease/],
  ])('at review and sign with credit status %s, waits for %s', (statusCreditCheck, waitingFor, reason) => {
    const stands = whereItStands(
      anApplication({
        status: 'reviewAndSignContract',
        statusCreditCheck,
        primaryApplicant: jordan,
        secondaryApplicant: noor,
      }),
    );
    expect(stands).toMatchObject({ waitingFor, reason: expect.stringMatching(reason) });
  });

  it("waits for the support desk when an officer's licence is ID to check, naming the command", () => {
    const stands = whereItStands(
      anApplication({
        status: 'approvals',
        primaryApplicant: {
          ...jordan,
          identityVerificationStatus: 'completed',
          licenceCheck: { status: 'nameMatched', source: 'scan' },
        },
        secondaryApplicant: {
          ...noor,
          identityVerificationStatus: 'completed',
          licenceCheck: { status: 'toCheck', source: 'upload' },
        },
      }),
    );
    expect(stands).toMatchObject({
      waitingFor: 'support',
      stuck: false,
      reason:
        "Noor Haddad (Authorised Officer (2))'s licence is ID to check (uploaded by hand): check it with " +
        '`lease-admin application check-identity app-1 --officer 2 --accept|--reject --reason "…"`. ' +
        'Meanwhile: Waiting for Jordan Tran (Authorised Officer (1)) to review and submit the application (privacy consent not given).',
    });
    expect(stands.person).toBeUndefined();
    const scanned = whereItStands(
      anApplication({
        status: 'approvals',
        primaryApplicant: { ...jordan, licenceCheck: { status: 'toCheck', source: 'scan' } },
      }),
    );
    expect(scanned.reason).toMatch(
      /^Jordan Tran \(Authorised Officer \(1\)\)'s licence is ID to check \(scanned without a readable name\): check it with `lease-admin application check-identity app-1 --officer 1 /,
    );
    // Once staff checked it, or the lease is finished, nothing waits for the desk.
    for (const [status, check] of [
      ['approvals', 'accepted'],
      ['finished', 'toCheck'],
    ] as const) {
      const after = whereItStands(
        anApplication({
          status,
          primaryApplicant: { ...jordan, licenceCheck: { status: check, source: 'upload' } },
        }),
      );
      expect(after.waitingFor).not.toBe('support');
    }
  });

  it('waits for the officer whose rejected licence reopened their ID check: the lease waits too', () => {
    const stands = whereItStands(
      anApplication({
        status: 'reviewAndSignContract',
        statusCreditCheck: 'approved',
        primaryApplicant: { ...jordan, identityVerificationStatus: 'completed' },
        secondaryApplicant: {
          ...noor,
          identityVerificationStatus: 'reopened',
          licenceCheck: { status: 'rejected', source: 'upload', reason: 'Photo unreadable' },
        },
      }),
    );
    expect(stands).toMatchObject({
      waitingFor: 'authorisedOfficer2',
      person: { name: 'Noor Haddad', email: 'noor@acme.example' },
      reason: expect.stringMatching(
        /^Staff rejected Noor Haddad \(Authorised Officer \(2\)\)'s licence \(Photo unreadable\): their ID check is reopened, and the lease is not signed until .* Meanwhile: Approved/,
      ),
    });
  });

  it('on hold with the second ID check done, waits for the officer to resubmit', () => {
    expect(
      whereItStands(
        anApplication({
          status: 'reviewAndSignContract',
          statusCreditCheck: 'waitingForSecondary',
          primaryApplicant: jordan,
          secondaryApplicant: { ...noor, identityVerificationStatus: 'completed' },
        }),
      ),
    ).toMatchObject({ waitingFor: 'authorisedOfficer1', reason: expect.stringMatching(/resubmit/) });
  });

  it('with wet signature, counts the signed documents uploaded', () => {
    const stands = whereItStands(
      anApplication({
        status: 'reviewAndSignContract',
        statusCreditCheck: 'approved',
        primaryApplicant: jordan,
        wetSignature: {
          signType: 'wet',
          documents: {
            masterLeaseAgreement: {
              uploadFile: { uuid: 'f-1', fileName: 'mla.pdf', mimeType: 'application/pdf' },
            },
          },
        },
      }),
    );
    expect(stands.reason).toMatch(/upload the signed lease documents \(wet signature; 1 uploaded\)/);
  });

  it('with wet signature, waits for support to check the documents submitted, and names the command', () => {
    const stands = (status: string, rejectionReason?: string) =>
      whereItStands(
        anApplication({
          status: 'reviewAndSignContract',
          statusCreditCheck: 'approved',
          primaryApplicant: jordan,
          wetSignature: { signType: 'wet', status, ...(rejectionReason ? { rejectionReason } : {}) },
        }),
      );
    expect(stands('submitted')).toMatchObject({
      waitingFor: 'support',
      reason: expect.stringContaining('lease-admin application check-paper-signing'),
    });
    expect(stands('rejected', 'The direct debit is not signed')).toMatchObject({
      waitingFor: 'authorisedOfficer1',
      reason: expect.stringContaining('sent back by staff: The direct debit is not signed'),
    });
  });

  it('has nothing to wait for once finished, and no next step', () => {
    const stands = whereItStands(anApplication({ status: 'finished', primaryApplicant: jordan }));
    expect(stands).toMatchObject({ step: 'Finished', waitingFor: 'nobody', stuck: false });
    expect(stands.next).toBeUndefined();
  });

  it("waits for a calculator application's customer at the shortlist", () => {
    const stands = whereItStands(
      anApplication(
        {},
        {
          applicationType: 'calculator',
          calculator: {
            shortlists: [],
            contact: {
              firstName: 'Aroha',
              lastName: 'Smith',
              phone: '021555123',
              email: 'aroha@tamaki.example',
            },
          },
        },
      ),
    );
    expect(stands).toMatchObject({
      track: 'calculator',
      step: 'View my shortlist',
      waitingFor: 'customer',
      person: { name: 'Aroha Smith', email: 'aroha@tamaki.example' },
      next: { status: 'businessDetails' },
    });
    expect(stands.status).toBeUndefined();
  });
});

describe('where a lease out for electronic signing stands, by its envelope', () => {
  const approved = anApplication({
    status: 'reviewAndSignContract',
    statusCreditCheck: 'approved',
    leaseEnvelopeId: 'env-1',
    primaryApplicant: jordan,
    secondaryApplicant: noor,
  });
  const envelope = (
    primary: RecipientStatus,
    witness: RecipientStatus,
    secondary: RecipientStatus,
    status: EnvelopeStatus = 'sent',
  ): LeaseSigning =>
    leaseSigningOf({
      envelopeId: 'env-1',
      reference: 'app-1:lease',
      status,
      signers: [
        { recipientId: '1', name: 'Jordan Tran', email: jordan.email, routingOrder: 1, status: primary },
        { recipientId: '2', name: 'Noor Haddad', email: noor.email, routingOrder: 3, status: secondary },
      ],
      witnesses: [
        {
          recipientId: '3',
          name: 'Sam Witness',
          email: jordan.email,
          routingOrder: 2,
          roleName: 'Witness',
          witnessFor: '1',
          status: witness,
        },
      ],
    });

  it('names the signers in their order, with the witness between the officers', () => {
    expect(envelope('completed', 'sent', 'sent')).toMatchObject({
      signers: [
        { role: 'authorisedOfficer1', name: 'Jordan Tran', status: 'completed' },
        { role: 'witness', name: 'Sam Witness', status: 'sent' },
        { role: 'authorisedOfficer2', name: 'Noor Haddad', status: 'sent' },
      ],
    });
  });

  it('waits for the witness once Authorised Officer (1) signed, not for the officer again', () => {
    const stands = whereItStands(approved, envelope('completed', 'sent', 'sent'));
    expect(stands).toMatchObject({
      waitingFor: 'authorisedOfficer1',
      reason:
        "Approved: Jordan Tran (Authorised Officer (1)) signed; waiting for the witness (on Jordan Tran's device) " +
        'to sign the lease documents electronically, then Noor Haddad (Authorised Officer (2)).',
      signing: { envelopeId: 'env-1' },
    });
  });

  it('waits for Authorised Officer (2) once the officer and their witness signed', () => {
    expect(whereItStands(approved, envelope('completed', 'completed', 'delivered'))).toMatchObject({
      waitingFor: 'authorisedOfficer2',
      person: { name: 'Noor Haddad' },
      reason: expect.stringMatching(
        /^Approved: Jordan Tran .* and the witness signed; waiting for Noor Haddad/,
      ),
    });
  });

  it('asks the desk to record a signing everyone finished, naming the command', () => {
    expect(
      whereItStands(approved, envelope('completed', 'completed', 'completed', 'completed')),
    ).toMatchObject({
      waitingFor: 'support',
      stuck: false,
      reason: expect.stringContaining('`lease-admin application check-signing app-1`'),
    });
  });

  it('says who has signed is not known when the service could not say, and a closed envelope is replaced', () => {
    expect(
      whereItStands(approved, { envelopeId: 'env-1', unknown: 'the e-signature service did not answer' }),
    ).toMatchObject({ waitingFor: 'portal', reason: expect.stringMatching(/did not answer/) });
    expect(whereItStands(approved, envelope('declined', 'sent', 'sent', 'declined'))).toMatchObject({
      waitingFor: 'authorisedOfficer1',
      reason: expect.stringMatching(/envelope was declined; a new one goes out/),
    });
  });
});
