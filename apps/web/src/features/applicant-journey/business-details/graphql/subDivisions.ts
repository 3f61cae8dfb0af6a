import { graphql } from '../../../../gql';

/** The Sub Division dropdown's entries for the chosen industry (journey §7). */
export const SubDivisions = graphql(`
  query subDivisions($param: String!) {
    subDivisions(param: $param) {
      docId
      name
    }
  }
`);
