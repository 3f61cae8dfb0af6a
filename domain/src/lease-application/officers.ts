import type { IssuePasswordResetLink, PasswordLinkOutcome } from '../accounts/issue-password-reset-link';
import { normalisedEmailAddress } from '../accounts/login-throttle';
import type { PasswordLinkMailComposer } from '../accounts/password-link-mail';
import type { Sessions } from '../accounts/sessions.port';
import type { User } from '../accounts/user';
import { isPrimaryApplicant } from '../application/applicant-role';
import { auditActor } from '../application/audit-entry';
import type { Applicant } from '../application/application-journey';
import type { VehicleApplication, Versioned } from '../application/vehicle-application';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import type { OrgProfile } from '../organisation/org-profile';
import type { OrgProfiles } from '../organisation/org-profiles.port';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { JOURNEY_DEFAULT_REGION, type Region } from '../shared/region';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { textOf } from '../validation/field-rule';
import type { NomineeField } from '../validation/nominee-form-rules';
import { normalisePhoneNumber } from '../validation/phone-number';
import { concurrentUpdate } from './concurrent-update';
import { LeaseApplication } from './lease-application';
import { leaseApplicationErrors } from './lease-application-errors';
import type { LeaseApplicationTransaction, UnitOfWork } from './unit-of-work.port';

/*
 * What the officers' use cases share (decision 1230): who asks, which application they act on, the
 * steps at which officers may change, the nominee's user and the invitation (queued with the change).
 */

/**
 * Who asks. A customer names no application (journey §7: the operations have no applicationId): they
 * act on their own application as Authorised Officer (1). Staff name the application (lease-admin).
 */
export type OfficerRequester =
  { kind: 'customer'; user: User; host?: string } | { kind: 'staff'; staffId: string; applicationId: string };

/** A person as the nominee and secondary forms give them. */
export type OfficerForm = Partial<Record<NomineeField, unknown>>;

/** The checked person, in the stored forms: e-mail lower-cased, phone in its one normal form. */
export interface OfficerPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface OfficersDependencies {
  applications: Pick<VehicleApplications, 'ofId' | 'ofUser'>;
  unitOfWork: UnitOfWork;
  orgProfiles: Pick<OrgProfiles, 'ofId'>;
  passwordLinks: Pick<IssuePasswordResetLink, 'execute'>;
  sessions: Pick<Sessions, 'revokeAllOfUser'>;
  ids: Ids;
  clock: Clock;
}

/**
 * A nomination's invitation is queued with the change and sent by the job worker (decision 2094); one
 * sent after the commit (staff's repair) reports its outcome, a failed mail keeping the change.
 */
export type OfficerInvitation =
  { outcome: 'queued' } | { outcome: PasswordLinkOutcome } | { outcome: 'failed'; reason: string };

/**
 * Officers change only before the credit application is complete: the quote review and business
 * details steps (or the calculator's first steps), not once the finance step was finished.
 */
const OFFICER_STEPS: readonly (string | undefined)[] = [
  undefined,
  '',
  'reviewQuote',
  'viewShortlist',
  'businessDetails',
];

const financeCompleted = (application: VehicleApplication): boolean =>
  application.journey.businessDetails?.financeDetails?.completed === 'yes';

/** Reassigning the quote or nominating Authorised Officer (1): from issue to the end of business details. */
export const mayReassign = (application: VehicleApplication): boolean =>
  OFFICER_STEPS.includes(application.journey.status) && !financeCompleted(application);

/** Confirming Authorised Officer (1) and nominating (2): on the business details step. */
export const onBusinessDetails = (application: VehicleApplication): boolean =>
  application.journey.status === 'businessDetails' && !financeCompleted(application);

/**
 * The application the requester acts on. A customer's: among the applications of their organisation
 * of which they are Authorised Officer (1) (in a calculator application without one, its owner), the
 * newest at a step where the operation is allowed, else their newest (so the answer names the step).
 * Someone who is Authorised Officer (1) of nothing is FORBIDDEN. Staff name it; an unknown id is NOT_FOUND.
 */
