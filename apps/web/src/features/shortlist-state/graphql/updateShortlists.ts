import { graphql } from '../../../gql';

/** Saves the signed-in customer's shortlist on their application (calculator §4, §7). */
export const UpdateShortlists = graphql(`
  mutation updateShortlists($applicationId: ID, $userId: ID!, $shortlists: JSON!) {
    updateShortlists(applicationId: $applicationId, userId: $userId, shortlists: $shortlists) {
      success
      message
    }
  }
`);
