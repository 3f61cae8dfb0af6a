import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import {
  creditCheckStatusOf,
  routeAfterCreditSubmission,
  type CreditCheckStatus,
} from '@lease-portal/domain';
import { useErrorDialog } from '../../../../shared/error-dialog/useErrorDialog';
import { journeyPath, type JourneyApplication } from '../../journey-view';
import { SubmitCreditCheck } from '../graphql/submitCreditCheck';

/**
 * Why the application is submitted: 'review' is the primary's Confirm & Submit; 'resubmit' is the
 * secondary's after their ID check, or the on-hold screen's Resubmit Application.
 */
export type CreditSubmissionReason = 'review' | 'resubmit';

/** What a submission answered, with the credit status it maps to (journey §4 'Credit check'). */
export interface CreditSubmission {
  result?: string;
  status?: string;
  statusCreditCheck: CreditCheckStatus;
}

/** The fixed testing value the review sends (journey §7). */
const REVIEW_TESTING_VALUE = 'accept';

/**
 * Submits the application for its credit check. The server stores the credit status, the review's
 * completion and the move to reviewAndSignContract itself, in one unit of work; the page only maps
 * the answer. 'review' then opens application-on-hold while Authorised Officer (2) has no ID check,
 * otherwise approvals-waiting; 'resubmit' only submits. A failure offers Try Again (journey §8) and
 * resolves undefined when dismissed; the server makes one credit enquiry however often it is sent.
 */
export function useSubmitCreditCheck(application: Pick<JourneyApplication, 'applicationId'>): {
  submit(reason: CreditSubmissionReason): Promise<CreditSubmission | undefined>;
  submitting: boolean;
} {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const { applicationId } = application;

  const submit = useCallback(
    async (reason: CreditSubmissionReason): Promise<CreditSubmission | undefined> => {
      setSubmitting(true);
      try {
        const answer = await runWithRetry(async () => {
          const { data } = await client.mutate({
            mutation: SubmitCreditCheck,
            variables: {
              payload:
                reason === 'review' ? { applicationId, testing: REVIEW_TESTING_VALUE } : { applicationId },
            },
          });
          if (!data) throw new Error('Error');
          return data.submitCreditCheck;
        });
        if (!answer) return undefined;
        const submission: CreditSubmission = {
          result: answer.result ?? undefined,
          status: answer.status ?? undefined,
          statusCreditCheck: creditCheckStatusOf(answer.result ?? undefined),
        };
        if (reason === 'review') {
          await navigate(
            journeyPath(applicationId, routeAfterCreditSubmission(submission.statusCreditCheck)),
          );
        }
        return submission;
      } finally {
        setSubmitting(false);
      }
    },
    [applicationId, client, navigate, runWithRetry],
  );
  return { submit, submitting };
}
