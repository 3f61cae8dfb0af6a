import { graphql } from '../../../gql';

/** The quote envelope's status, as the e-signature service knows it. */
export const GetEnvelope = graphql(`
  mutation getEnvelope {
    getEnvelope {
      status
    }
  }
`);
