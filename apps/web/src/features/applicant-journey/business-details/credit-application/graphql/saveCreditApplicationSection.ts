import { graphql } from '../../../../../gql';

/** Saves one step of the credit application (journey §4 'Business details steps'). */
export const SaveCreditApplicationSection = graphql(`
  mutation saveCreditApplicationSection($applicationId: ID!, $params: PropertyUpdateInput!) {
    createOrUpdateProperty(applicationId: $applicationId, params: $params) {
      status
      message
    }
  }
`);
