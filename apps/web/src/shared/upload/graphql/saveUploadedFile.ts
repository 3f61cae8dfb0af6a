import { graphql } from '../../../gql';

/** Records a file whose bytes were PUT to its signed URL (decision 1600). */
export const SaveUploadedFile = graphql(`
  mutation saveUploadedFile($file: FileInput!) {
    saveFile(file: $file) {
      uuid
      signedUrl
      fileName
      mimeType
    }
  }
`);
