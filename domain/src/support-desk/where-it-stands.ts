import type { Applicant, ApplicationJourney } from '../application/application-journey';
import { identityCheckReopened, licenceToCheck } from '../application/licence-check';
import type { VehicleApplication } from '../application/vehicle-application';
import { isSoleTrader } from '../business/entity-type';
import { paperSigningStageOf } from '../contract-signing/paper-signing-stage';
import { isBlank } from '../validation/field-rule';
import { fullName } from '../lease-application/officers';
import { signingVariantOfApplication } from '../contract-signing/signing-party';
import type { CreditCheckStatus } from '../application/application-journey';
import { financeDetailsCompleted } from '../lease-application/step-work-done';
import { stepAfter, type StatusTrack } from '../lease-application/status-transitions';
import { whoEnters, type PlainMover } from '../lease-application/step-entry';
import { staffMoveOptions, type StaffMoveOption } from '../lease-application/move-application-options';
import type { LeaseSigner, LeaseSigning } from './where-it-stands-signing';

/**
 * Where an application stands, for the support desk (decisions 1820, 2114): the step it is at, who
 * must act next and what they are waiting for, read from the journey and, once the lease is out for
 * signing, the envelope's signers. What support may do, who enters the next step and whether it is
 * "stuck" are not judged here: they are the aggregate's own answers (`staffMoveOptions`, `whoEnters`),
 * so the desk is never told something a move would refuse.
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
  /** The credit check's status in the desk's words, once there is one. */
  creditCheck?: string;
  /** The status the journey moves to next, and who moves this application there (step-entry.ts). */
  next?: { status: string; step: string; movedBy: readonly (PlainMover | 'portal')[] };
  /** A step's work is done but its status did not move: support may move it on now. */
  stuck: boolean;
  /** Every move support may ask for now, as the aggregate answers it: forward at once, back by proposal. */
  supportMoves: StaffMoveOption[];
  /** Who has signed the lease documents' envelope, when it was read from the e-signature service. */
  signing?: LeaseSigning;
}

/** The credit statuses as the desk says them (decision 2073): one word for each state, no wire names. */
export const CREDIT_CHECK_WORDS: Readonly<Record<CreditCheckStatus, string>> = {
  awaitingDecision: 'submitted, awaiting the credit decision',
  referred: 'referred to the credit team',
  approved: 'approved',
  declined: 'declined',
  waitingForSecondary: "on hold until Authorised Officer (2)'s ID check",
};

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

type Awaited = Pick<WhereItStands, 'waitingFor' | 'person' | 'reason'>;

const stepName = (status: string): string => STEP_NAMES[status] ?? status;

/**
 * Where the application stands; `signing` is its lease envelope as the e-signature service answered
 * (`ReadLeaseSigning`), without which who has signed is not known.
 */
export function whereItStands(application: VehicleApplication, signing?: LeaseSigning): WhereItStands {
  const track: StatusTrack = application.applicationType === 'calculator' ? 'calculator' : 'primary';
  const status = application.journey.status ?? (track === 'calculator' ? 'viewShortlist' : undefined);
  const supportMoves = staffMoveOptions(application);
  const forward = supportMoves.filter((move) => move.kind === 'move');
  const awaited = withLicenceChecks(
    application,
    status,
    forward.length > 0 ? stuckOn(application, forward) : awaitedAt(application, status, signing),
  );
  const next = stepAfter(track, status);
  const credit = application.journey.statusCreditCheck;
  return {
    track,
    ...(application.journey.status === undefined ? {} : { status: application.journey.status }),
    step: status === undefined ? 'Not opened yet' : stepName(status),
    waitingFor: awaited.waitingFor,
    ...(awaited.person ? { person: awaited.person } : {}),
    reason: awaited.reason,
    ...(credit ? { creditCheck: CREDIT_CHECK_WORDS[credit] ?? credit } : {}),
    ...(next
      ? {
          next: {
            status: next,
            step: stepName(next),
            movedBy: whoEnters(track, next, application.journey),
          },
        }
      : {}),
    stuck: forward.length > 0,
    supportMoves,
    ...(signing ? { signing } : {}),
  };
}

/**
 * What says a step's work is done, for the step the status should have moved into. Signing follows
 * a credit check submitted, which may still await its decision: said as the desk says its status.
 */
const WORK_DONE: Readonly<Record<string, (s: ApplicationJourney) => string>> = {
  businessDetails: () => "The quote's e-signature is completed",
  approvals: () => 'The credit application is complete',
  reviewAndSignContract: (s) =>
    `The credit check is ${s.statusCreditCheck ? CREDIT_CHECK_WORDS[s.statusCreditCheck] : 'submitted'}`,
};

/** The aggregate would take a forward move from support now: a step's work is done, its status is not. */
function stuckOn(application: VehicleApplication, forward: StaffMoveOption[]): Awaited {
  const said = forward.map(({ track, to }) => {
    const whose =
      track === 'secondary'
        ? "Authorised Officer (2)'s ID check is complete"
        : WORK_DONE[to]?.(application.journey);
    const on = track === 'secondary' ? ' --secondary' : '';
    return (
      `${whose ?? `The work of ${to} is done`} but the status did not move on: move it with ` +
      `\`lease-admin application move ${application.applicationId}${on} --to ${to} --reason "…"\`.`
    );
  });
  return { waitingFor: 'support', reason: said.join(' ') };
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
    };
  }
  return awaited;
}

