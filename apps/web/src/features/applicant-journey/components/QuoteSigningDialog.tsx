import { useEffect } from 'react';
import { Button, Dialog, DialogFooter } from '@blueprintjs/core';
import { quoteSigningOutcomeOf, type QuoteSigningOutcome } from '../quote-signing-message';

/**
 * The full-screen signing dialog (journey §2): the embedded signing view and Cancel. The quotesign
 * page inside the frame says when to move on or close.
 */
export function QuoteSigningDialog({
  url,
  onOutcome,
  title = 'Sign your quote',
  frameTitle = 'Quote signing',
}: {
  url: string | undefined;
  onOutcome: (outcome: QuoteSigningOutcome) => void;
  /** The lease's signing dialog names its own documents. */
  title?: string;
  frameTitle?: string;
}) {
  useEffect(() => {
    if (!url) return;
    const listen = (event: MessageEvent) => {
      const outcome = quoteSigningOutcomeOf(event, window.location.origin);
      if (outcome) onOutcome(outcome);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [url, onOutcome]);

  return (
    <Dialog
      className="lp-signing-dialog"
      title={title}
      isOpen={!!url}
      onClose={() => onOutcome('cancel')}
      canOutsideClickClose={false}
    >
      {url && <iframe className="lp-signing-dialog__frame" src={url} title={frameTitle} />}
      <DialogFooter actions={<Button text="Cancel" onClick={() => onOutcome('cancel')} />} />
    </Dialog>
  );
}
