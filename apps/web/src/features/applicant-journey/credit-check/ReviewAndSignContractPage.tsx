import { useState, type ComponentType } from 'react';
import { Navigate } from 'react-router';
import { Button, Intent, Spinner } from '@blueprintjs/core';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { homeKindOf, journeyPath, type JourneyApplication, type JourneyUser } from '../journey-view';
import { CreditCheckPage } from './components/CreditCheckPage';
import { ReferredMessage } from './components/ReferredMessage';
import { SecondaryIdCheckComplete } from './components/SecondaryIdCheckComplete';
import { contractScreenFor, type CreditStanding } from './credit-standing';
import { useCreditStanding } from './hooks/useCreditStanding';

/** The signing screen, handed in by the routes (features do not import one another). */
export type SigningScreen = ComponentType<{ application: JourneyApplication; user: JourneyUser }>;

/**
 * reviewAndSignContract (journey §2 'Review and sign contract'): the screen its credit status chooses
 * (decision 1700). Referred or declined shows the review message; waiting goes to the on-hold screen;
 * approved shows the contract ready to sign, whose button reveals the signing screen.
 */
export default function ReviewAndSignContractPage({
  noApplication: NoApplication,
  signing,
}: {
  noApplication: ComponentType;
  signing?: SigningScreen;
}) {
  return (
    <CreditCheckPage noApplication={NoApplication}>
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
  const { standing } = useCreditStanding(application.applicationId);
  const [signingOpened, setSigningOpened] = useState(false);
  if (!standing) return <Spinner aria-label="Loading your credit check" />;

  const kind = homeKindOf(application, user.id);
  const screen = contractScreenFor(standing, signingOpened && !!Signing);
  if (screen.kind === 'signing' && Signing) return <Signing application={application} user={user} />;
  if (screen.kind === 'accepted') {
    return <ContractReady standing={standing} onOpen={Signing ? () => setSigningOpened(true) : undefined} />;
  }
  // Authorised Officer (2) has done their part until the contract is ready to sign.
  if (kind === 'secondary') return <SecondaryIdCheckComplete />;
  if (screen.kind === 'onHold') {
    return <Navigate to={journeyPath(application.applicationId, 'application-on-hold')} replace />;
  }
  return <ReferredMessage calculator={kind === 'calculator'} />;
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
