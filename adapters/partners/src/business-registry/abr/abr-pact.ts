import path from 'node:path';

/**
 * The HTTP pact between the portal's ABR adapter (the consumer) and the ABR's ABN Lookup JSON services
 * (the provider), shared by both sides' tests: where it is written, the parties, the provider states
 * by name and the examples the consumer sends.
 */
export const ABR_PACT = {
  consumer: 'LeasePortal',
  provider: 'ABR',
  dir: path.resolve(__dirname, '../../../../../contracts/pacts'),
  file: 'LeasePortal-ABR.json',
  /** The states with a number hand it over: `abn`, or `acn`. */
  states: {
    namesMatch: 'businesses are registered whose names match the search',
    noNameMatches: 'no business has a name matching the search',
    /** Hands over `abn`. */
    abnRegistered: 'a business is registered under an ABN',
    /** Hands over `acn`. */
    acnRegistered: 'a company is registered under an ACN',
    /** Hands over `abn`: one that passes its check digits. */
    abnUnknown: 'no business is registered under an ABN',
  },
} as const;

export const ABR_EXAMPLES = {
  /** The GUID the consumer sends; the provider's verification puts in its own. */
  guid: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
  /** A GUID nobody was issued, which the provider refuses. */
  unknownGuid: '00000000-0000-4000-8000-000000000000',
  name: 'harbour',
  abn: '53004085616',
  acn: '004085616',
  unknownAbn: '51824753556',
} as const;
