import { graphql } from '../../../gql';

/** The CRM opportunity: how the lead came in and its stage. */
export const GetSalesforceOpportunityByUser = graphql(`
  query getSalesforceOpportunityByUser {
    getSalesforceOpportunityByUser {
      LeadSource
      StageName
    }
  }
`);
