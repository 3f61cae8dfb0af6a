import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useErrorDialog } from '../../../shared/error-dialog/useErrorDialog';
import { saveDownload } from '../contract-signing/hooks/usePaperDocuments';
import { GetSignedDocuments } from '../graphql/getSignedDocuments';

/**
 * Download signed documents on the finished home (decision 2091): each file the portal answers,
 * saved under its name; a failure shows the error dialog with Try Again, as Download Quote does.
 */
export function useSignedDocumentsDownload(applicationId: string): {
  download: () => Promise<void>;
  busy: boolean;
} {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const [busy, setBusy] = useState(false);

  const download = useCallback(async () => {
    setBusy(true);
    try {
      const files = await runWithRetry(async () => {
        // Asked afresh each time: documents are not kept in the browser's cache.
        const { data } = await client.query({
          query: GetSignedDocuments,
          variables: { applicationId },
          fetchPolicy: 'no-cache',
        });
        const answered = data?.signedDocuments.files;
        if (!answered?.length) throw new Error('No signed documents');
        return answered;
      });
      for (const file of files ?? []) saveDownload(file.url, file.fileName);
    } finally {
      setBusy(false);
    }
  }, [applicationId, client, runWithRetry]);

  return { download, busy };
}
