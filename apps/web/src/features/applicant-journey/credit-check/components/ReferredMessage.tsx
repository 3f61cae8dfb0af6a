import { Button, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../../shared/ui/PageHeading';
import { LogOutButton } from './LogOutButton';

/**
 * A referred application (journey §2 'Refer result'); a declined one reads the same, as a decline is
 * best heard from a person (decision 1700). The calculator applicant returns to their shortlist.
 */
export function ReferredMessage({ calculator }: { calculator: boolean }) {
  const navigate = useNavigate();
  return (
    <>
      <PageHeading title="Your application has been sent for review." />
      <p className="lp-credit-check__message">You will be notified shortly on how to proceed.</p>
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
