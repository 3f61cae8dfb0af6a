import type { Applicant, ApplicationJourney } from '../application/application-journey';
import { identityCheckReopened, licenceToCheck } from '../application/licence-check';
import type { VehicleApplication } from '../application/vehicle-application';
import { isSoleTrader } from '../business/entity-type';
import { paperSigningStageOf } from '../contract-signing/paper-signing-stage';
import { isBlank } from '../validation/field-rule';
import { fullName } from '../lease-application/officers';
import { financeDetailsCompleted } from '../lease-application/step-work-done';
import { stepAfter, type StatusTrack } from '../lease-application/status-transitions';
import { whoEnters, type PlainMover } from '../lease-application/step-entry';

/**
 * Where an application stands, for the support desk (issue: support tooling, decision 1820): the step
 * it is at, who must act next and what they are waiting for, read from the journey alone. It
 * judges nothing: an application "stuck" is one whose facts say a step is done while its status has
 * not moved on, and it says so.
 */
export type WhoActs =
  | 'authorisedOfficer1'
  | 'authorisedOfficer2'
  /** The customer of a calculator application, before anyone is Authorised Officer (1). */
  | 'customer'
  | 'creditTeam'
  /** The portal itself or a partner's callback: nothing for a person to do unless it never comes. */
  | 'portal'
  | 'support'
  | 'nobody';

export interface WhereItStands {
  track: StatusTrack;
  /** The journey's status; undefined before the application was first opened. */
  status?: string;
  /** The step as the customer's home names it. */
  step: string;
  waitingFor: WhoActs;
  /** The person who must act, when it is one of the applicants. */
  person?: { name?: string; email?: string; phone?: string };
  /** One sentence in the desk's words: what is awaited, and why. */
  reason: string;
  /** The status the journey moves to next, and who may move it (the transitions table). */
  next?: { status: string; movedBy: readonly (PlainMover | 'portal')[] };
  /** The facts say the step is done but the status did not move: support may move it on. */
  stuck: boolean;
}

const STEP_NAMES: Readonly<Record<string, string>> = {
  viewShortlist: 'View my shortlist',
  reviewQuote: 'Review Quote',
  businessDetails: 'Business Details & Credit Application',
  approvals: 'ID Check & Application Review',
  reviewAndSignContract: 'Review & Sign Lease Documents',
  finished: 'Finished',
};

const filled = (value: unknown): boolean => !isBlank(value);

const contactOf = (applicant: Applicant | undefined): WhereItStands['person'] =>
  applicant && { name: fullName(applicant), email: applicant.email, phone: applicant.phone };

/** "Jordan Tran (Authorised Officer (1))", or the role alone when nobody is named. */
const called = (role: string, applicant: Applicant | undefined): string => {
  const name = fullName(applicant);
  return name ? `${name} (${role})` : role;
};

type Awaited = Pick<WhereItStands, 'waitingFor' | 'person' | 'reason'> & { stuck?: boolean };

export function whereItStands(application: VehicleApplication): WhereItStands {
  const track: StatusTrack = application.applicationType === 'calculator' ? 'calculator' : 'primary';
  const status = application.journey.status ?? (track === 'calculator' ? 'viewShortlist' : undefined);
  const awaited = withLicenceChecks(application, status, awaitedAt(application, status));
  const next = stepAfter(track, status);
  return {
    track,
    ...(application.journey.status === undefined ? {} : { status: application.journey.status }),
    step: status === undefined ? 'Not opened yet' : (STEP_NAMES[status] ?? status),
    waitingFor: awaited.waitingFor,
    ...(awaited.person ? { person: awaited.person } : {}),
    reason: awaited.reason,
    ...(next ? { next: { status: next, movedBy: whoEnters(track, next) } } : {}),
    stuck: awaited.stuck ?? false,
  };
}

const OFFICERS = [
  { key: 'primaryApplicant', role: 'Authorised Officer (1)', flag: '1', acts: 'authorisedOfficer1' },
  { key: 'secondaryApplicant', role: 'Authorised Officer (2)', flag: '2', acts: 'authorisedOfficer2' },
] as const satisfies readonly { key: keyof ApplicationJourney; role: string; flag: string; acts: WhoActs }[];

/**
 * An officer's licence changes who acts (decision 2080), before the lease is finished: a licence that
 * is 'ID to check' waits for the support desk, with the command that checks it; a licence staff
 * rejected reopened that officer's ID check, and the lease is not signed until they do it again. What
 * the step otherwise waits for follows, as "Meanwhile".
 */
