import { graphql } from '../../../gql';

/** Saves where the journey starts (status or statusSecondary) before its first step opens. */
export const SetJourneyStatus = graphql(`
  mutation setJourneyStatus($applicationId: ID!, $params: PropertyUpdateInput!) {
    createOrUpdateProperty(applicationId: $applicationId, params: $params) {
      status
      message
    }
  }
`);
