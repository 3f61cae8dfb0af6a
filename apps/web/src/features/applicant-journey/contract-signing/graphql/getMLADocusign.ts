import { graphql } from '../../../../gql';

/** A one-time signing view of the caller's own row of the lease envelope (journey §7), or their witness's (decision 2047). */
export const GetMlaDocusign = graphql(`
  mutation getMLADocusign(
    $applicationId: ID!
    $isCurrentUserPrimary: Boolean!
    $returnUrl: String!
    $witness: WitnessInput
  ) {
    getMLADocusign(
      applicationId: $applicationId
      isCurrentUserPrimary: $isCurrentUserPrimary
      returnUrl: $returnUrl
      witness: $witness
    ) {
      url
    }
  }
`);