function withLicenceChecks(
  application: VehicleApplication,
  status: string | undefined,
  awaited: Awaited,
): Awaited {
  if (status === 'finished') return awaited;
  const s = application.journey;
  const toCheck = OFFICERS.filter(({ key }) => licenceToCheck(s[key]?.licenceCheck));
  if (toCheck.length > 0) {
    const checks = toCheck.map(({ key, role, flag }) => {
      const how =
        s[key]?.licenceCheck?.source === 'upload' ? 'uploaded by hand' : 'scanned without a readable name';
      return (
        `${called(role, s[key])}'s licence is ID to check (${how}): check it with ` +
        `\`lease-admin application check-identity ${application.applicationId} --officer ${flag} --accept|--reject --reason "…"\`.`
      );
    });
    return {
      waitingFor: 'support',
      reason: `${checks.join(' ')} Meanwhile: ${awaited.reason}`,
      stuck: awaited.stuck,
    };
  }
  const reopened = OFFICERS.find(({ key }) => identityCheckReopened(s[key]));
  if (reopened) {
    const officer = s[reopened.key];
    const why = officer?.licenceCheck?.reason ? ` (${officer.licenceCheck.reason})` : '';
    return {
      waitingFor: reopened.acts,
      person: contactOf(officer),
      reason:
        `Staff rejected ${called(reopened.role, officer)}'s licence${why}: their ID check is reopened, and ` +
        `the lease is not signed until they send their licence and confirm their details again. Meanwhile: ${awaited.reason}`,
      stuck: awaited.stuck,
    };
  }
  return awaited;
}

function awaitedAt(application: VehicleApplication, status: string | undefined): Awaited {
  const s = application.journey;
  const primary = s.primaryApplicant?.email || s.primaryApplicant?.userId ? s.primaryApplicant : undefined;
  const secondary = s.secondaryApplicant;
  const calculator = application.applicationType === 'calculator';
  const wet = s.wetSignature?.signType === 'wet';
  const ao1 = called('Authorised Officer (1)', primary);
  const ao2 = called('Authorised Officer (2)', secondary);
  /** Authorised Officer (1), or a calculator application's customer while nobody is named. */
  const first = (reason: string): Awaited =>
    primary || !calculator
      ? { waitingFor: 'authorisedOfficer1', person: contactOf(primary), reason }
      : {
          waitingFor: 'customer',
          person: application.calculator?.contact && {
            name: fullName(application.calculator.contact),
            email: application.calculator.contact.email,
            phone: application.calculator.contact.phone,
          },
          reason,
        };

  if (!primary && !calculator && status !== 'finished') {
    return {
      waitingFor: 'support',
      reason:
        'Nobody is Authorised Officer (1): the quote was sent to another officer who is not named yet. ' +
        'Invite one with `lease-admin application invite`.',
    };
  }

  switch (status) {
    case undefined:
      return first(`${ao1} has not opened the application yet: the quote is waiting for their review.`);
    case 'viewShortlist':
      return first(
        'The customer is choosing from their shortlist and has not started the credit application.',
      );
    case 'reviewQuote':
      if (wet) {
        return first(
          `Waiting for ${ao1} to review the quote and proceed to the credit application (wet signature).`,
        );
      }
      if (s.quoteSignature === 'completed') {
        return {
          waitingFor: 'support',
          reason: 'The quote is signed but the application is still at Review Quote: it did not move on.',
          stuck: true,
        };
      }
      return first(
        s.quoteSignature === 'created'
          ? `The quote's e-signature is out: waiting for ${ao1} to sign the quote.`
          : `Waiting for ${ao1} to accept and sign the quote (the e-signature is not started).`,
      );
    case 'businessDetails':
      return atBusinessDetails(application, first, ao1, ao2);
    case 'approvals':
      return atApprovals(application, first, ao1, ao2);
    case 'reviewAndSignContract':
      return atReviewAndSign(application, first, ao1, ao2, wet);
    case 'finished':
      return { waitingFor: 'nobody', reason: 'Finished: the lease documents are signed.' };
    default:
      return { waitingFor: 'support', reason: `The status '${status}' is not one the journey knows.` };
  }
}

