import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Callout, Icon, Intent, Spinner } from '@blueprintjs/core';
import { primaryHomeSteps, secondaryHomeSteps } from '@lease-portal/domain';
import { useBrand } from '../../../shared/organisation/useBrand';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { ApplicationReview } from '../application-review/components/ApplicationReview';
import { JourneyColumns } from '../components/JourneyColumns';
import { JourneyPage } from '../components/JourneyPage';
import { ProgressList } from '../components/ProgressList';
import { useSubmitCreditCheck } from '../credit-check/hooks/useSubmitCreditCheck';
import { journeyPath, signsOnPaper, type JourneyApplication, type JourneyUser } from '../journey-view';
import {
  applicantOf,
  identityDoneWordsOf,
  approvalsRoleOf,
  approvalsStage,
  routeAfterSecondaryIdentity,
  type ApprovalsRole,
} from './approvals-view';
import { IdentityCheck } from './components/IdentityCheck';
import { useApprovals } from './hooks/useApprovals';
import './identity-check.css';
import { journeyStatusOf } from '../../../shared/journey/journey-status';

/** approvals: the ID check, and for the primary the Application Review (journey §2). */
export default function ApprovalsPage({ noApplication }: { noApplication: ComponentType }) {
  return (
    <JourneyPage noApplication={noApplication} step="approvals" whenDone="goOn">
      {({ application, user }) => <ApprovalsStep application={application} user={user} />}
    </JourneyPage>
  );
}

/** The progress step the page stands at: 3 of 4 for the primary, 1 of 2 for the secondary (journey §9). */
const STEP_OF: Record<ApprovalsRole, string> = { primary: 'Step 3 of 4', secondary: 'Step 1 of 2' };
const REVIEW_HEADING = 'lp-approvals-review';
const TITLE_OF: Record<ApprovalsRole, string> = {
  primary: 'ID Check & Application Review',
  secondary: 'ID Check',
};

function ApprovalsStep({ application, user }: { application: JourneyApplication; user: JourneyUser }) {
  const { region } = useBrand();
  const navigate = useNavigate();
  const { applicationId } = application;
  const role = approvalsRoleOf(application, user.id);
  const { approvals, reload } = useApprovals(applicationId);
  const { submit, submitting } = useSubmitCreditCheck(application);
  const stage = approvals && role ? approvalsStage(application, approvals, role) : undefined;

  // Once the ID check is confirmed the review takes its place: the focus follows to its heading.
  const shown = useRef(stage?.show);
  useEffect(() => {
    if (shown.current === 'identityCheck' && stage?.show === 'review') {
      document.getElementById(REVIEW_HEADING)?.focus();
    }
    shown.current = stage?.show;
  }, [stage?.show]);

  // On load, a step already done is skipped (journey §4 'Identity check').
  const elsewhere = stage?.show === 'elsewhere' ? stage.route : undefined;
  useEffect(() => {
    if (elsewhere) void navigate(journeyPath(applicationId, elsewhere), { replace: true });
  }, [applicationId, elsewhere, navigate]);

  if (!role) {
    return (
      <Callout intent={Intent.WARNING} className="lp-approvals__not-yours">
        The ID check of this application is for its authorised officers.
      </Callout>
    );
  }
  if (!approvals || !stage || stage.show === 'elsewhere')
    return <Spinner aria-label="Loading your ID check" />;

  const afterIdentity = async () => {
    if (role === 'primary') return reload();
    // Authorised Officer (2): the server's confirmation has already submitted an application that was
    // waiting for their ID check (journey §4, decision 1660), whatever this page read at its load.
    await navigate(journeyPath(applicationId, routeAfterSecondaryIdentity(application)));
  };

  const identityDone = stage.show === 'review';
  const main = (
    <div className="lp-approvals">
      <PageHeading title={TITLE_OF[role]}>{STEP_OF[role]}</PageHeading>
      <ApprovalsSection
        number={role === 'primary' ? 1 : undefined}
        title="ID Check"
        id="lp-approvals-id-check"
      >
        {identityDone ? (
          <p className="lp-approvals__done">
            {applicantOf(approvals, role)?.identityCheck === 'beingChecked' ||
            applicantOf(approvals, role)?.identityCheck === 'notAccepted' ? (
              <Icon icon="time" aria-hidden="true" />
            ) : (
              <Icon icon="tick-circle" intent={Intent.SUCCESS} aria-hidden="true" />
            )}{' '}
            {identityDoneWordsOf(applicantOf(approvals, role))}
          </p>
        ) : (
          <IdentityCheck
            applicationId={applicationId}
            role={role}
            applicant={applicantOf(approvals, role)}
            region={region}
            reload={reload}
            onConfirmed={afterIdentity}
          />
        )}
      </ApprovalsSection>
      {role === 'primary' && (
        <ApprovalsSection number={2} title="Application Review" id={REVIEW_HEADING}>
          {identityDone ? (
            <ApplicationReview
              applicationId={applicationId}
              approvals={approvals}
              region={region}
              calculator={application.applicationType === 'calculator'}
              reload={reload}
              submit={() => submit('review')}
              submitting={submitting}
            />
          ) : (
            <p className="lp-approvals__wait">The review opens once your ID check is complete.</p>
          )}
        </ApprovalsSection>
      )}
    </div>
  );

  // The calculator's variant has no progress column (journey §2 'Layout').
  if (application.applicationType === 'calculator') return main;
  const steps =
    role === 'primary' ? (
      <ProgressList steps={primaryHomeSteps(journeyStatusOf(application.scoreboard.status))} />
    ) : (
      <ProgressList
        steps={secondaryHomeSteps(application.scoreboard.statusSecondary, signsOnPaper(application))}
      />
    );
  return <JourneyColumns main={main} column={steps} />;
}

function ApprovalsSection({
  number,
  title,
  id,
  children,
}: {
  number?: number;
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section className="lp-approvals__section" aria-labelledby={id}>
      <h2 id={id} className="lp-approvals__title" tabIndex={-1}>
        {number !== undefined && <span className="lp-approvals__number">{number}</span>}
        {title}
      </h2>
      {children}
    </section>
  );
}
