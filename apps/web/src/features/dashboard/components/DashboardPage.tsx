import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { Button, ButtonGroup, Callout, Classes, Intent } from '@blueprintjs/core';
import { creditApplicationStart, dashboardButtonLabel, quoteStageOnDashboard } from '@lease-portal/domain';
import { useErrorDialog } from '../../../shared/error-dialog/useErrorDialog';
import { useBrand } from '../../../shared/organisation/useBrand';
import { forgetHandedOnNote, readHandedOnNote } from '../../../shared/session/handed-on-note';
import { offersCreditApplication } from '../credit-offer';
import { SetApplicationStatus } from '../graphql/setApplicationStatus';
import { UpdateQuoteStageName } from '../graphql/updateQuoteStageName';
import { useDashboard } from '../hooks/useDashboard';
import { DashboardProgress } from './DashboardProgress';
import { ShortlistCards } from './ShortlistCards';
import { journeyStatusOf, wireStatusOf } from '../../../shared/journey/journey-status';

/** The 'Request a call' dialog, handed in by the app (features do not import one another). */
export type RequestCallDialogComponent = ComponentType<{
  isOpen: boolean;
  onClose: () => void;
  prefill?: { firstName?: string; lastName?: string; contactNumber?: string; email?: string };
}>;

/** The signed-in customer's dashboard (/dashboard, calculator §2 'Dashboard'). */
export default function DashboardPage({
  requestCallDialog: RequestCall,
}: {
  requestCallDialog?: RequestCallDialogComponent;
}) {
  const data = useDashboard();
  const brand = useBrand();
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [callOpen, setCallOpen] = useState(false);
  const stageMoved = useRef(false);

  const user = data?.signedIn.user;
  const application = data?.signedIn.vehicleApplication ?? undefined;
  const status = journeyStatusOf(application?.scoreboard.status);
  const region = user?.region ?? brand.region;

  // Calculator §4: an opportunity still in 'Needs Analysis' moves on when the dashboard opens.
  useEffect(() => {
    if (!application || stageMoved.current) return;
    const stageName = quoteStageOnDashboard(data?.opportunity?.StageName ?? undefined);
    if (!stageName) return;
    stageMoved.current = true;
    client
      .mutate({
        mutation: UpdateQuoteStageName,
        variables: { applicationId: application.applicationId, stageName },
      })
      .catch((error: unknown) => console.error('Moving the quote stage failed', error));
  }, [application, client, data?.opportunity?.StageName]);

  const eligible =
    !!application &&
    offersCreditApplication({
      region,
      entityType:
        application.scoreboard.entityDetails?.entityType ?? application.calculator?.company?.entityType,
      accountSource: data?.account?.AccountSource,
      creditTotalValue: data?.account?.Credit_Total_Value__c,
      leadSource: data?.opportunity?.LeadSource,
    });

  const startCreditApplication = async () => {
    if (!application || starting) return;
    setStarting(true);
    const { applicationId } = application;
    const start = creditApplicationStart(status);
    const done = await runWithRetry(async () => {
      if (start.setStatus) {
        await client.mutate({
          mutation: SetApplicationStatus,
          variables: {
            applicationId,
            params: { propertyFirst: 'status', value: wireStatusOf(start.setStatus) },
          },
        });
      }
      if (start.quoteStage) {
        await client.mutate({
          mutation: UpdateQuoteStageName,
          variables: { applicationId, stageName: start.quoteStage },
        });
      }
      return true;
    });
    setStarting(false);
    if (done) await navigate(`/applications/${encodeURIComponent(applicationId)}`);
  };

  return (
    <section className="lp-screen lp-dashboard">
      <h1 className={Classes.HEADING}>{user ? `Welcome ${user.firstName}` : 'Welcome'}</h1>
      {!application && <HandedOnNotice email={user?.email} />}
      <DashboardProgress status={status} creditTotalValue={data?.account?.Credit_Total_Value__c} />
      {application && (
        <>
          <h2 className={Classes.HEADING}>Your shortlisted vehicles</h2>
          <ShortlistCards entries={application.calculator?.shortlists ?? []} />
        </>
      )}
      <ButtonGroup className="lp-dashboard__actions">
        <Link to="/calculator" className={`${Classes.BUTTON} lp-button-secondary`}>
          Search more vehicles
        </Link>
        <Button
          className="lp-button-secondary"
          text="Request a call"
          onClick={() => setCallOpen(true)}
          disabled={!RequestCall}
        />
        {eligible && (
          <Button
            intent={Intent.PRIMARY}
            text={dashboardButtonLabel(status)}
            loading={starting}
            onClick={() => void startCreditApplication()}
          />
        )}
        <Link to="/" className={`${Classes.BUTTON} lp-button-secondary`}>
          Home
        </Link>
      </ButtonGroup>
      {RequestCall && (
        // Keyed by the user, so the form starts with their details once they have loaded.
        <RequestCall
          key={user?.id ?? 'loading'}
          isOpen={callOpen}
          onClose={() => setCallOpen(false)}
          prefill={
            user
              ? {
                  firstName: user.firstName,
                  lastName: user.lastName,
                  contactNumber: user.contactNumber ?? undefined,
                  email: user.email,
                }
              : undefined
          }
        />
      )}
    </section>
  );
}

/**
 * A customer who sent their quote to another authorised officer has no application any more: their
 * dashboard says where the quote went (decision 2084), until they close the notice.
 */
function HandedOnNotice({ email }: { email: string | undefined }) {
  const [closed, setClosed] = useState(false);
  const note = readHandedOnNote(email);
  if (!note || closed) return null;
  const close = () => {
    forgetHandedOnNote();
    setClosed(true);
  };
  return (
    <Callout intent={Intent.PRIMARY} role="status" className="lp-dashboard__handed-on">
      <p>
        You sent your quote to {note.nominee}, who will review and approve it. Your access to that application
        has ended.
      </p>
      <Button text="OK" onClick={close} />
    </Callout>
  );
}
