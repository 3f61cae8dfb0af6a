import { graphql } from '../../../../gql';

/** Confirms the business chosen in the Company Lookup with its industry (journey §4 'Onboarding'). */
export const ConfirmBusiness = graphql(`
  mutation confirmBusiness($applicationId: ID!, $params: PropertyUpdateInput!) {
    createOrUpdateProperty(applicationId: $applicationId, params: $params) {
      status
      message
    }
  }
`);
