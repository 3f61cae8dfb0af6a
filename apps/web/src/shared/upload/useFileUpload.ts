import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ACCEPTED_TYPES, type FileKind } from '@lease-portal/domain';
import { putFile } from './put-file';
import { RequestUpload } from './graphql/requestUpload';
import { SaveUploadedFile } from './graphql/saveUploadedFile';

/** A stored file as the application refers to it. */
export interface UploadedFileRef {
  uuid: string;
  fileName: string;
  mimeType: string;
}

/**
 * The content type to declare for a file: the browser's, else the one its extension stands for
 * (some browsers give .doc or .xls no type at all).
 */
export function contentTypeOf(file: { name: string; type: string }, kind: FileKind): string {
  if (file.type) return file.type;
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const accepted = ACCEPTED_TYPES[kind].find((type) => type.extensions.includes(extension));
  return accepted?.declared[0] ?? 'application/octet-stream';
}

/**
 * Uploads one file the portal's way (decision 1600): getSignedUrl → HTTP PUT of the bytes → saveFile.
 * Resolves with the saved file; any failure rejects, for the caller to report.
 */
export function useFileUpload(kind: FileKind) {
  const client = useApolloClient();
  return useCallback(
    async (
      file: File,
      { applicationId, onProgress }: { applicationId?: string; onProgress?: (fraction: number) => void } = {},
    ): Promise<UploadedFileRef> => {
      const mimeType = contentTypeOf(file, kind);
      const described = {
        fileName: file.name,
        mimeType,
        size: file.size,
        kind,
        ...(applicationId ? { applicationId } : {}),
      };
      const { data: granted } = await client.mutate({
        mutation: RequestUpload,
        variables: { file: described },
      });
      if (!granted) throw new Error('No upload URL');
      const { uuid, signedUrl } = granted.getSignedUrl;
      await putFile(signedUrl, file, mimeType, onProgress);
      const { data: saved } = await client.mutate({
        mutation: SaveUploadedFile,
        variables: { file: { ...described, uuid } },
      });
      if (!saved) throw new Error('File not saved');
      return {
        uuid: saved.saveFile.uuid,
        fileName: saved.saveFile.fileName ?? file.name,
        mimeType: saved.saveFile.mimeType ?? mimeType,
      };
    },
    [client, kind],
  );
}
