import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { GetWetSignatureUrl } from '../graphql/getWetSignatureUrl';
import { SendWetSignatureEmail } from '../graphql/sendWetSignatureEmail';

/** Saves a document the portal answered as a link under its download name. */
export function saveDownload(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export const DOWNLOAD_ALL = 'download-all';
export const SEND_ALL = 'send-all';

/**
 * Downloading and e-mailing the paper documents (journey §7). A download or e-mail that fails is only
 * logged (journey §8): the caller learns it from the answer.
 */
export function usePaperDocuments(applicationId: string) {
  const client = useApolloClient();

  const download = useCallback(
    async (wetSignatureObjName: string): Promise<boolean> => {
      try {
        const { data } = await client.mutate({
          mutation: GetWetSignatureUrl,
          variables: { applicationId, wetSignatureObjName },
        });
        for (const file of data?.getWetSignatureUrl.files ?? []) saveDownload(file.url, file.fileName);
        return true;
      } catch (error) {
        console.warn('The lease documents could not be downloaded', error);
        return false;
      }
    },
    [applicationId, client],
  );

  const email = useCallback(
    async (wetSignatureObjName: string, address: string): Promise<boolean> => {
      try {
        await client.mutate({
          mutation: SendWetSignatureEmail,
          variables: { applicationId, wetSignatureObjName, email: address },
        });
        return true;
      } catch (error) {
        console.warn('The lease documents could not be e-mailed', error);
        return false;
      }
    },
    [applicationId, client],
  );

  return { download, email };
}
