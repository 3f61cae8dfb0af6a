import { graphql } from '../../../../gql';

/** The registry's companies matching what the officer typed in the Company Lookup dialog (journey §2, §7). */
export const CompanyLookup = graphql(`
  query companyLookup($param: String!, $region: Region!) {
    getBusinessInfo(param: $param, region: $region) {
      rows {
        name
        abn
        status
        postCode
        stateCode
        entityType
        registerNumber
      }
    }
  }
`);
