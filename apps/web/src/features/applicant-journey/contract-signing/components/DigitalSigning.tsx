import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Intent, Spinner, Tag } from '@blueprintjs/core';
import {
  GUARANTEE_FIRST_MESSAGE,
  leaseSigningComplete,
  type LeaseEnvelopeProgress,
} from '@lease-portal/domain';
import { useErrorDialog } from '../../../../shared/error-dialog/useErrorDialog';
import { firstErrorMessage } from '../../../../shared/error-dialog/first-error-message';
import { QuoteSigningDialog } from '../../components/QuoteSigningDialog';
import { journeyPath } from '../../journey-view';
import { leaseSignReturnUrl, signerRowsOf } from '../contract-signing-view';
import { GetEnvelopeMla } from '../graphql/getEnvelopeMLA';
import { GetMlaDocusign } from '../graphql/getMLADocusign';

/**
 * Electronic signing (journey §2 'Digital screen', §4 'Digital signing completion'): the signer rows
 * as the e-signature service reports them, Sign on the viewer's own row, the signing view in a
 * full-screen dialog, the rows fetched again when it closes, and the applications route once the
 * portal has recorded that everyone signed.
 */
export function DigitalSigning({
  applicationId,
  viewerEmail,
  isPrimary,
}: {
  applicationId: string;
  viewerEmail: string;
  isPrimary: boolean;
}) {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<LeaseEnvelopeProgress>();
  const [url, setUrl] = useState<string>();
  const [opening, setOpening] = useState(false);
  const [guaranteeFirst, setGuaranteeFirst] = useState(false);

  const fetchStatus = useCallback(
    () =>
      runWithRetry(async () => {
        const { data } = await client.mutate({ mutation: GetEnvelopeMla, variables: { applicationId } });
        const answer = data?.getEnvelopeMLA.status;
        if (!answer) throw new Error('No signing status');
        return answer;
      }),
    [applicationId, client, runWithRetry],
  );

  // Everyone signed: the portal has recorded it (from the e-signature service), so the journey moves on.
  const show = useCallback(
    (status: LeaseEnvelopeProgress | undefined) => {
      if (!status) return;
      setProgress(status);
      if (leaseSigningComplete(status)) void navigate(journeyPath(applicationId, 'applications'));
    },
    [applicationId, navigate],
  );

  useEffect(() => {
    let current = true;
    void fetchStatus().then((status) => current && show(status));
    return () => {
      current = false;
    };
  }, [fetchStatus, show]);

  const sign = async () => {
    setOpening(true);
    try {
      const view = await runWithRetry(async () => {
        try {
          const { data } = await client.mutate({
            mutation: GetMlaDocusign,
            variables: {
              applicationId,
              isCurrentUserPrimary: isPrimary,
              returnUrl: leaseSignReturnUrl(window.location.origin, applicationId),
            },
          });
          return data?.getMLADocusign.url ?? undefined;
        } catch (error) {
          // The guarantee must be uploaded first: said in the specification's words, not as a failure.
          if (firstErrorMessage(error) === GUARANTEE_FIRST_MESSAGE) return null;
          throw error;
        }
      });
      if (view === null) setGuaranteeFirst(true);
      else if (view) setUrl(view);
    } finally {
      setOpening(false);
    }
  };

  const closed = useCallback(() => {
    setUrl(undefined);
    setProgress(undefined);
    void fetchStatus().then(show);
  }, [fetchStatus, show]);

  return (
    <div className="lp-digital-signing">
      {!progress ? (
        <p className="lp-digital-signing__fetching" role="status">
          <Spinner size={16} /> Fetching status of signatures...
        </p>
      ) : (
        <ul className="lp-signer-rows" aria-label="Signatures">
          {signerRowsOf(progress, viewerEmail, isPrimary).map((row) => (
            <li key={row.label} className="lp-signer-rows__row">
              <span>{row.label}</span>
              {row.state === 'sign' ? (
                <Button intent={Intent.PRIMARY} loading={opening} text="Sign" onClick={() => void sign()} />
              ) : (
                <Tag minimal intent={row.state === 'completed' ? Intent.SUCCESS : Intent.NONE}>
                  {row.state}
                </Tag>
              )}
            </li>
          ))}
        </ul>
      )}
      <QuoteSigningDialog
        url={url}
        onOutcome={closed}
        title="Sign your lease documents"
        frameTitle="Lease signing"
      />
      <Alert isOpen={guaranteeFirst} confirmButtonText="OK" onClose={() => setGuaranteeFirst(false)}>
        <p>{GUARANTEE_FIRST_MESSAGE}</p>
      </Alert>
    </div>
  );
}
