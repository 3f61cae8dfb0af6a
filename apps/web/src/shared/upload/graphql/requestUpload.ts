import { graphql } from '../../../gql';

/** Where to PUT a file's bytes (decision 1600): the first of getSignedUrl → PUT → saveFile. */
export const RequestUpload = graphql(`
  mutation requestUpload($file: FileInput!) {
    getSignedUrl(file: $file, shouldUpload: false) {
      uuid
      signedUrl
      fileName
      mimeType
    }
  }
`);
