import path from 'node:path';

/**
 * The HTTP pact between the portal's DocuSign adapter (the consumer) and DocuSign eSignature REST v2.1
 * with its account server (the provider), shared by both sides' tests: where it is written, the
 * parties, the provider states by name and the examples the consumer sends.
 */
export const DOCUSIGN_PACT = {
  consumer: 'LeasePortal',
  provider: 'DocuSign',
  dir: path.resolve(__dirname, '../../../../../contracts/pacts'),
  file: 'LeasePortal-DocuSign.json',
  /**
   * Each API state hands over `accountId` (the account the integration acts for) and `reference`, the
   * reference it stands for (the provider's may differ: its envelopes outlive a state); those with an
   * envelope also `envelopeId`, and the sent one `tabId`, the witness's text tab's id.
   */
  states: {
    account: 'the integration may act for an account',
    /** With `{ reference }`. */
    noEnvelope: 'no envelope was sent under the reference',
    /** With `{ reference }`: `aWitnessedLeaseEnvelope` sent under it, nobody has signed yet. */
    sent: 'an envelope was sent to a signer and their witness',
    /** With `{ reference }`: the same envelope, signed by both. */
    completed: 'an envelope was signed by its signer and their witness',
  },
} as const;

/** The consumer's examples, and what the provider's states stand in for. */
export const DOCUSIGN_EXAMPLES = {
  integrationKey: 'c0ffee00-0000-4000-8000-0000000001c1',
  userId: 'c0ffee00-0000-4000-8000-000000000a5e',
  accountId: 'a1b2c3d4-0000-4000-8000-00000000ac01',
  envelopeId: '93be49ab-0000-4000-8000-00000000e1a1',
  unknownEnvelopeId: '00000000-0000-4000-8000-0000000000ff',
  tabId: '5d1b2c3a-0000-4000-8000-0000000007ab',
  accessToken: 'eyJ0eXAiOiJNVCIsImFsZyI6IlJTMjU2In0.pact-access-token',
  returnUrl: 'https://au.example.org/applications/app-1/leasesign',
} as const;
