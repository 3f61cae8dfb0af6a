import { useContext, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { GUARANTEE_FIRST_MESSAGE, isSpecialIntroducer } from '@lease-portal/domain';
import { AppConfigContext } from '../../../../shared/config/app-config-context';
import { PageHeading } from '../../../../shared/ui/PageHeading';
import { useBrand } from '../../../../shared/organisation/useBrand';
import { useOrgProfile } from '../../../../shared/organisation/org-profile-context';
import { homeKindOf, type JourneyApplication, type JourneyUser } from '../../journey-view';
import {
  documentsSubmitted,
  PAPER_DOCUMENTS_AFTER_ACCOUNT,
  paperDocumentsOf,
  paperSigningNoticeOf,
  signerNamesOf,
  signingVariantOfState,
  type ContractSigningState,
} from '../contract-signing-view';
import { useContractSigning } from '../hooks/useContractSigning';
import { DigitalSigning } from './DigitalSigning';
import { DirectDebitAccountForm } from './DirectDebitAccountForm';
import { PaperDocumentList } from './PaperDocumentList';
import { SecondaryPaperSigningNotice } from './SecondaryPaperSigningNotice';
import { SignedDocumentUploads } from './SignedDocumentUploads';
import '../contract-signing.css';

/**
 * The signing screen the review-and-sign page reveals (journey §2 'Review and sign contract'):
 * digital, combination (the guarantee on paper first, then the contract documents electronically) or
 * wet signature, as the domain chooses; Authorised Officer (2) sees only the digital signing.
 */
export function ContractSigningScreen({
  application,
  user,
}: {
  application: JourneyApplication;
  user: JourneyUser;
}) {
  const { state, reload } = useContractSigning();
  const { region } = useBrand();
  const { profile } = useOrgProfile();
  const specialIntroducerAbn = useContext(AppConfigContext)?.specialIntroducerAbn;
  const navigate = useNavigate();
  if (!state) return <Spinner aria-label="Loading your lease documents" />;

  const isPrimary = homeKindOf(application, user.id) !== 'secondary';
  const variant = signingVariantOfState(state);
  const documents = paperDocumentsOf(
    state,
    region,
    isSpecialIntroducer(profile?.whiteLabel.introducerAbn ?? undefined, specialIntroducerAbn),
  );
  const ownEmail = user.email ?? '';
  // Authorised Officer (1) gives the account to debit before the documents go out (decision 2081).
  const saved = state.scoreboard.directDebitAccount;
  const submitted = variant === 'wet' && documentsSubmitted(state);
  const bankAccount =
    isPrimary && !(submitted && !saved) ? (
      <DirectDebitAccountForm
        applicationId={state.applicationId}
        region={region}
        saved={saved}
        locked={submitted}
        onSaved={reload}
      />
    ) : null;
  const logOut = (
    <Button className="lp-contract-signing__logout" text="Log Out" onClick={() => void navigate('/logout')} />
  );

  if (variant === 'wet') {
    if (!isPrimary) return <SecondaryPaperSigningNotice />;
    const notice = paperSigningNoticeOf(state);
    return (
      <div className="lp-contract-signing">
        <PageHeading title="Sign your lease on paper" />
        {notice && (
          <Callout
            intent={notice.kind === 'sentBack' ? Intent.WARNING : Intent.PRIMARY}
            icon={false}
            title={notice.title}
            role="status"
            className="lp-contract-signing__notice"
          >
            <p>{notice.text}</p>
            {notice.kind === 'sentBack' && <p>{notice.reason}</p>}
          </Callout>
        )}
        <WetInstructions />
        {bankAccount}
        {/* The Direct Debit document is printed with the account: it is given first (decision 2097). */}
        {!saved && !submitted ? (
          <Callout icon={false} className="lp-contract-signing__notice" role="note">
            <p>{PAPER_DOCUMENTS_AFTER_ACCOUNT}</p>
          </Callout>
        ) : (
          <>
            <PaperDocumentList
              applicationId={state.applicationId}
              documents={documents}
              ownEmail={ownEmail}
            />
            <SignedDocumentUploads
              applicationId={state.applicationId}
              documents={documents}
              submitted={submitted}
              withSubmit
              onChanged={reload}
            />
          </>
        )}
      </div>
    );
  }

  const digital = (
    <DigitalSigning
      applicationId={state.applicationId}
      viewerEmail={ownEmail}
      isPrimary={isPrimary}
      signerNames={signerNamesOf(application.scoreboard)}
    />
  );
  if (variant === 'combination' && isPrimary) {
    return (
      <div className="lp-contract-signing">
        <PageHeading title="Sign your lease" />
        <Congratulations />
        {bankAccount}
        <PaperDocumentList applicationId={state.applicationId} documents={documents} ownEmail={ownEmail} />
        <SignedDocumentUploads
          applicationId={state.applicationId}
          documents={documents}
          submitted={false}
          withSubmit={false}
          title="Upload Signed Document"
          onChanged={reload}
        />
        <section className="lp-contract-signing__contract" aria-labelledby="lp-contract-documents">
          <h2 id="lp-contract-documents">Contract Documents</h2>
          {guaranteeUploaded(state) ? digital : <GuaranteeFirst />}
        </section>
        {logOut}
      </div>
    );
  }
  return (
    <div className="lp-contract-signing">
      <PageHeading title="Sign your lease" />
      <Congratulations />
      {bankAccount}
      {digital}
      {logOut}
    </div>
  );
}

const guaranteeUploaded = (state: ContractSigningState): boolean =>
  !!state.scoreboard.wetSignature?.documents?.documentPCA?.uploadFile;

/** Before the guarantee is uploaded, signing the contract documents is answered with the alert (journey §2). */
function GuaranteeFirst() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button intent={Intent.PRIMARY} text="Sign" onClick={() => setOpen(true)} />
      <Alert isOpen={open} confirmButtonText="OK" onClose={() => setOpen(false)}>
        <p>{GUARANTEE_FIRST_MESSAGE}</p>
      </Alert>
    </>
  );
}

function Congratulations() {
  return (
    <p className="lp-contract-signing__intro">
      Congratulations! Now that your credit application has been approved, please review and sign your lease
      documents. Each authorised officer signs their own row; the application is complete once everyone has
      signed.
    </p>
  );
}

function WetInstructions() {
  return (
    <div className="lp-contract-signing__intro">
      <p>To sign your lease documents on paper:</p>
      <ol>
        <li>Give the bank account for the direct debit.</li>
        <li>Email the documents to yourself or download them below.</li>
        <li>Print and sign each document where marked.</li>
        <li>
          Log back in and upload each signed document under Upload Signed Documents, then choose Submit &amp;
          Complete.
        </li>
      </ol>
    </div>
  );
}

export default ContractSigningScreen;
