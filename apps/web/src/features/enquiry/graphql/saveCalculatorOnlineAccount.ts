import { graphql } from '../../../gql';

/** An enquiry of type 'register', or about one vehicle: an online account request. */
export const SaveCalculatorOnlineAccount = graphql(`
  mutation saveCalculatorOnlineAccount($calcLeadOpp: EnquiryInput!) {
    saveCalculatorOnlineAccount(calcLeadOpp: $calcLeadOpp) {
      status
      message
      results {
        leadId
        vehicleApplicationId
        opportunityId
      }
    }
  }
`);
