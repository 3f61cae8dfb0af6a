import { graphql } from '../../../gql';

/** Moves the user's sales opportunity to a new stage. */
export const UpdateQuoteStageName = graphql(`
  mutation updateQuoteStageName($applicationId: ID!, $stageName: String!) {
    updateQuoteStageName(applicationId: $applicationId, stageName: $stageName) {
      status
      message
    }
  }
`);
