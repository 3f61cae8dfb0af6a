import { Button, Classes } from '@blueprintjs/core';
import { useBrand } from '../../../shared/organisation/useBrand';
import { OUTCOME_TEXT } from '../credit-check/outcome-text';
import { useSignedDocumentsDownload } from '../hooks/useSignedDocumentsDownload';

/**
 * A finished application's home: what happens next, and whom to call (decision 2083); the signed
 * documents to keep (decision 2091).
 */
export function FinishedNext({ applicationId }: { applicationId: string }) {
  const brand = useBrand();
  const signedDocuments = useSignedDocumentsDownload(applicationId);
  return (
    <section className="lp-home-next" aria-labelledby="lp-home-next-title">
      <h2 id="lp-home-next-title" className={Classes.HEADING}>
        {OUTCOME_TEXT.finishedNextTitle}
      </h2>
      <ol className="lp-home-next__steps">
        {OUTCOME_TEXT.finishedNext.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <Button
        className="lp-home-next__signed-documents"
        icon="download"
        text="Download signed documents"
        loading={signedDocuments.busy}
        onClick={() => void signedDocuments.download()}
      />
      <p>
        Questions? Call us on <a href={`tel:${brand.phoneNumber.replace(/\s+/g, '')}`}>{brand.phoneNumber}</a>{' '}
        or email <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    </section>
  );
}
