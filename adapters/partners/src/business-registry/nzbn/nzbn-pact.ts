import path from 'node:path';

/**
 * The HTTP pact between the portal's NZBN adapter (the consumer) and the NZBN API v5 (the provider),
 * shared by both sides' tests: where it is written, the parties, the provider states by name and the
 * examples the consumer sends.
 */
export const NZBN_PACT = {
  consumer: 'LeasePortal',
  provider: 'NZBN',
  dir: path.resolve(__dirname, '../../../../../contracts/pacts'),
  file: 'LeasePortal-NZBN.json',
  states: {
    namesMatch: 'entities are registered whose names match the search',
    /** Hands over `nzbn`: an entity with a registered address, a published phone and e-mail. */
    registered: 'an entity is registered under an NZBN',
    /** Hands over `nzbn`: one that passes its check digit. */
    unknown: 'no entity is registered under an NZBN',
  },
} as const;

export const NZBN_EXAMPLES = {
  /** The subscription key the consumer sends; the provider's verification puts in its own. */
  subscriptionKey: 'c0ffee00c0ffee00c0ffee00c0ffee00',
  unknownSubscriptionKey: 'not-a-subscription-key',
  searchTerm: 'plumbing',
  nzbn: '9429041925676',
  unknownNzbn: '9429046246448',
} as const;
