import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button, Intent, Spinner } from '@blueprintjs/core';
import { PageHeading } from '../../../shared/ui/PageHeading';
import {
  homeKindOf,
  journeyPath,
  primaryStatusOf,
  type JourneyApplication,
  type JourneyUser,
} from '../journey-view';
import { CreditCheckPage } from './components/CreditCheckPage';
import { DeclinedMessage } from './components/DeclinedMessage';
import { MOVED_STATE, MovedAnnouncement } from './components/MovedAnnouncement';
import { ReferredMessage } from './components/ReferredMessage';
import { SecondaryIdCheckComplete } from './components/SecondaryIdCheckComplete';
import { contractScreenFor, type CreditStanding } from './credit-standing';
import { useApplicationMoves, type ApplicationPosition } from './hooks/useApplicationMoves';
import { useCreditStanding } from './hooks/useCreditStanding';

/** The signing screen, handed in by the routes (features do not import one another). */
export type SigningScreen = ComponentType<{ application: JourneyApplication; user: JourneyUser }>;

/**
 * reviewAndSignContract (journey §2 'Review and sign contract'): the screen its credit status chooses
 * (decision 1700). Referred shows the review message, declined its own (decision 2083); waiting goes
 * to the on-hold screen; approved shows the contract ready to sign, whose button reveals the signing
 * screen. The screen follows the application (decision 2083): a referral decided, a decision a credit
 * officer changed, or the lease signed by everyone shows without the officer reloading.
 */
export default function ReviewAndSignContractPage({
  noApplication: NoApplication,
  signing,
}: {
  noApplication: ComponentType;
  signing?: SigningScreen;
}) {
  return (
    <CreditCheckPage noApplication={NoApplication} step="reviewAndSignContract">
      {({ application, user }) => <ReviewAndSign application={application} user={user} signing={signing} />}
    </CreditCheckPage>
  );
}

function ReviewAndSign({
  application,
  user,
  signing: Signing,
}: {
  application: JourneyApplication;
  user: JourneyUser;
  signing?: SigningScreen;
}) {
  const { standing, moved } = useCreditStanding(application.applicationId);
  const [signingOpened, setSigningOpened] = useState(false);
  const navigate = useNavigate();
  const kind = homeKindOf(application, user.id);
  const onRead = useCallback(
    (position: ApplicationPosition) => {
      if (position.finished) {
        void navigate(journeyPath(application.applicationId, 'applications'), {
          replace: true,
          state: MOVED_STATE,
        });
      } else moved(position.standing);
    },
    [application.applicationId, moved, navigate],
  );
  useApplicationMoves(application.applicationId, kind === 'secondary', onRead, { enabled: !!standing });
  // The lease is finished for the viewer: their home says so, never 'ready to sign' again.
  const ownStatus =
    kind === 'secondary' ? application.scoreboard.statusSecondary : primaryStatusOf(application);
  if (ownStatus === 'finished') {
    return <Navigate to={journeyPath(application.applicationId, 'applications')} replace />;
  }
  if (!standing) return <Spinner aria-label="Loading your credit check" />;

  const screen = contractScreenFor(standing, (signingOpened || standing.signingUnderWay) && !!Signing);
  const announced = (content: ReactNode, said: string) => (
    <>
      <MovedAnnouncement
        screen={kind === 'secondary' && screen.kind !== 'accepted' ? 'secondary' : screen.kind}
        text={said}
      />
      {content}
    </>
  );
  if (screen.kind === 'signing' && Signing) return <Signing application={application} user={user} />;
  if (screen.kind === 'accepted') {
    return announced(
      <ContractReady standing={standing} onOpen={Signing ? () => setSigningOpened(true) : undefined} />,
      'Your credit application is approved. Your contract is ready to sign.',
    );
  }
  // Authorised Officer (2) has done their part until the contract is ready to sign.
  if (kind === 'secondary') return <SecondaryIdCheckComplete />;
  if (screen.kind === 'onHold') {
    return <Navigate to={journeyPath(application.applicationId, 'application-on-hold')} replace />;
  }
  if (screen.kind === 'declined') {
    return announced(
      <DeclinedMessage application={application} calculator={kind === 'calculator'} />,
      'A decision has been made on your application.',
    );
  }
  return announced(
    <ReferredMessage application={application} calculator={kind === 'calculator'} />,
    'Your application has been sent for review.',
  );
}

/** Approved (journey §2): the contract is ready; its button names the way of signing. */
function ContractReady({ standing, onOpen }: { standing: CreditStanding; onOpen?: () => void }) {
  return (
    <>
      <PageHeading title="Your contract is ready to sign" />
      {onOpen && (
        <div className="lp-credit-check__actions">
          <Button
            intent={Intent.PRIMARY}
            size="large"
            text={standing.wetSignature ? 'Review & Sign Contract' : 'Sign Lease'}
            onClick={onOpen}
          />
        </div>
      )}
    </>
  );
}
