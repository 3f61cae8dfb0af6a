import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { Button, Intent, Spinner } from '@blueprintjs/core';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { journeyPath, type JourneyApplication } from '../journey-view';
import { CreditCheckPage } from './components/CreditCheckPage';
import { LogOutButton } from './components/LogOutButton';
import { mayResubmit } from './credit-standing';
import { useCreditStanding } from './hooks/useCreditStanding';
import { useSubmitCreditCheck } from './hooks/useSubmitCreditCheck';

/** The on-hold text (journey §2 'On hold'). */
export const ON_HOLD_TEXT =
  'Your application will be submitted once Authorised Officer (2) completes their ID scan';

/**
 * application-on-hold (journey §2 'On hold'): the application waits for Authorised Officer (2)'s ID
 * scan. Once they are done and the credit status still waits, Resubmit Application submits it and
 * opens the waiting screen; otherwise the user may only log out.
 */
export default function ApplicationOnHoldPage({
  noApplication: NoApplication,
}: {
  noApplication: ComponentType;
}) {
  return (
    <CreditCheckPage noApplication={NoApplication}>
      {({ application }) => <OnHold application={application} />}
    </CreditCheckPage>
  );
}

function OnHold({ application }: { application: JourneyApplication }) {
  const { standing, reload } = useCreditStanding(application.applicationId);
  const { submit, submitting } = useSubmitCreditCheck(application);
  const navigate = useNavigate();

  const resubmit = async () => {
    const submission = await submit('resubmit');
    if (!submission) return;
    if (submission.statusCreditCheck === 'waitingForSecondary') await reload();
    else await navigate(journeyPath(application.applicationId, 'approvals-waiting'));
  };

  return (
    <>
      <PageHeading title="Application on hold" />
      <p className="lp-credit-check__message">{ON_HOLD_TEXT}</p>
      <div className="lp-credit-check__actions">
        {!standing ? (
          <Spinner size={24} aria-label="Loading your application" />
        ) : mayResubmit(standing) ? (
          <Button
            intent={Intent.PRIMARY}
            size="large"
            text="Resubmit Application"
            loading={submitting}
            onClick={() => void resubmit()}
          />
        ) : (
          <LogOutButton />
        )}
      </div>
    </>
  );
}
