import { leaseSigningOf, type VehicleApplication } from '@lease-portal/domain';
import { applicationLines, applicationView } from './application-view';

const jordan = {
  userId: 'user-jordan',
  firstName: 'Jordan',
  lastName: 'Quill',
  email: 'jordan@acme.example',
  confirmed: 'yes',
  identityVerificationStatus: 'completed',
};
const noor = {
  userId: 'user-noor',
  firstName: 'Noor',
  lastName: 'Haddad',
  email: 'noor@acme.example',
  identityVerificationStatus: 'completed',
};

const anApplication = (journey: VehicleApplication['journey']): VehicleApplication => ({
  applicationId: 'app-acme',
  applicationType: 'standard',
  orgId: 'org-au-demo',
  orgUserId: 'user-jordan',
  createdAt: '2026-11-02T23:30:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  journey,
});

const shown = (application: VehicleApplication, signing?: Parameters<typeof applicationView>[2]) =>
  applicationLines(applicationView({ value: application, version: 3 }, undefined, signing)).join('\n');

describe('where an application stands, as application show prints it', () => {
  it('shows who has signed the lease and who is awaited, the witness included', () => {
    const text = shown(
      anApplication({
        status: 'reviewAndSignContract',
        statusCreditCheck: 'approved',
        leaseEnvelopeId: 'env-1',
        primaryApplicant: jordan,
        secondaryApplicant: noor,
      }),
      leaseSigningOf({
        envelopeId: 'env-1',
        reference: 'app-acme:lease',
        status: 'sent',
        signers: [
          {
            recipientId: '1',
            name: 'Jordan Quill',
            email: jordan.email,
            routingOrder: 1,
            status: 'completed',
            signedAt: '2026-11-20T10:04:05.000Z',
          },
          { recipientId: '2', name: 'Noor Haddad', email: noor.email, routingOrder: 3, status: 'sent' },
        ],
        witnesses: [
          {
            recipientId: '3',
            name: 'Sam Witness',
            email: jordan.email,
            routingOrder: 2,
            roleName: 'Witness',
            witnessFor: '1',
            status: 'delivered',
          },
        ],
      }),
    );
    expect(text).toMatch(
      /Why:\s+Approved: Jordan Quill \(Authorised Officer \(1\)\) signed; waiting for the witness/,
    );
    expect(text).toMatch(/Lease envelope:\s+env-1, sent\n/);
    expect(text).toMatch(
      /Signers:\s+Jordan Quill \(Authorised Officer \(1\)\): signed 2026-11-20 10:04:05 UTC\n\s+Sam Witness \(witness\): not signed yet\n\s+Noor Haddad \(Authorised Officer \(2\)\): not signed yet/,
    );
  });

  it('names who moves it on, never staff into finished, and what support may do', () => {
    const text = shown(
      anApplication({
        status: 'reviewAndSignContract',
        statusCreditCheck: 'referred',
        primaryApplicant: jordan,
      }),
    );
    expect(text).toMatch(/Next step:\s+Finished \(finished\), moved by the portal, when its work is done\n/);
    expect(text).toMatch(/Support may:\s+propose a move back to approvals\n/);
    expect(text).toMatch(/Credit check:\s+referred: referred to the credit team\n/);
  });

  it('says a quote on paper is moved on by the officer alone', () => {
    const text = shown(
      anApplication({ status: 'reviewQuote', wetSignature: { signType: 'wet' }, primaryApplicant: jordan }),
    );
    expect(text).toMatch(
      /Next step:\s+Business Details & Credit Application \(businessDetails\), moved by Authorised Officer \(1\)\n/,
    );
    expect(text).toMatch(/Support may:\s+no move by staff\n/);
    expect(text).not.toMatch(/Stuck/);
  });

  it('once the officer confirmed their ID check, awaits their review and offers support no move into signing', () => {
    const text = shown(
      anApplication({
        status: 'approvals',
        quoteSignature: 'completed',
        businessDetails: { financeDetails: { completed: 'yes' } },
        primaryApplicant: { ...jordan, privacyConsent: 'confirmed' },
      }),
    );
    expect(text).toMatch(/Step:\s+ID Check & Application Review\n/);
    expect(text).toMatch(/Waiting for:\s+Authorised Officer \(1\): Jordan Quill <jordan@acme.example>\n/);
    expect(text).toMatch(
      /Why:\s+Waiting for Jordan Quill \(Authorised Officer \(1\)\) to review and submit the application \(privacy consent given\)\.\n/,
    );
    expect(text).toMatch(/Support may:\s+propose a move back to businessDetails\n/);
    expect(text).not.toMatch(/Stuck/);
  });

  it('no longer says the scan was skipped once support counted the failed scans back', () => {
    const skipped = (errorCount: number) =>
      shown(
        anApplication({
          status: 'approvals',
          primaryApplicant: {
            ...jordan,
            identityVerificationStatus: undefined,
            idScanData: { idScan: { skipped: true, errorCount } },
          },
        }),
      );
    expect(skipped(1)).toMatch(/failed scans: 1; scan skipped/);
    expect(skipped(0)).not.toMatch(/scan skipped/);
  });
});
