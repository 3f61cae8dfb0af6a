import type { CreditSubmission, ApplicationJourney } from '../application/application-journey';
import type { VehicleApplication } from '../application/vehicle-application';
import { IDENTITY_VERIFIED } from '../application/applicant-role';

/** The job that submits a submission to the credit decision service and collects its decision. */
export const CREDIT_CHECK_SUBMISSION = 'credit-check.submit';

/** The result the service gives while Authorised Officer (2) has not finished their ID check. */
export const SECONDARY_NOT_COMPLETE = 'secondary_idscan_not_complete';

/** What submitCreditCheck and creditCheck answer (journey §7): the enquiry's id, status and result. */
export interface CreditCheckAnswer {
  id_reference_internal?: string;
  /** 'pending' until the service has decided, then 'decided'. */
  status: 'pending' | 'decided';
  result?: string;
}

/** The idempotency key of a submission: the same for every retry, click or tab (decision 1520). */
export const creditReferenceOf = (applicationId: string, number: number): string =>
  `${applicationId}:${number}`;

export function answerOf(submission: CreditSubmission): CreditCheckAnswer {
  return {
    ...(submission.enquiryId ? { id_reference_internal: submission.enquiryId } : {}),
    status: submission.result ? 'decided' : 'pending',
    ...(submission.result ? { result: submission.result } : {}),
  };
}

/** The answer while the application waits for Authorised Officer (2): no enquiry was made. */
export const secondaryNotCompleteAnswer = (): CreditCheckAnswer => ({
  status: 'decided',
  result: SECONDARY_NOT_COMPLETE,
});

/** A second officer was asked for, named or not yet. */
export function expectsSecondary(journey: ApplicationJourney): boolean {
  const secondary = journey.secondaryApplicant;
  return journey.entityDetails?.hasSecondaryApplicant === 'yes' || !!secondary?.userId || !!secondary?.email;
}

/** Every officer the application names or expects has finished their ID check. */
export function officersVerified(application: Pick<VehicleApplication, 'journey'>): boolean {
  const { journey } = application;
  const primaryDone = journey.primaryApplicant?.identityVerificationStatus === IDENTITY_VERIFIED;
  const secondaryDone =
    !expectsSecondary(journey) ||
    journey.secondaryApplicant?.identityVerificationStatus === IDENTITY_VERIFIED;
  return primaryDone && secondaryDone;
}
