import { Button, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { LogOutButton } from './LogOutButton';

/** The way on from an outcome screen: a calculator applicant returns to their shortlist, others log out. */
export function OutcomeActions({ calculator }: { calculator: boolean }) {
  const navigate = useNavigate();
  return (
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
  );
}
