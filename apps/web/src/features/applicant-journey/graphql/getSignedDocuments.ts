import { graphql } from '../../../gql';

/** The finished lease's signed documents, as links to save (decision 2091). */
export const GetSignedDocuments = graphql(`
  query signedDocuments($applicationId: ID!) {
    signedDocuments(applicationId: $applicationId) {
      files {
        url
        fileName
      }
    }
  }
`);