function atBusinessDetails(
  application: VehicleApplication,
  first: (reason: string) => Awaited,
  ao1: string,
  ao2: string,
): Awaited {
  const s = application.journey;
  const entity = s.entityDetails;
  if (s.primaryApplicant && s.primaryApplicant.confirmed !== 'yes') {
    return first(`Waiting for ${ao1} to confirm they are the Authorised Officer, or to nominate another.`);
  }
  if (!filled(entity?.entityName) || !filled(entity?.industry)) {
    return first(`Waiting for ${ao1} to confirm the business (company lookup and industry).`);
  }
  if (entity?.hasSecondaryApplicant === 'yes' && !s.secondaryApplicant) {
    return first(`Waiting for ${ao1} to nominate ${ao2}: they said the business has more than one.`);
  }
  if (!filled(s.businessDetails?.entityDetails?.companyLegalAddress)) {
    return first(`Waiting for ${ao1} to fill in Business Details (addresses and contact number).`);
  }
  if (!filled(s.businessDetails?.annualRevenue)) {
    return first(`Waiting for ${ao1} to fill in Business Cashflow Details (annual revenue).`);
  }
  if (!financeDetailsCompleted(s)) {
    const soleTrader = isSoleTrader(entity?.entityType);
    return first(
      `Waiting for ${ao1} to complete Other Details${soleTrader ? '' : ' & Personal Guarantee'} ` +
        '(fleet, credit limit and financial statements).',
    );
  }
  return {
    waitingFor: 'support',
    reason:
      'The credit application is complete but the status is still Business Details: it did not move to approvals.',
    stuck: true,
  };
}

function atApprovals(
  application: VehicleApplication,
  first: (reason: string) => Awaited,
  ao1: string,
  ao2: string,
): Awaited {
  const s = application.journey;
  const primary = s.primaryApplicant;
  const secondary = s.secondaryApplicant;
  const secondaryPending =
    secondary && secondary.identityVerificationStatus !== 'completed'
      ? ` ${ao2}'s ID check is outstanding too.`
      : '';
  if (primary?.identityVerificationStatus !== 'completed') {
    const failures = primary?.idScanData?.idScan?.errorCount ?? 0;
    return first(
      `Waiting for ${ao1}'s ID check` +
        (failures > 0
          ? ` (${failures} failed scan${failures === 1 ? '' : 's'}: a manual licence upload is expected).`
          : '.') +
        secondaryPending,
    );
  }
  if (primary.applicationReviewStatus !== 'completed') {
    const consent =
      primary.privacyConsent === 'confirmed' ? 'privacy consent given' : 'privacy consent not given';
    return first(`Waiting for ${ao1} to review and submit the application (${consent}).${secondaryPending}`);
  }
  return {
    waitingFor: 'support',
    reason:
      'The application was submitted for the credit check but the status is still at approvals: it did not move on.',
    stuck: true,
  };
}

function atReviewAndSign(
  application: VehicleApplication,
  first: (reason: string) => Awaited,
  ao1: string,
  ao2: string,
  wet: boolean,
): Awaited {
  const s = application.journey;
  const secondary = s.secondaryApplicant;
  switch (s.statusCreditCheck) {
    case undefined:
      return {
        waitingFor: 'portal',
        reason: 'Waiting for the credit decision: no credit check result is recorded yet.',
      };
    case 'awaitingDecision':
      // Submitted: the bureau's decision replaces this status when it comes.
      return {
        waitingFor: 'portal',
        reason: 'Waiting for the credit decision: submitted, and the credit bureau has not answered yet.',
      };
    case 'waitingForSecondary':
      if (secondary?.identityVerificationStatus === 'completed') {
        return first(
          `On hold: ${ao2}'s ID check is complete; waiting for ${ao1} to resubmit the application for the credit check.`,
        );
      }
      return {
        waitingFor: 'authorisedOfficer2',
        person: contactOf(secondary),
        reason: `On hold: the credit check waits for ${ao2}'s ID check.`,
      };
    case 'referred':
      // The bureau's referral or a credit officer's: a person decides, no bureau answer replaces it.
      return {
        waitingFor: 'creditTeam',
        reason: 'Referred: the credit team reviews the application before a credit decision.',
      };
    case 'declined':
      return {
        waitingFor: 'nobody',
        reason: 'Declined by the credit check: only a credit officer’s approved override can change it.',
      };
    case 'approved': {
      if (wet) {
        if (paperSigningStageOf(s.wetSignature) === 'submitted') {
          return {
            waitingFor: 'support',
            reason:
              `Approved: ${ao1} submitted the signed lease documents; staff check them with ` +
              '`lease-admin application check-paper-signing` (decision 2030).',
          };
        }
        const uploaded = Object.values(s.wetSignature?.documents ?? {}).filter((d) => d?.uploadFile).length;
        const sentBack = s.wetSignature?.rejectionReason
          ? `; sent back by staff: ${s.wetSignature.rejectionReason}`
          : '';
        return first(
          `Approved: waiting for ${ao1} to upload the signed lease documents (wet signature; ${uploaded} uploaded${sentBack}).`,
        );
      }
      const signers = secondary ? `${ao1} and ${ao2}` : ao1;
      return first(`Approved: waiting for ${signers} to sign the lease documents electronically.`);
    }
    default:
      return {
        waitingFor: 'support',
        reason: `The credit status '${String(s.statusCreditCheck)}' is not one the journey knows.`,
      };
  }
}