export async function applicationOfRequester(
  applications: OfficersDependencies['applications'],
  requester: OfficerRequester,
  allowed: (application: VehicleApplication) => boolean,
): Promise<Result<Versioned<VehicleApplication>, DomainError>> {
  if (requester.kind === 'staff') {
    const found = await applications.ofId(requester.applicationId);
    return found ? ok(found) : fail(leaseApplicationErrors.applicationNotFound(requester.applicationId));
  }
  const { user } = requester;
  const theirs = (await applications.ofUser(user.id)).filter(
    ({ value }) => value.orgId === user.orgId && isPrimaryApplicant(value, user.id),
  );
  const chosen = theirs.find(({ value }) => allowed(value)) ?? theirs[0];
  return chosen ? ok(chosen) : fail(leaseApplicationErrors.notPrimaryApplicant());
}

/** The region whose rules apply: the organisation's, else the application's current user's (journey §6). */
export function regionOf(application: VehicleApplication, profile: OrgProfile | undefined): Region {
  return profile?.region ?? application.journey.currentUser?.region ?? JOURNEY_DEFAULT_REGION;
}

export const personOf = (form: OfficerForm): OfficerPerson => ({
  firstName: textOf(form.firstName),
  lastName: textOf(form.lastName),
  email: normalisedEmailAddress(textOf(form.email)),
  phone: normalisePhoneNumber(form.phone),
});

export const sameEmail = (a: string | undefined, b: string | undefined): boolean =>
  !!a && !!b && textOf(a).toLowerCase() === textOf(b).toLowerCase();

export const actorOf = (requester: OfficerRequester): string =>
  requester.kind === 'customer'
    ? auditActor.customer(requester.user.id)
    : auditActor.staff(requester.staffId);

export const fullName = (
  applicant: Pick<Applicant, 'firstName' | 'lastName'> | undefined,
): string | undefined => {
  const name = [applicant?.firstName, applicant?.lastName].filter(Boolean).join(' ').trim();
  return name || undefined;
};

/**
 * The organisation's user of the person's address (any case), reused as they are; or a new user of the
 * organisation with what was typed, audited. Users are per organisation: a user of another
 * organisation with the same address is neither reused nor revealed (decision 1210).
 */
export async function officerUserIn(
  tx: LeaseApplicationTransaction,
  input: {
    orgId: string;
    region: Region;
    person: OfficerPerson;
    id: () => string;
    at: string;
    actor: string;
    reason: string;
  },
): Promise<{ user: User; known: boolean }> {
  const known = await tx.users.ofEmail(input.orgId, input.person.email);
  if (known) return { user: known, known: true };
  const user: User = {
    id: input.id(),
    orgId: input.orgId,
    firstName: input.person.firstName,
    lastName: input.person.lastName,
    email: input.person.email,
    contactNumber: input.person.phone,
    region: input.region,
    createdAt: input.at,
  };
  await tx.users.add(user);
  await tx.auditEntries.record({
    actor: input.actor,
    action: 'account.created',
    subject: `user:${user.id}`,
    at: input.at,
    details: { reason: input.reason },
  });
  return { user, known: false };
}

/**
 * Runs the write on the version the checks read: a save meanwhile answers CONCURRENT_UPDATE, and an
 * expected refusal of storage (an address taken meanwhile) its own answer, with nothing written. The
 * work gets the aggregate on that version, to change and hand to `storeLeaseApplication`.
 */
export async function writeOnVersion<T>(
  unitOfWork: UnitOfWork,
  read: Versioned<VehicleApplication>,
  work: (tx: LeaseApplicationTransaction, application: LeaseApplication) => Promise<Result<T, DomainError>>,
): Promise<Result<T, DomainError>> {
  try {
    return await unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(read.value.applicationId);
      if (!stored || stored.version !== read.version) return fail(concurrentUpdate());
      return work(tx, LeaseApplication.of(stored));
    });
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'CONCURRENT_UPDATE' || error.code === 'BAD_INPUT')) {
      return fail(error);
    }
    throw error;
  }
}

/** The branded create-password link with the invitation's words; a failure is reported, not thrown. */
export async function sendInvitation(
  passwordLinks: OfficersDependencies['passwordLinks'],
  input: { orgId: string; email: string; mail: PasswordLinkMailComposer; actor: string; host?: string },
): Promise<OfficerInvitation> {
  try {
    const outcome = await passwordLinks.execute({
      orgId: input.orgId,
      email: input.email,
      purpose: 'create-password',
      mail: input.mail,
      actor: input.actor,
      ...(input.host ? { host: input.host } : {}),
    });
    return { outcome };
  } catch (error) {
    return { outcome: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}
