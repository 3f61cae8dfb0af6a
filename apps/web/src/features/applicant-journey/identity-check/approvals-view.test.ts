import type { JourneyApplication } from '../journey-view';
import {
  approvalsRoleOf,
  approvalsStage,
  identityReopened,
  keptLicenceDetailsOf,
  scanErrorCountOf,
  type Approvals,
  type ApprovalsApplicant,
} from './approvals-view';

const application = (wet = false) =>
  ({
    applicationId: 'app-1',
    applicationType: 'standard',
    orgUserId: 'ada',
    scoreboard: {
      status: 'approvals',
      primaryApplicant: { userId: 'ada' },
      secondaryApplicant: { userId: 'bo' },
      ...(wet ? { wetSignature: { signType: 'wet' } } : {}),
    },
  }) as unknown as JourneyApplication;

const approvals = (changes: Partial<Approvals> = {}): Approvals =>
  ({ primaryApplicant: { userId: 'ada' }, secondaryApplicant: { userId: 'bo' }, ...changes }) as Approvals;

describe('what the approvals step shows on load (journey §4)', () => {
  it('knows the primary and the secondary, and nobody else', () => {
    expect(approvalsRoleOf(application(), 'ada')).toBe('primary');
    expect(approvalsRoleOf(application(), 'bo')).toBe('secondary');
    expect(approvalsRoleOf(application(), 'eve')).toBeUndefined();
  });

  it('shows the ID check until it is done, then the primary review, then skips a done review', () => {
    expect(approvalsStage(application(), approvals(), 'primary')).toEqual({ show: 'identityCheck' });
    const verified = approvals({
      primaryApplicant: { userId: 'ada', identityVerificationStatus: 'completed' },
    } as never);
    expect(approvalsStage(application(), verified, 'primary')).toEqual({ show: 'review' });
    const reviewed = approvals({
      primaryApplicant: {
        userId: 'ada',
        identityVerificationStatus: 'completed',
        applicationReviewStatus: 'completed',
      },
    } as never);
    expect(approvalsStage(application(), reviewed, 'primary')).toEqual({
      show: 'elsewhere',
      route: 'reviewAndSignContract',
    });
  });

  it('sends a verified secondary on to sign: on paper through secondary-waiting, else online', () => {
    const verified = approvals({
      secondaryApplicant: { userId: 'bo', identityVerificationStatus: 'completed' },
    } as never);
    expect(approvalsStage(application(), verified, 'secondary')).toEqual({
      show: 'elsewhere',
      route: 'reviewAndSignContract',
    });
    expect(approvalsStage(application(true), verified, 'secondary')).toEqual({
      show: 'elsewhere',
      route: 'wet-signature-secondary',
    });
  });

  it('reads the stored scan error count, 0 when none', () => {
    expect(scanErrorCountOf(undefined)).toBe(0);
    expect(scanErrorCountOf({ idScanData: { idScan: { errorCount: 2 } } } as never)).toBe(2);
  });
});

describe('where the ID check opens on load (a reload keeps a good scan)', () => {
  const scanned = {
    fileUrls: ['front', 'back'],
    firstName: 'Jane',
    lastName: 'Citizen',
    dateOfBirth: '1985-03-14',
    licenseNumber: '12345678',
    licenseExpiry: '2031-07-21',
    licenseIssuedState: 'nsw',
    cardNumber: '2012345678',
    idScan: { errorCount: 0 },
  };
  const officer = (changes: object) => ({ userId: 'ada', ...changes }) as ApprovalsApplicant;

  it('opens the details form filled from the kept scan until the form is confirmed', () => {
    expect(keptLicenceDetailsOf(officer({ idScanData: scanned }))).toEqual({
      firstName: 'Jane',
      lastName: 'Citizen',
      dob: '14/03/1985',
      driversLicenceNumber: '12345678',
      driversLicenceExpiry: '21/07/2031',
      driversLicenceState: 'nsw',
      driversCardNumber: '2012345678',
    });
  });

  it('opens the empty details form after a licence uploaded by hand', () => {
    const uploaded = { fileUrls: ['front', 'back'], idScan: { errorCount: 1 } };
    expect(keptLicenceDetailsOf(officer({ idScanData: uploaded }))).toEqual({});
  });

  it('opens the landing with no licence kept, and not at all once the check is confirmed', () => {
    expect(keptLicenceDetailsOf(undefined)).toBeUndefined();
    expect(keptLicenceDetailsOf(officer({}))).toBeUndefined();
    expect(keptLicenceDetailsOf(officer({ idScanData: { idScan: { errorCount: 2 } } }))).toBeUndefined();
    const confirmed = officer({ idScanData: scanned, identityVerificationStatus: 'completed' });
    expect(keptLicenceDetailsOf(confirmed)).toBeUndefined();
  });
});

describe('a licence staff rejected (decision 2080)', () => {
  it('reopens the ID check: the step shows it again, even to a primary whose review is done', () => {
    const reopened = {
      userId: 'ada',
      identityVerificationStatus: 'reopened',
      applicationReviewStatus: 'completed',
    };
    const read = approvals({ primaryApplicant: reopened } as never);
    expect(identityReopened(read.primaryApplicant)).toBe(true);
    expect(approvalsStage(application(), read, 'primary')).toEqual({ show: 'identityCheck' });
    const secondary = approvals({
      secondaryApplicant: { userId: 'bo', identityVerificationStatus: 'reopened' },
    } as never);
    expect(approvalsStage(application(), secondary, 'secondary')).toEqual({ show: 'identityCheck' });
    expect(identityReopened(approvals().primaryApplicant)).toBe(false);
  });

  it('opens at the landing, not at the form, until a new licence is sent', () => {
    const rejected = {
      userId: 'ada',
      identityVerificationStatus: 'reopened',
      idScanData: { idScan: { errorCount: 1 } },
    };
    expect(keptLicenceDetailsOf(rejected as ApprovalsApplicant)).toBeUndefined();
  });
});
