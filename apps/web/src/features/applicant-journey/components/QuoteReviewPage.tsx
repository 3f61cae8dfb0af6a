import { useCallback, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { Button, Intent } from '@blueprintjs/core';
import { primaryHomeSteps } from '@lease-portal/domain';
import { useErrorDialog } from '../../../shared/error-dialog/useErrorDialog';
import { useBrand } from '../../../shared/organisation/useBrand';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { ReassignQuote } from '../business-details/components/ReassignQuote';
import { GetQuoteDocusign } from '../graphql/getQuoteDocusign';
import { useOpenStep } from '../hooks/useOpenStep';
import { useQuoteDownload } from '../hooks/useQuoteDownload';
import { homeKindOf, journeyPath, signsOnPaper, type JourneyApplication } from '../journey-view';
import { quoteSignReturnUrl, type QuoteSigningOutcome } from '../quote-signing-message';
import { JourneyColumns } from './JourneyColumns';
import { JourneyPage } from './JourneyPage';
import { ProgressList } from './ProgressList';
import { QuoteSigningDialog } from './QuoteSigningDialog';
import { QuoteSummary } from './QuoteSummary';
import { journeyStatusOf } from '../../../shared/journey/journey-status';

/** orderVerification: the primary applicant reviews the quote and accepts it (journey §2). */
export default function QuoteReviewPage({ noApplication }: { noApplication: ComponentType }) {
  return (
    <JourneyPage noApplication={noApplication} step="reviewQuote">
      {({ application, user, reload, readOnly }) =>
        homeKindOf(application, user.id) === 'primary' ? (
          <QuoteReview application={application} reload={reload} ownEmail={user.email} readOnly={readOnly} />
        ) : (
          (() => {
            const NoApplication = noApplication;
            return <NoApplication />;
          })()
        )
      }
    </JourneyPage>
  );
}

function QuoteReview({
  application,
  reload,
  ownEmail,
  readOnly,
}: {
  application: JourneyApplication;
  reload: () => Promise<void>;
  ownEmail: string | undefined;
  /** The quote is accepted (decision 2084): it is shown, and neither signed nor sent on again. */
  readOnly: boolean;
}) {
  const wet = signsOnPaper(application);
  const { region } = useBrand();
  return (
    <JourneyColumns
      main={
        <>
          <PageHeading title="Review Quote">
            <p>
              {readOnly
                ? 'The quote you accepted.'
                : 'Check the quote below before you continue to your credit application.'}
            </p>
          </PageHeading>
          <QuoteSummary application={application} region={region} />
          {readOnly ? null : wet ? (
            <WetQuoteActions application={application} />
          ) : (
            <ElectronicQuoteActions application={application} reload={reload} />
          )}
          {!readOnly && <ReassignQuote region={region} ownEmail={ownEmail} />}
        </>
      }
      column={<ProgressList steps={primaryHomeSteps(journeyStatusOf(application.scoreboard.status))} />}
    />
  );
}

/** Wet signing: the quote downloads, and the credit application opens next. */
function WetQuoteActions({ application }: { application: JourneyApplication }) {
  const { download, busy } = useQuoteDownload(application);
  const { open, busy: opening } = useOpenStep(application.applicationId, 'status');
  return (
    <div className="lp-quote-actions">
      <Button
        icon="download"
        size="large"
        loading={busy}
        text="Download Quote"
        onClick={() => void download()}
      />
      <Button
        intent={Intent.PRIMARY}
        size="large"
        loading={opening}
        text="Proceed to Credit Application"
        onClick={() => void open({ setStatus: 'businessDetails', route: 'businessDetails' })}
      />
    </div>
  );
}

/** Electronic signing: Accept Quote & Continue opens the signing view in a full-screen dialog. */
function ElectronicQuoteActions({
  application,
  reload,
}: {
  application: JourneyApplication;
  reload: () => Promise<void>;
}) {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const navigate = useNavigate();
  const [url, setUrl] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { applicationId } = application;

  const accept = async () => {
    setBusy(true);
    try {
      const view = await runWithRetry(async () => {
        const { data } = await client.mutate({
          mutation: GetQuoteDocusign,
          variables: { returnUrl: quoteSignReturnUrl(window.location.origin, applicationId) },
        });
        const link = data?.getQuoteDocusign.url;
        if (!link) throw new Error('No signing link');
        return link;
      });
      setUrl(view);
    } finally {
      setBusy(false);
    }
  };

  const onOutcome = useCallback(
    (outcome: QuoteSigningOutcome) => {
      setUrl(undefined);
      if (outcome === 'next') void navigate(journeyPath(applicationId, 'businessDetails'));
      else void reload();
    },
    [applicationId, navigate, reload],
  );

  return (
    <div className="lp-quote-actions">
      <Button
        intent={Intent.PRIMARY}
        size="large"
        loading={busy}
        text="Accept Quote & Continue"
        onClick={() => void accept()}
      />
      <QuoteSigningDialog url={url} onOutcome={onOutcome} />
    </div>
  );
}
