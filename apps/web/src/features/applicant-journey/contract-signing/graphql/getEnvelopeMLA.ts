import { graphql } from '../../../../gql';

/** The lease envelope's signer and witness rows; the first call sends the envelope (journey §7). */
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
    }
  }
`);
