import type { User } from '../accounts/user';
import { auditActor } from '../application/audit-entry';
import type { PrimaryApplicant, YesNo } from '../application/application-journey';
import { isEligibleForCredit, isSoleTrader } from '../business/entity-type';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { FIELD_MESSAGES } from '../validation/field-messages';
import { isBlank, textOf } from '../validation/field-rule';
import { businessDetailsErrors } from './business-details-errors';
import { leaseApplicationErrors } from './lease-application-errors';
import {
  applicationOfRequester,
  onBusinessDetails,
  regionOf,
  writeOnVersion,
  type OfficersDependencies,
} from './officers';
import { storeLeaseApplication } from './store-lease-application';
import { INVALID_VALUE_MESSAGE } from './writable-properties';

export interface ConfirmPrimaryApplicantCommand {
  user: User;
  /** 'yes', 'no' or empty: whether the business has more than one authorised officer (journey §7). */
  vehicleApplicationStatus?: string | null;
}

export interface ConfirmedPrimaryApplicant {
  applicationId: string;
  primaryApplicant: PrimaryApplicant;
  hasSecondaryApplicant: YesNo;
}

/**
 * selectPrimaryApplicant with isCurrentUserPrimary true (journey §2 'Nominate primary' and 'Confirm
 * primary', §4 'Onboarding'): the signed-in Authorised Officer (1) (in a calculator application
 * without one, its owner) confirms they are the officer, on the business details step, once the
 * business is confirmed and its entity type may apply online (decision 1247). Their user record gives the applicant's names, e-mail and phone; the answer
 * to 'more than one authorised officer' becomes hasSecondaryApplicant ('no' for a sole trader,
 * whatever was sent). One unit of work on the version read, with its audit entry (decision 1230).
 */
export class ConfirmPrimaryApplicant {
  constructor(
    private readonly deps: Pick<
      OfficersDependencies,
      'applications' | 'unitOfWork' | 'orgProfiles' | 'clock'
    >,
  ) {}

  async execute(
    command: ConfirmPrimaryApplicantCommand,
  ): Promise<Result<ConfirmedPrimaryApplicant, DomainError>> {
    const { user } = command;
    const found = await applicationOfRequester(
      this.deps.applications,
      { kind: 'customer', user },
      onBusinessDetails,
    );
    if (!found.ok) return found;
    const application = found.value.value;
    const { journey } = application;
    if (!onBusinessDetails(application)) {
      return fail(leaseApplicationErrors.officersNotAtThisStep(journey.status));
    }
    const entity = journey.entityDetails;
    if (isBlank(entity?.abn) || isBlank(entity?.entityType)) {
      return fail(leaseApplicationErrors.businessNotConfirmed());
    }
    // A business whose entity type needs a person to assess it goes no further online (decision 1247).
    const region = regionOf(application, await this.deps.orgProfiles.ofId(application.orgId));
    if (!isEligibleForCredit(region, entity?.entityType))
      return fail(businessDetailsErrors.entityTypeNotAllowed());

    const answer = hasSecondaryApplicantOf(entity?.entityType, command.vehicleApplicationStatus);
    if (!answer.ok) return answer;
    const hasSecondaryApplicant = answer.value;
    if (hasSecondaryApplicant === 'no' && journey.secondaryApplicant?.userId) {
      return fail(leaseApplicationErrors.secondaryAlreadyNamed());
    }

    const at = this.deps.clock.now().toISOString();
    return writeOnVersion(this.deps.unitOfWork, found.value, async (tx, leaseApplication) => {
      const current = leaseApplication.journey.primaryApplicant ?? {};
      const phone = user.contactNumber ?? current.phone;
      const primaryApplicant: PrimaryApplicant = {
        ...current,
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        ...(phone ? { phone } : {}),
        confirmed: 'yes',
      };
      leaseApplication.change(
        (journey) => ({
          ...journey,
          primaryApplicant,
          entityDetails: { ...journey.entityDetails, hasSecondaryApplicant },
        }),
        {
          action: 'application.primary-applicant.confirmed',
          details: { userId: user.id, hasSecondaryApplicant },
        },
      );
      await storeLeaseApplication(tx, leaseApplication, auditActor.customer(user.id), at);
      return ok({
        applicationId: leaseApplication.state.applicationId,
        primaryApplicant,
        hasSecondaryApplicant,
      });
    });
  }
}

/** A sole trader has one officer and is not asked; anyone else must answer yes or no. */
function hasSecondaryApplicantOf(
  entityType: string | undefined,
  sent: string | null | undefined,
): Result<YesNo, DomainError> {
  if (isSoleTrader(entityType)) return ok('no');
  const answer = textOf(sent).toLowerCase();
  if (answer === 'yes' || answer === 'no') return ok(answer);
  const message = answer === '' ? FIELD_MESSAGES.required : INVALID_VALUE_MESSAGE;
  return fail(leaseApplicationErrors.officerInvalid({ vehicleApplicationStatus: message }));
}
