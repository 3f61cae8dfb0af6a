import type { ApplicationJourney } from '../application/application-journey';
import type { LeaseApplicationTransaction } from '../lease-application/unit-of-work.port';
import { creditCheckStatusOf } from './credit-check-status';
import {
  answerOf,
  CREDIT_CHECK_SUBMISSION,
  creditReferenceOf,
  type CreditCheckAnswer,
} from './credit-submission';

export interface CreditSubmissionStarted {
  journey: ApplicationJourney;
  answer: CreditCheckAnswer;
  /** What the trail's 'application.credit-check.submitted' entry says of it. */
  details: { reference: string; statusCreditCheck: ApplicationJourney['statusCreditCheck'] };
}

/**
 * A new credit submission, in the caller's unit of work (decision 1660): the next number and its
 * reference on the journey, the credit status awaiting its decision, and the job that makes the
 * one enquiry, keyed by the same reference. The caller saves the journey in the same transaction.
 */
export async function startCreditSubmission(
  tx: Pick<LeaseApplicationTransaction, 'jobs'>,
  applicationId: string,
  journey: ApplicationJourney,
  at: Date,
): Promise<CreditSubmissionStarted> {
  const number = (journey.creditSubmission?.number ?? 0) + 1;
  const reference = creditReferenceOf(applicationId, number);
  const submission = { number, reference, submittedAt: at.toISOString() };
  const statusCreditCheck = creditCheckStatusOf(undefined);
  await tx.jobs.enqueue(
    { kind: CREDIT_CHECK_SUBMISSION, key: reference, payload: { applicationId, reference }, applicationId },
    at,
  );
  return {
    journey: { ...journey, creditSubmission: submission, statusCreditCheck },
    answer: answerOf(submission),
    details: { reference, statusCreditCheck },
  };
}
