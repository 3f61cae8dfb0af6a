import { graphql } from '../../../../gql';

/** The Sub Group dropdown's entries for the chosen industry and sub division (journey §7). */
export const SubGroups = graphql(`
  query subGroups($industryId: String!, $subDivisionId: String!) {
    subGroups(industryId: $industryId, subDivisionId: $subDivisionId) {
      docId
      name
    }
  }
`);
