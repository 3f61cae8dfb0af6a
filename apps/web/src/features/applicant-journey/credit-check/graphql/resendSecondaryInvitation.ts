import { graphql } from '../../../../gql';

/**
 * Has Authorised Officer (2)'s invitation sent again with a new link (decision 2094): the on-hold page
 * of Authorised Officer (1). The answer says when it may next be sent.
 */
export const ResendSecondaryInvitation = graphql(`
  mutation resendSecondaryInvitation($applicationId: ID!) {
    resendSecondaryInvitation(applicationId: $applicationId) {
      status
      message
      nextResendAt
    }
  }
`);
