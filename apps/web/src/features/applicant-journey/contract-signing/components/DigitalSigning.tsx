import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Callout, Intent, Spinner, Tag } from '@blueprintjs/core';
import { CombinedGraphQLErrors } from '@apollo/client';
import {
  DIRECT_DEBIT_ACCOUNT_MISSING_MESSAGE,
  GUARANTEE_FIRST_MESSAGE,
  NOT_YOUR_TURN_MESSAGE,
  WHO_MAY_WITNESS_MESSAGE,
  type LeaseEnvelopeProgress,
  type LeaseWitness,
} from '@lease-portal/domain';
import { useErrorDialog } from '../../../../shared/error-dialog/useErrorDialog';
import { firstErrorMessage } from '../../../../shared/error-dialog/first-error-message';
import { QuoteSigningDialog } from '../../components/QuoteSigningDialog';
import { journeyPath } from '../../journey-view';
import { leaseSignReturnUrl, signerRowsOf, type SignerNames } from '../contract-signing-view';
import { GetEnvelopeMla } from '../graphql/getEnvelopeMLA';
import { GetMlaDocusign } from '../graphql/getMLADocusign';
import { WitnessDialog } from './WitnessDialog';

/**
 * Electronic signing (journey §2 'Digital screen', §4 'Digital signing completion'): the signer rows
 * as the e-signature service reports them, Sign on the viewer's own row, the signing view in a
 * full-screen dialog, the rows fetched again when it closes, and the applications route once the
 * portal answers that it recorded everyone signed (decision 1707), never on the rows alone.
 */

/** Refusals the specification words as an alert rather than a failure (journey §2, decision 1704). */
const EXPLAINED_REFUSALS = [
  GUARANTEE_FIRST_MESSAGE,
  NOT_YOUR_TURN_MESSAGE,
  // The account to debit comes first (decision 2081).
  DIRECT_DEBIT_ACCOUNT_MISSING_MESSAGE,
];
export function DigitalSigning({
  applicationId,
  viewerEmail,
  isPrimary,
  signerNames,
}: {
  applicationId: string;
  viewerEmail: string;
  isPrimary: boolean;
  /** Who the officers are, for each row to name its signer. */
  signerNames?: SignerNames;
}) {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<LeaseEnvelopeProgress>();
  const [url, setUrl] = useState<string>();
  const [opening, setOpening] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  /** Naming the witness before they sign, and the portal's word on the one named. */
  const [namingWitness, setNamingWitness] = useState(false);
  const [witnessRefusal, setWitnessRefusal] = useState<string>();

  const fetchStatus = useCallback(
    () =>
      runWithRetry(async () => {
        const { data } = await client.mutate({ mutation: GetEnvelopeMla, variables: { applicationId } });
        const status = data?.getEnvelopeMLA.status;
        if (!status) throw new Error('No signing status');
        return { status, finished: data.getEnvelopeMLA.finished === true };
      }),
    [applicationId, client, runWithRetry],
  );

  // The portal recorded everyone signed (from the e-signature service): the journey moves on.
  const show = useCallback(
    (answer: { status: LeaseEnvelopeProgress; finished: boolean } | undefined) => {
      if (!answer) return;
      setProgress(answer.status);
      if (answer.finished) void navigate(journeyPath(applicationId, 'applications'));
    },
    [applicationId, navigate],
  );

  useEffect(() => {
    let current = true;
    void fetchStatus().then((answer) => current && show(answer));
    return () => {
      current = false;
    };
  }, [fetchStatus, show]);

  const sign = async (witness?: LeaseWitness) => {
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
              ...(witness ? { witness } : {}),
            },
          });
          return data?.getMLADocusign.url ?? undefined;
        } catch (error) {
          // The guarantee first, or not yet their turn: said in words, not as a failure.
          const message = firstErrorMessage(error);
          if (message && EXPLAINED_REFUSALS.includes(message)) return { refused: message };
          // A witness the portal will not take (an officer, no address): said beside the fields.
          const badInput =
            CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'BAD_USER_INPUT';
          if (witness && badInput) return { witnessRefused: message };
          throw error;
        }
      });
      if (typeof view === 'object' && 'witnessRefused' in view) {
        setWitnessRefusal(view.witnessRefused);
        return;
      }
      setNamingWitness(false);
      setWitnessRefusal(undefined);
      if (typeof view === 'object') {
        setRefusal(view.refused);
        void fetchStatus().then(show);
      } else if (view) setUrl(view);
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
      {/* Before Authorised Officer (1) signs: the witness watches them sign, so who may witness comes first. */}
      {isPrimary && progress && progress.witnesses.length > 0 && (
        <Callout
          intent={Intent.PRIMARY}
          icon={false}
          title="Who may witness"
          className="lp-digital-signing__who"
        >
          <p>{WHO_MAY_WITNESS_MESSAGE}</p>
        </Callout>
      )}
      {!progress ? (
        <p className="lp-digital-signing__fetching" role="status">
          <Spinner size={16} /> Fetching status of signatures...
        </p>
      ) : (
        <ul className="lp-signer-rows" aria-label="Signatures">
          {signerRowsOf(progress, viewerEmail, isPrimary, signerNames).map((row) => (
            <li key={row.label} className="lp-signer-rows__row">
              <span>{row.label}</span>
              {row.hint && <span className="lp-signer-rows__hint">{row.hint}</span>}
              {row.state === 'sign' ? (
                <Button
                  intent={Intent.PRIMARY}
                  loading={opening}
                  text="Sign"
                  onClick={() => (row.witness ? setNamingWitness(true) : void sign())}
                />
              ) : (
                <Tag minimal intent={row.state === 'completed' ? Intent.SUCCESS : Intent.NONE}>
                  {row.state}
                </Tag>
              )}
            </li>
          ))}
        </ul>
      )}
      <WitnessDialog
        isOpen={namingWitness}
        refusal={witnessRefusal}
        onCancel={() => {
          setNamingWitness(false);
          setWitnessRefusal(undefined);
        }}
        onContinue={(witness) => sign(witness)}
      />
      <QuoteSigningDialog
        url={url}
        onOutcome={closed}
        title="Sign your lease documents"
        frameTitle="Lease signing"
      />
      <Alert isOpen={!!refusal} confirmButtonText="OK" onClose={() => setRefusal(undefined)}>
        <p>{refusal}</p>
      </Alert>
    </div>
  );
}
