import { graphql } from '../../../../gql';

/** The credit decision, pushed once when the service decides (decision 1660); over the WebSocket. */
export const CreditDecision = graphql(`
  subscription creditDecision($applicationId: ID!) {
    creditDecision(applicationId: $applicationId) {
      id_reference_internal
      status
      result
    }
  }
`);
