import { graphql } from '../../../gql';

/** Sets a new password with the reset link's hash; an error string when it failed. */
export const ResetPassword = graphql(`
  mutation resetPassword($email: String!, $hash: String!, $password: String!) {
    resetPassword(email: $email, hash: $hash, password: $password) {
      error
    }
  }
`);
