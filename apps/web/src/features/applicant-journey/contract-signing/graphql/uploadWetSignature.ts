import { graphql } from '../../../../gql';

/** Fills a signed document's slot with an uploaded PDF (journey §7). */
export const UploadWetSignature = graphql(`
  mutation uploadWetSignature(
    $applicationId: ID!
    $wetSignatureObjName: String!
    $uploadFileObj: UploadedFileInput!
  ) {
    uploadWetSignature(
      applicationId: $applicationId
      wetSignatureObjName: $wetSignatureObjName
      uploadFileObj: $uploadFileObj
    ) {
      url
    }
  }
`);
