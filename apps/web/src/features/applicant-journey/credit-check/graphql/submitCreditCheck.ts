import { graphql } from '../../../../gql';

/**
 * Submits the application for its credit check (journey §7). The review sends the fixed testing
 * value 'accept'; the secondary's and the on-hold screen's resubmission send only the application.
 */
export const SubmitCreditCheck = graphql(`
  mutation submitCreditCheck($payload: CreditCheckSubmissionInput!) {
    submitCreditCheck(payload: $payload) {
      id_reference_internal
      status
      result
    }
  }
`);
