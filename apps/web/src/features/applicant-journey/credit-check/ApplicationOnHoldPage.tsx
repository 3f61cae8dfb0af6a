import { useCallback, useEffect, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { Button, Intent, Spinner } from '@blueprintjs/core';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { homeKindOf, journeyPath, scoreboardOf, type JourneyApplication } from '../journey-view';
import { CreditCheckPage } from './components/CreditCheckPage';
import { LogOutButton } from './components/LogOutButton';
import { MOVED_STATE } from './components/MovedAnnouncement';
import { OutcomeDetails } from './components/OutcomeDetails';
import { ResendInvitation } from './components/ResendInvitation';
import { mayResubmit, type CreditStanding } from './credit-standing';
import { useApplicationMoves, type ApplicationPosition } from './hooks/useApplicationMoves';
import { useCreditStanding } from './hooks/useCreditStanding';
import { usePushedCreditDecision } from './hooks/usePushedCreditDecision';
import { useSubmitCreditCheck } from './hooks/useSubmitCreditCheck';
import { OUTCOME_TEXT } from './outcome-text';

/** The on-hold text (journey §2 'On hold'). */
export const ON_HOLD_TEXT =
  'Your application will be submitted once Authorised Officer (2) completes their ID scan';

/**
 * application-on-hold (journey §2 'On hold'): the application waits for Authorised Officer (2)'s ID
 * scan. Once they are done and the credit status still waits, Resubmit Application submits it and
 * opens the waiting screen; otherwise the user may only log out.
 *
 * The screen moves on by itself (decision 2083): Authorised Officer (2)'s confirmed ID check submits
 * the application (decision 1660), so the credit decision's push opens review and sign when the
 * decision comes, and a short poll notices the hold lifted before it (the waiting screen), or a move
 * no push announces. Authorised Officer (1) may have Authorised Officer (2)'s invitation sent again
 * (decision 2094).
 */
export default function ApplicationOnHoldPage({
  noApplication: NoApplication,
}: {
  noApplication: ComponentType;
}) {
  return (
    <CreditCheckPage noApplication={NoApplication} step="application-on-hold">
      {({ application, user }) => (
        <OnHold application={application} secondary={homeKindOf(application, user.id) === 'secondary'} />
      )}
    </CreditCheckPage>
  );
}

/** The application is no longer held for Authorised Officer (2): it was submitted, or decided. */
const holdLifted = (standing: CreditStanding): boolean =>
  standing.statusCreditCheck !== undefined && standing.statusCreditCheck !== 'waitingForSecondary';

/** Where a lifted hold leads: a decision to review and sign, a submission awaiting it to the waiting screen. */
const nextStepOf = (standing: CreditStanding) =>
  standing.statusCreditCheck === 'approved' || standing.statusCreditCheck === 'declined'
    ? 'reviewAndSignContract'
    : 'approvals-waiting';

function OnHold({ application, secondary }: { application: JourneyApplication; secondary: boolean }) {
  const { standing, reload, moved } = useCreditStanding(application.applicationId);
  const { submit, submitting } = useSubmitCreditCheck(application);
  const navigate = useNavigate();
  const moveTo = useCallback(
    (step: 'reviewAndSignContract' | 'approvals-waiting') =>
      void navigate(journeyPath(application.applicationId, step), { replace: true, state: MOVED_STATE }),
    [application.applicationId, navigate],
  );

  usePushedCreditDecision(
    application.applicationId,
    useCallback(() => moveTo('reviewAndSignContract'), [moveTo]),
  );
  useApplicationMoves(
    application.applicationId,
    secondary,
    useCallback(({ standing: read }: ApplicationPosition) => moved(read), [moved]),
    { enabled: !!standing },
  );
  // A hold lifted, whether found by a reading or already when the page opened, moves the page on.
  useEffect(() => {
    if (standing && holdLifted(standing)) moveTo(nextStepOf(standing));
  }, [moveTo, standing]);

  const resubmit = async () => {
    const submission = await submit('resubmit');
    if (!submission) return;
    if (submission.statusCreditCheck === 'waitingForSecondary') await reload();
    else await navigate(journeyPath(application.applicationId, 'approvals-waiting'));
  };

  const officer2 = scoreboardOf(application).secondaryApplicant;
  const officer2Name = [officer2?.firstName, officer2?.lastName].filter(Boolean).join(' ');

  return (
    <>
      <PageHeading title="Application on hold" />
      <p className="lp-credit-check__message">{ON_HOLD_TEXT}</p>
      {officer2Name && !secondary && (
        <p className="lp-credit-check__message">{OUTCOME_TEXT.onHoldNamed(officer2Name)}</p>
      )}
      <OutcomeDetails application={application} when={OUTCOME_TEXT.onHoldWhen} />
      {!secondary && standing?.statusCreditCheck === 'waitingForSecondary' && !standing.secondaryDone && (
        <ResendInvitation applicationId={application.applicationId} officer2Name={officer2Name} />
      )}
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
