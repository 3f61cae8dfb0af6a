import { graphql } from '../../../../gql';

/** The decided results of the application's credit check (journey §7); empty while the service decides. */
export const CreditCheck = graphql(`
  query creditCheck($param: String!, $applicationType: ApplicationType) {
    creditCheck(param: $param, applicationType: $applicationType) {
      id_reference_internal
      status
      result
    }
  }
`);
