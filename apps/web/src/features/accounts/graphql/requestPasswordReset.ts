import { graphql } from '../../../gql';

/** Asks for a reset e-mail; always answers true, so it never tells whether the address exists. */
export const RequestPasswordReset = graphql(`
  mutation requestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);
