import { graphql } from '../../../gql';

/** A one-time signing view of the quote that returns to the application's quotesign page. */
export const GetQuoteDocusign = graphql(`
  mutation getQuoteDocusign($returnUrl: String!) {
    getQuoteDocusign(returnUrl: $returnUrl) {
      url
    }
  }
`);
