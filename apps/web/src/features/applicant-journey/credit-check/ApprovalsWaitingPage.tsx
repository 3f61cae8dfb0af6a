import { useCallback, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@blueprintjs/core';
import { CREDIT_CHECK_WAITING_TEXT } from '@lease-portal/domain';
import { ContactDetails } from '../../../shared/layout/ContactDetails';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { journeyPath, type JourneyApplication } from '../journey-view';
import { CreditCheckPage } from './components/CreditCheckPage';
import { useCreditDecision } from './hooks/useCreditDecision';
import { usePushedCreditDecision } from './hooks/usePushedCreditDecision';

/**
 * approvals-waiting (journey §2 'Waiting'): the spinner and the waiting text while the credit decision
 * service decides, with the provider's contacts; the decision opens reviewAndSignContract.
 */
export default function ApprovalsWaitingPage({
  noApplication: NoApplication,
}: {
  noApplication: ComponentType;
}) {
  return (
    <CreditCheckPage noApplication={NoApplication} step="approvals-waiting">
      {({ application }) => <Waiting application={application} />}
    </CreditCheckPage>
  );
}

function Waiting({ application }: { application: JourneyApplication }) {
  const navigate = useNavigate();
  const openSigning = useCallback(
    () => void navigate(journeyPath(application.applicationId, 'reviewAndSignContract'), { replace: true }),
    [application.applicationId, navigate],
  );
  const pushLive = usePushedCreditDecision(application.applicationId, openSigning);
  useCreditDecision(application, pushLive);
  return (
    <>
      <PageHeading title="Submitting your application" />
      <div className="lp-credit-check__waiting" role="status">
        <Spinner size={40} aria-label="Submitting your application" />
        <p className="lp-credit-check__message">{CREDIT_CHECK_WAITING_TEXT}</p>
      </div>
      <ContactDetails termsLink />
    </>
  );
}
