import { graphql } from '../../../gql';

/** Writes the scoreboard's status (starting the credit application sets viewShortlist). */
export const SetApplicationStatus = graphql(`
  mutation setApplicationStatus($applicationId: ID!, $params: PropertyUpdateInput!) {
    createOrUpdateProperty(applicationId: $applicationId, params: $params) {
      status
      message
    }
  }
`);