function awaitedAt(
  application: VehicleApplication,
  status: string | undefined,
  signing: LeaseSigning | undefined,
): Awaited {
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
          `Waiting for ${ao1} to read the quote and choose Proceed to Credit Application (signed on paper): ` +
            'only they move it on.',
        );
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
      return atReviewAndSign(application, first, ao1, ao2, wet, signing);
    case 'finished':
      return {
        waitingFor: 'nobody',
        reason: wet
          ? 'Finished: staff accepted the lease documents signed on paper.'
          : 'Finished: the lease documents are signed.',
      };
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
  const soleTrader = isSoleTrader(entity?.entityType);
  return first(
    financeDetailsCompleted(s)
      ? `${ao1} completed the credit application: it moves to approvals as they go on.`
      : `Waiting for ${ao1} to complete Other Details${soleTrader ? '' : ' & Personal Guarantee'} ` +
          '(fleet, credit limit and financial statements).',
  );
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
  // Submitting moves the application on in the same unit of work; here only after a step back.
  if (s.statusCreditCheck === 'waitingForSecondary') {
    return secondary?.identityVerificationStatus === 'completed'
      ? first(`On hold: ${ao2}'s ID check is complete; waiting for ${ao1} to submit the application again.`)
      : {
          waitingFor: 'authorisedOfficer2',
          person: contactOf(secondary),
          reason: `On hold: the credit check waits for ${ao2}'s ID check.`,
        };
  }
  return first(`${ao1} submitted the review, but no credit check is recorded: they submit it again.`);
}

function atReviewAndSign(
  application: VehicleApplication,
  first: (reason: string) => Awaited,
  ao1: string,
  ao2: string,
  wet: boolean,
  signing: LeaseSigning | undefined,
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
      return atElectronicSigning(application, first, ao1, ao2, signing);
    }
    default:
      return {
        waitingFor: 'support',
        reason: `The credit status '${String(s.statusCreditCheck)}' is not one the journey knows.`,
      };
  }
}

/**
 * Approved and signed electronically: who the envelope waits for, in its routing order (Authorised
 * Officer (1), their witness on their device, then Authorised Officer (2)), as the service said.
 */
function atElectronicSigning(
  application: VehicleApplication,
  first: (reason: string) => Awaited,
  ao1: string,
  ao2: string,
  signing: LeaseSigning | undefined,
): Awaited {
  const s = application.journey;
  const signers = s.secondaryApplicant?.userId ? `${ao1} and ${ao2}` : ao1;
  if (!s.leaseEnvelopeId) {
    return first(`Approved: the lease documents go out for signing when ${ao1} opens Sign Lease.`);
  }
  if (!signing || 'unknown' in signing) {
    return {
      waitingFor: 'portal',
      reason:
        `Approved: the lease documents are out for ${signers} to sign electronically; who has signed is ` +
        `not known (${signing && 'unknown' in signing ? signing.unknown : 'the envelope was not read'}).`,
    };
  }
  if (signing.envelopeStatus === 'declined' || signing.envelopeStatus === 'voided') {
    return first(
      `Approved: the lease envelope was ${signing.envelopeStatus}; a new one goes out when ${ao1} opens Sign Lease again.`,
    );
  }
  const officer1 = fullName(s.primaryApplicant) || 'Authorised Officer (1)';
  const who = (signer: LeaseSigner) =>
    signer.role === 'witness'
      ? `the witness (on ${officer1}'s device)`
      : signer.role === 'authorisedOfficer2'
        ? ao2
        : ao1;
  const signed = signing.signers.filter((signer) => signer.status === 'completed');
  const pending = signing.signers.filter((signer) => signer.status !== 'completed');
  const done =
    signed.length > 0
      ? `${signed.map((signer) => (signer.role === 'witness' ? 'the witness' : who(signer))).join(' and ')} signed; `
      : '';
  const waiting = pending[0];
  if (!waiting) {
    const guaranteeOwed =
      signingVariantOfApplication(application) === 'combination' &&
      !s.wetSignature?.documents?.personalGuarantee?.uploadFile;
    if (guaranteeOwed) {
      return first(
        `Approved: everyone signed electronically; waiting for ${ao1} to upload the Personal Guarantee signed on paper.`,
      );
    }
    return {
      waitingFor: 'support',
      reason:
        'Approved: everyone signed on the e-signature service but the application is not finished: record it with ' +
        `\`lease-admin application check-signing ${application.applicationId}\`.`,
    };
  }
  const then = pending.slice(1).map(who);
  const reason =
    `Approved: ${done}waiting for ${who(waiting)} to sign the lease documents electronically` +
    `${then.length > 0 ? `, then ${then.join(', then ')}` : ''}.`;
  if (waiting.role === 'authorisedOfficer2') {
    return { waitingFor: 'authorisedOfficer2', person: contactOf(s.secondaryApplicant), reason };
  }
  return first(reason);
}
