import path from 'node:path';

/**
 * The HTTP pact between the portal's Addressfinder adapter (the consumer) and Addressfinder's AU and NZ
 * address APIs (the provider), shared by both sides' tests: where it is written, the parties, the
 * provider states by name and the examples the consumer sends.
 */
export const ADDRESSFINDER_PACT = {
  consumer: 'LeasePortal',
  provider: 'Addressfinder',
  dir: path.resolve(__dirname, '../../../../../contracts/pacts'),
  file: 'LeasePortal-Addressfinder.json',
  /**
   * The states of the provider's register. Those naming an address hand over its `id` (AU) or `pxid`
   * (NZ): ids are the provider's own, and change with a data refresh.
   */
  states: {
    /** With `{ street, locality }`: several addresses in that street of that AU locality. */
    auStreet: 'the AU register holds addresses in a street',
    /** With `{ street, locality }`: the same in NZ. */
    nzStreet: 'the NZ register holds addresses in a street',
    /** Nothing in either register matches the text. */
    noMatch: 'no address matches the text',
    /** An AU address of a unit in a building, handing over its `id`. */
    auUnit: 'the AU register holds an address of a unit',
    /** An NZ address of a unit, handing over its `pxid`. */
    nzUnit: 'the NZ register holds an address of a unit',
    /** No AU record has the id. */
    unknownId: 'no AU address has the id',
  },
} as const;

/** The consumer's examples: the account's key and secret stand for the provider's own. */
export const ADDRESSFINDER_EXAMPLES = {
  key: 'PACTEXAMPLEKEY0000000000000000',
  secret: 'pact-example-secret-0000000000000000',
  /** A key no account has, for the refusal. */
  unknownKey: 'NOSUCHKEY',
  auId: '8097e3df-a3ab-43ad-bc66-22c8f5812361',
  nzPxid: '2-.3.1q.2.4G.4c',
  unknownId: '00000000-0000-4000-8000-000000000000',
} as const;
