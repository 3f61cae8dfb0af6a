import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { quoteFileName } from '@lease-portal/domain';
import { useErrorDialog } from '../../../shared/error-dialog/useErrorDialog';
import { GetQuotePdf } from '../graphql/getQuotePDF';
import type { JourneyApplication } from '../journey-view';

/**
 * Download Quote (journey §7 getQuotePDF): the link the portal answers, saved as
 * Quote_{reference}.pdf; a failure shows the error dialog with Try Again (§8).
 */
export function useQuoteDownload(application: JourneyApplication): {
  download: () => Promise<void>;
  busy: boolean;
} {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const [busy, setBusy] = useState(false);
  const quote = application.scoreboard.quoteDetails;

  const download = useCallback(async () => {
    setBusy(true);
    try {
      const url = await runWithRetry(async () => {
        const { data } = await client.mutate({ mutation: GetQuotePdf });
        const link = data?.getQuotePDF.url;
        if (!link) throw new Error('No quote link');
        return link;
      });
      if (!url) return;
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = quoteFileName(quote?.primaryQuoteReference, quote?.erpQuoteRef);
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    } finally {
      setBusy(false);
    }
  }, [client, quote?.erpQuoteRef, quote?.primaryQuoteReference, runWithRetry]);

  return { download, busy };
}
