import { graphql } from '../../../gql';

/** Whether the link's hash can still set a password; an error string when it cannot. */
export const PasswordLink = graphql(`
  query passwordLink($email: String!, $hash: String!) {
    passwordLink(email: $email, hash: $hash) {
      error
    }
  }
`);
