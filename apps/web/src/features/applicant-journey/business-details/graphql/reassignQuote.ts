import { graphql } from '../../../../gql';

/** Sends the quote to another authorised officer; the requester's access ends (journey §2, §4). */
export const ReassignQuote = graphql(`
  mutation reassignQuote($userInfo: ApplicantInfoInput!) {
    reassignQuote(userInfo: $userInfo) {
      status
      message
    }
  }
`);
