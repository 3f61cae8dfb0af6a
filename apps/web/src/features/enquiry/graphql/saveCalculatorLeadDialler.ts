import { graphql } from '../../../gql';

/** An enquiry of type 'call': a lead for the dialler. */
export const SaveCalculatorLeadDialler = graphql(`
  mutation saveCalculatorLeadDialler($calcLeadDialler: EnquiryInput!) {
    saveCalculatorLeadDialler(calcLeadDialler: $calcLeadDialler) {
      leadId
      success
    }
  }
`);
