import { graphql } from '../../../../gql';

/** The paper documents to download: one by its key, or 'download-all' (journey §7). */
export const GetWetSignatureUrl = graphql(`
  mutation getWetSignatureUrl($applicationId: ID!, $wetSignatureObjName: String!) {
    getWetSignatureUrl(applicationId: $applicationId, wetSignatureObjName: $wetSignatureObjName) {
      files {
        url
        fileName
      }
    }
  }
`);
