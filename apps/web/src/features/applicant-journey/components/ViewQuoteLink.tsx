import { Button } from '@blueprintjs/core';
import { useQuoteDownload } from '../hooks/useQuoteDownload';
import type { JourneyApplication } from '../journey-view';

/** The Review Quote step's 'View Quote' once the quote is signed (journey §2). */
export function ViewQuoteLink({ application }: { application: JourneyApplication }) {
  const { download, busy } = useQuoteDownload(application);
  return (
    <Button
      className="lp-progress-list__link"
      variant="minimal"
      loading={busy}
      text="View Quote"
      onClick={() => void download()}
    />
  );
}
