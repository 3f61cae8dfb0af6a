import { graphql } from '../../../gql';

/** Signs in to the organisation of the page's host; the session arrives as an HttpOnly cookie. */
export const Login = graphql(`
  mutation login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
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
