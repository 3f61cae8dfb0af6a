import { graphql } from '../../../gql';

/** Ends the session of the token the request carries (revoked on the server). */
export const Logout = graphql(`
  mutation logout {
    logout
  }
`);
