import { graphql } from '../../../../gql';

/** The lease envelope's signer and witness rows, and whether the portal recorded it finished (journey §7). */
export const GetEnvelopeMla = graphql(`
  mutation getEnvelopeMLA($applicationId: ID!) {
    getEnvelopeMLA(applicationId: $applicationId) {
      status {
        signers {
          email
          status
        }
        witnesses {
          roleName
          status
        }
      }
      finished
    }
  }
`);
