import { graphql } from '../../../../gql';

/** The Industry dropdown's entries (journey §7). */
export const Industries = graphql(`
  query industries {
    industries {
      docId
      name
    }
  }
`);
