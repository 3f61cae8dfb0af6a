import { graphql } from '../../../../gql';

/** Authorised Officer (1) gives the bank account for the direct debit (decision 2081); it answers masked. */
export const RecordDirectDebitAccount = graphql(`
  mutation recordDirectDebitAccount($applicationId: ID!, $account: DirectDebitAccountInput!) {
    recordDirectDebitAccount(applicationId: $applicationId, account: $account) {
      region
      accountName
      bsb
      accountNumber
      bank
      branch
      account
      suffix
    }
  }
`);
