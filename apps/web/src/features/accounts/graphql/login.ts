import { graphql } from '../../../gql';

/** Signs in to the organisation of the page's host; answers the opaque token and the user. */
export const Login = graphql(`
  mutation login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      expiresAt
      user {
        id
        orgId
        firstName
        lastName
        email
        contactNumber
        region
      }
    }
  }
`);
