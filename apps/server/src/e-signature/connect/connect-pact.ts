import path from 'node:path';

/**
 * The message pact between Connect (the provider: the sandbox's events) and the portal's listener (the
 * consumer), shared by both sides' tests: where it is written, who the parties are, the states and
 * messages by name, and the key both sides sign with in the pact's state.
 */
export const CONNECT_PACT = {
  consumer: 'LeasePortal',
  provider: 'DocuSignConnect',
  dir: path.resolve(__dirname, '../../../../../contracts/pacts'),
  file: 'LeasePortal-DocuSignConnect.json',
  /** Connect's HMAC key in the pact's states; it signs nothing outside the tests. */
  key: 'pact-connect-hmac-key',
  states: {
    signed: 'the one signer of an envelope has signed it',
    declined: 'the one signer of an envelope has declined it',
    voided: 'the sender has voided an envelope in progress',
  },
  /** Each carries our reference in the summary's custom fields; a recipient's event, the recipient. */
  messages: {
    recipientCompleted: 'a recipient-completed event naming the recipient, signed with the Connect key',
    completed: 'an envelope-completed event, signed with the Connect key',
    declined: 'an envelope-declined event, signed with the Connect key',
    voided: 'an envelope-voided event, signed with the Connect key',
  },
} as const;
