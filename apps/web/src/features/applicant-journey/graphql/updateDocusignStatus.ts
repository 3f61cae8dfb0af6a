import { graphql } from '../../../gql';

/** Asks the portal to record the signed quote; it checks the envelope itself before moving on. */
export const UpdateDocusignStatus = graphql(`
  mutation updateDocusignStatus($applicationId: ID!, $docusignStatus: ESignatureStatus!) {
    updateDocusignStatus(applicationId: $applicationId, docusignStatus: $docusignStatus) {
      status
      message
    }
  }
`);
