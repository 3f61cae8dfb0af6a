import { PageHeading } from '../../../../shared/ui/PageHeading';
import type { JourneyApplication } from '../../journey-view';
import { OUTCOME_TEXT } from '../outcome-text';
import { OutcomeActions } from './OutcomeActions';
import { OutcomeDetails } from './OutcomeDetails';

/**
 * A referred application (journey §2 'Refer result'), with its reference, when to expect an answer and
 * the organisation's phone number (decision 2083). The calculator applicant returns to their shortlist.
 */
export function ReferredMessage({
  application,
  calculator,
}: {
  application: JourneyApplication;
  calculator: boolean;
}) {
  return (
    <>
      <PageHeading title="Your application has been sent for review." />
      <p className="lp-credit-check__message">You will be notified shortly on how to proceed.</p>
      <OutcomeDetails application={application} when={OUTCOME_TEXT.referredWhen} />
      <OutcomeActions calculator={calculator} />
    </>
  );
}
