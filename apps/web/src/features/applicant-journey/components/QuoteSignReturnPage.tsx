import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { Spinner } from '@blueprintjs/core';
import { useErrorDialog } from '../../../shared/error-dialog/useErrorDialog';
import { GetEnvelope } from '../graphql/getEnvelope';
import { UpdateDocusignStatus } from '../graphql/updateDocusignStatus';
import { journeyPath } from '../journey-view';
import { quoteSigningMessage, type QuoteSigningOutcome } from '../quote-signing-message';
import { QUOTE_SIGN_CANCEL_DELAY_MS, returnPageKind } from '../quote-sign-return';
import '../journey.css';

/**
 * Where the signing view returns (journey §2 'Quote sign return pages'). After Sign or Decline it asks
 * the portal for the envelope's status, never trusting the address: completed records the signature
 * and moves the page around it on; anything else closes the dialog. After 'Finish later' it waits
 * 4000 ms and closes the dialog.
 */
export default function QuoteSignReturnPage() {
  const { applicationId = '' } = useParams();
  const [search] = useSearchParams();
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const navigate = useNavigate();
  const kind = returnPageKind(search.get('event'));
  const started = useRef(false);

  useEffect(() => {
    const tell = (outcome: QuoteSigningOutcome) => {
      const around = window.parent !== window ? window.parent : (window.opener as Window | null);
      if (around) around.postMessage(quoteSigningMessage(outcome), window.location.origin);
      else void navigate(journeyPath(applicationId, outcome === 'next' ? 'businessDetails' : 'reviewQuote'));
    };
    if (kind === 'cancel') {
      const timer = window.setTimeout(() => tell('cancel'), QUOTE_SIGN_CANCEL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    // The status check runs once, even when the effect runs twice.
    if (started.current) return undefined;
    started.current = true;
    void (async () => {
      const recorded = await runWithRetry(async () => {
        const { data } = await client.mutate({ mutation: GetEnvelope });
        if (data?.getEnvelope.status !== 'completed') return false;
        await client.mutate({
          mutation: UpdateDocusignStatus,
          variables: { applicationId, docusignStatus: 'completed' },
        });
        return true;
      });
      tell(recorded ? 'next' : 'cancel');
    })();
    return undefined;
  }, [applicationId, client, kind, navigate, runWithRetry]);

  return (
    <section className="lp-screen lp-quote-sign-return" aria-live="polite">
      <h1>Quote signing</h1>
      <Spinner aria-label="Checking your signature" />
      <p>This window closes automatically.</p>
    </section>
  );
}
