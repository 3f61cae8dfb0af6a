import { Button, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../../shared/ui/PageHeading';
import type { JourneyApplication } from '../../journey-view';
import { OUTCOME_TEXT } from '../outcome-text';
import { LogOutButton } from './LogOutButton';
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
  const navigate = useNavigate();
  return (
    <>
      <PageHeading title="Your application has been sent for review." />
      <p className="lp-credit-check__message">You will be notified shortly on how to proceed.</p>
      <OutcomeDetails application={application} when={OUTCOME_TEXT.referredWhen} />
      <div className="lp-credit-check__actions">
        {calculator ? (
          <Button
            intent={Intent.PRIMARY}
            size="large"
            text="Return to shortlist"
            onClick={() => void navigate('/dashboard')}
          />
        ) : (
          <LogOutButton />
        )}
      </div>
    </>
  );
}
