import path from 'node:path';

/**
 * The HTTP pact between the portal's Salesforce adapter (the consumer) and Salesforce's REST API with
 * its OAuth token endpoint (the provider), shared by both sides' tests: where it is written, the
 * parties, the provider states by name and the examples the consumer sends.
 */
export const SALESFORCE_PACT = {
  consumer: 'LeasePortal',
  provider: 'Salesforce',
  dir: path.resolve(__dirname, '../../../../../contracts/pacts'),
  file: 'LeasePortal-Salesforce.json',
  /**
   * Every state hands over `reference`, a reference of its own (the provider's records outlive a
   * state); those with an account also `accountId`, those with an opportunity `opportunityId`.
   */
  states: {
    /** With `{ reference }`. */
    nothing: 'no record holds the reference',
    /** With `{ reference, accountId }`: an Account under the reference. */
    account: 'an account holds the reference',
    /** With `{ reference, accountId, opportunityId }`: an Opportunity at Needs Analysis on that account. */
    opportunity: 'an opportunity on the account holds the reference',
  },
} as const;

/** The consumer's examples, and what the provider's states stand in for. */
export const SALESFORCE_EXAMPLES = {
  clientId: '3MVG9pactExampleClientId0000000000000000000000000000000000000000000000000000000',
  clientSecret: 'pact-example-client-secret',
  accessToken: '00D000000000001!AQ8AQPactExampleAccessToken',
  reference: '6f1c0e4a-0000-4000-8000-00000000pac7',
  accountId: '001000000000001AAA',
  contactId: '003000000000002AAA',
  opportunityId: '006000000000003AAA',
  unknownAccountId: '001999999999999AAA',
  unknownOpportunityId: '006999999999999AAA',
} as const;
