import type { PrimaryApplicant } from '../application/application-journey';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { hasFieldErrors, validateForm } from '../validation/field-rule';
import { nomineeFormRules } from '../validation/nominee-form-rules';
import { leaseApplicationErrors } from './lease-application-errors';
import { enqueueOfficerInvitation } from './officer-invitation-jobs';
import { storeLeaseApplication } from './store-lease-application';
import {
  actorOf,
  applicationOfRequester,
  mayReassign,
  officerUserIn,
  personOf,
  regionOf,
  sameEmail,
  writeOnVersion,
  type OfficerForm,
  type OfficerInvitation,
  type OfficerRequester,
  type OfficersDependencies,
} from './officers';

/** The project's words for a nominee who already holds a part in the application. */
export const ALREADY_PRIMARY_MESSAGE = 'This person is already Authorised Officer (1)';
export const ALREADY_SECONDARY_MESSAGE = 'This person is already Authorised Officer (2)';

export interface NominateAuthorisedOfficerCommand {
  requester: OfficerRequester;
  /** The nominee as the reassign or nominee form gives them (journey §5). */
  officer: OfficerForm;
  /** Which front end asked, for the audit trail: reassignQuote, selectPrimaryApplicant or lease-admin. */
  via: string;
}

export interface NominatedOfficer {
  applicationId: string;
  primaryApplicant: PrimaryApplicant;
  /** True when the organisation already had a user of the nominee's address, who was reused. */
  nomineeWasKnown: boolean;
  /** The officer who lost the application, when there was one. */
  previousUserId?: string;
  /** How many of the previous officer's sessions were ended, or why that failed. */
  sessionsEnded: number | { failed: string };
  invitation: OfficerInvitation;
}

/**
 * Reassigning the quote (journey §2 quote review, §4 'Quote reassign') and nominating another
 * authorised officer (selectPrimaryApplicant with isCurrentUserPrimary false): the nominee becomes
 * Authorised Officer (1), unconfirmed, and the application's owner, so the requester is no longer
 * linked to it and every later call of theirs for it is FORBIDDEN; their sessions are ended. The
 * nominee's user (new or the organisation's) and the audit entries are written in one unit of work
 * on the version the checks read, with the job that sends the branded invitation (decisions 1230, 2094).
 */
export class NominateAuthorisedOfficer {
  constructor(private readonly deps: OfficersDependencies) {}

  async execute(command: NominateAuthorisedOfficerCommand): Promise<Result<NominatedOfficer, DomainError>> {
    const { requester } = command;
    const found = await applicationOfRequester(this.deps.applications, requester, mayReassign);
    if (!found.ok) return found;
    const application = found.value.value;
    if (!mayReassign(application)) {
      return fail(leaseApplicationErrors.officersNotAtThisStep(application.journey.status));
    }

    const profile = await this.deps.orgProfiles.ofId(application.orgId);
    const region = regionOf(application, profile);
    const ownEmail = requester.kind === 'customer' ? requester.user.email : undefined;
    const errors = validateForm(nomineeFormRules(region, ownEmail), command.officer);
    const { primaryApplicant: primary, secondaryApplicant: secondary } = application.journey;
    if (!errors.email && sameEmail(String(command.officer.email ?? ''), primary?.email)) {
      errors.email = ALREADY_PRIMARY_MESSAGE;
    }
    if (!errors.email && sameEmail(String(command.officer.email ?? ''), secondary?.email)) {
      errors.email = ALREADY_SECONDARY_MESSAGE;
    }
    if (hasFieldErrors(errors)) return fail(leaseApplicationErrors.officerInvalid(errors));

    const person = personOf(command.officer);
    const actor = actorOf(requester);
    const at = this.deps.clock.now().toISOString();
    const previousUserId = primary?.userId ?? application.orgUserId;

    const written = await writeOnVersion(this.deps.unitOfWork, found.value, async (tx, leaseApplication) => {
      const { user, known } = await officerUserIn(tx, {
        orgId: leaseApplication.state.orgId,
        region,
        person,
        id: () => this.deps.ids.next(),
        at,
        actor,
        reason: 'officer-nominated',
      });
      // The address of someone who already holds a part, typed in another form (or case) than stored.
      if (user.id === previousUserId)
        return fail(leaseApplicationErrors.officerInvalid({ email: ALREADY_PRIMARY_MESSAGE }));
      if (user.id === secondary?.userId) {
        return fail(leaseApplicationErrors.officerInvalid({ email: ALREADY_SECONDARY_MESSAGE }));
      }
      const primaryApplicant: PrimaryApplicant = { userId: user.id, ...person };
      leaseApplication.nominatePrimaryApplicant(primaryApplicant, user, {
        nomineeWasKnown: known,
        via: command.via,
      });
      const saved = await storeLeaseApplication(tx, leaseApplication, actor, at);
      // The invitation goes through the job queue with this change, once (decision 2094).
      await enqueueOfficerInvitation(
        tx.jobs,
        {
          applicationId: saved.value.applicationId,
          officer: 'nominee',
          userId: user.id,
          actor,
          ...(requester.kind === 'customer'
            ? { nominatedByUserId: requester.user.id, ...(requester.host ? { host: requester.host } : {}) }
            : {}),
          version: saved.version,
          event: 'invited',
        },
        new Date(at),
      );
      return ok({ primaryApplicant, nomineeWasKnown: known });
    });
    if (!written.ok) return written;

    const sessionsEnded = previousUserId ? await this.endSessions(previousUserId, at) : 0;
    return ok({
      applicationId: application.applicationId,
      ...written.value,
      ...(previousUserId ? { previousUserId } : {}),
      sessionsEnded,
      invitation: { outcome: 'queued' },
    });
  }

  /** The previous officer is signed out everywhere: the server no longer lets them in to the application. */
  private async endSessions(userId: string, at: string): Promise<NominatedOfficer['sessionsEnded']> {
    try {
      return await this.deps.sessions.revokeAllOfUser(userId, at);
    } catch (error) {
      return { failed: error instanceof Error ? error.message : String(error) };
    }
  }
}
