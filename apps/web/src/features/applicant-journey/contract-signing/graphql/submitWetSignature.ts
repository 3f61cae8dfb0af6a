import { graphql } from '../../../../gql';

/** Submit & Complete: the signed documents are submitted and the application finished (journey §7). */
export const SubmitWetSignature = graphql(`
  mutation submitWetSignature($applicationId: ID!, $status: String!) {
    submitWetSignature(applicationId: $applicationId, status: $status) {
      url
    }
  }
`);
