import { graphql } from '../../../gql';

/** The CRM customer account: its source and credit total decide the credit-application offer. */
export const GetSalesforceAccountByUser = graphql(`
  query getSalesforceAccountByUser {
    getSalesforceAccountByUser {
      AccountSource
      Credit_Total_Value__c
    }
  }
`);
