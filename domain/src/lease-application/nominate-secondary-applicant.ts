import type { SecondaryApplicant } from '../application/application-journey';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { hasFieldErrors, validateForm } from '../validation/field-rule';
import { normaliseOfficerRole, secondaryApplicantFormRules } from '../validation/nominee-form-rules';
import { leaseApplicationErrors } from './lease-application-errors';
import { ALREADY_PRIMARY_MESSAGE } from './nominate-authorised-officer';
import { enqueueOfficerInvitation } from './officer-invitation-jobs';
import { storeLeaseApplication } from './store-lease-application';
import {
  actorOf,
  applicationOfRequester,
  officerUserIn,
  onBusinessDetails,
  personOf,
  regionOf,
  sameEmail,
  writeOnVersion,
  type OfficerForm,
  type OfficerInvitation,
  type OfficerRequester,
  type OfficersDependencies,
} from './officers';

export interface NominateSecondaryApplicantCommand {
  requester: OfficerRequester;
  /** AU 'director' or 'secretary'; NZ free text ('Other'). */
  applicantType: unknown;
  officer: OfficerForm;
}

export interface NominatedSecondaryApplicant {
  applicationId: string;
  secondaryApplicant: SecondaryApplicant;
  /** True when the organisation already had a user of the address, who was reused. */
  secondaryWasKnown: boolean;
  /** The Authorised Officer (2) this nomination replaced, who is no longer linked to the application. */
  replacedUserId?: string;
  invitation: OfficerInvitation;
}

/**
 * selectSecondaryApplicant (journey §2 'Nominate secondary', §5): the confirmed Authorised Officer (1)
 * who is the signed-in user (or staff, naming the application) names Authorised Officer (2) on the
 * business details step, when the business was said to have more than one officer. Their user (new
 * or the organisation's) is linked as secondary applicant with the role, and invited to complete an ID
 * check and sign the lease, by a job queued with the change (decision 2094). A second nomination
 * replaces the first while the first has not started their part (decision 1230).
 */
export class NominateSecondaryApplicant {
  constructor(private readonly deps: Omit<OfficersDependencies, 'sessions'>) {}

  async execute(
    command: NominateSecondaryApplicantCommand,
  ): Promise<Result<NominatedSecondaryApplicant, DomainError>> {
    const { requester } = command;
    const found = await applicationOfRequester(this.deps.applications, requester, onBusinessDetails);
    if (!found.ok) return found;
    const application = found.value.value;
    const { journey } = application;
    if (!onBusinessDetails(application)) {
      return fail(leaseApplicationErrors.officersNotAtThisStep(journey.status));
    }
    const primary = journey.primaryApplicant;
    if (primary?.confirmed !== 'yes' || !primary.userId)
      return fail(leaseApplicationErrors.primaryNotConfirmed());
    if (journey.entityDetails?.hasSecondaryApplicant !== 'yes') {
      return fail(leaseApplicationErrors.noSecondaryExpected());
    }
    const current = journey.secondaryApplicant;
    if (journey.statusSecondary || current?.identityVerificationStatus || current?.confirmed === 'yes') {
      return fail(leaseApplicationErrors.secondaryAlreadyStarted());
    }

    const profile = await this.deps.orgProfiles.ofId(application.orgId);
    const region = regionOf(application, profile);
    const form = { ...command.officer, applicantType: command.applicantType };
    const errors = validateForm(secondaryApplicantFormRules(region), form);
    if (!errors.email && sameEmail(String(command.officer.email ?? ''), primary.email)) {
      errors.email = ALREADY_PRIMARY_MESSAGE;
    }
    if (hasFieldErrors(errors)) return fail(leaseApplicationErrors.officerInvalid(errors));

    const person = personOf(command.officer);
    const applicantType = normaliseOfficerRole(region, command.applicantType);
    const actor = actorOf(requester);
    const at = this.deps.clock.now().toISOString();

    const written = await writeOnVersion(this.deps.unitOfWork, found.value, async (tx, leaseApplication) => {
      const { user, known } = await officerUserIn(tx, {
        orgId: leaseApplication.state.orgId,
        region,
        person,
        id: () => this.deps.ids.next(),
        at,
        actor,
        reason: 'secondary-applicant-nominated',
      });
      if (user.id === primary.userId || user.id === leaseApplication.state.orgUserId) {
        return fail(leaseApplicationErrors.officerInvalid({ email: ALREADY_PRIMARY_MESSAGE }));
      }
      const secondaryApplicant: SecondaryApplicant = { userId: user.id, ...person, applicantType };
      const replacedUserId = current?.userId && current.userId !== user.id ? current.userId : undefined;
      leaseApplication.change((journey) => ({ ...journey, secondaryApplicant }), {
        action: 'application.secondary-applicant.nominated',
        details: { userId: user.id, secondaryWasKnown: known, replacedUserId: replacedUserId ?? null },
      });
      const saved = await storeLeaseApplication(tx, leaseApplication, actor, at);
      // The invitation goes through the job queue with this change, once (decision 2094).
      await enqueueOfficerInvitation(
        tx.jobs,
        {
          applicationId: saved.value.applicationId,
          officer: 'secondary',
          userId: user.id,
          actor,
          ...(requester.kind === 'customer' && requester.host ? { host: requester.host } : {}),
          version: saved.version,
          event: 'invited',
        },
        new Date(at),
      );
      return ok({
        secondaryApplicant,
        secondaryWasKnown: known,
        ...(replacedUserId ? { replacedUserId } : {}),
      });
    });
    if (!written.ok) return written;

    return ok({
      applicationId: application.applicationId,
      ...written.value,
      invitation: { outcome: 'queued' },
    });
  }
}
