import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Spinner } from '@blueprintjs/core';
import { journeyPath } from '../../journey-view';
import { QUOTE_SIGN_CANCEL_DELAY_MS, returnPageKind } from '../../quote-sign-return';
import { quoteSigningMessage } from '../../quote-signing-message';
import '../../journey.css';

/**
 * quotesign-mla: where the lease's signing view returns (journey §2). It only closes the signing
 * dialog around it (after 'Finish later', once 4000 ms have passed); the page around it then asks the
 * portal for the rows, which learns from the e-signature service who has signed, never from this
 * address. Opened on its own, it leads back to the review-and-sign page.
 */
export default function LeaseSignReturnPage() {
  const { applicationId = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const kind = returnPageKind(search.get('event'));

  useEffect(() => {
    const close = () => {
      const around = window.parent !== window ? window.parent : (window.opener as Window | null);
      if (around) around.postMessage(quoteSigningMessage('cancel'), window.location.origin);
      else void navigate(journeyPath(applicationId, 'reviewAndSignContract'));
    };
    const timer = window.setTimeout(close, kind === 'cancel' ? QUOTE_SIGN_CANCEL_DELAY_MS : 0);
    return () => window.clearTimeout(timer);
  }, [applicationId, kind, navigate]);

  return (
    <section className="lp-screen lp-quote-sign-return" aria-live="polite">
      <h1>Lease signing</h1>
      <Spinner aria-label="Checking your signature" />
      <p>This window closes automatically.</p>
    </section>
  );
}
