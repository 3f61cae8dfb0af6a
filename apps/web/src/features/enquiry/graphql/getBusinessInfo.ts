import { graphql } from '../../../gql';

/** The businesses matching what the visitor typed in the enquiry's business lookup. */
export const GetBusinessInfo = graphql(`
  query getBusinessInfo($param: String!, $region: Region!) {
    getBusinessInfo(param: $param, region: $region) {
      rows {
        name
        abn
        postCode
        stateCode
        entityType
      }
    }
  }
`);
