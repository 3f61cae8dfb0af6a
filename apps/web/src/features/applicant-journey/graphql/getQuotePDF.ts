import { graphql } from '../../../gql';

/** A link to the quote as a PDF, generated from the application with the organisation's brand. */
export const GetQuotePdf = graphql(`
  mutation getQuotePDF {
    getQuotePDF {
      url
    }
  }
`);
