import { graphql } from '../../../../gql';

/** One field of the review edited inline, or the privacy consent confirmed (decision 1220's paths). */
export const SaveReviewProperty = graphql(`
  mutation saveReviewProperty($applicationId: ID!, $params: PropertyUpdateInput!) {
    createOrUpdateProperty(applicationId: $applicationId, params: $params) {
      status
      message
    }
  }
`);
