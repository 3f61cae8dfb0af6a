import path from 'node:path';

/**
 * The HTTP pact between an introducer's system (the consumer) and the portal's introducers' lead API
 * (the provider; contracts/openapi/introducer-leads.yaml, decision 2121), shared by both sides' tests:
 * where it is written, the parties, the provider states and the examples sent.
 */
export const INTRODUCER_LEADS_PACT = {
  consumer: 'Introducer',
  provider: 'LeasePortal',
  dir: path.resolve(__dirname, '../../../../contracts/pacts'),
  file: 'Introducer-LeasePortal.json',
  /** Each state is given `{ orgId }` and hands back `key`, a key made for it. */
  states: {
    key: "the organisation's introducer holds a key",
    otherOrganisationsKey: "the introducer holds a key of another organisation's",
    revokedKey: "the organisation's introducer holds a key the provider revoked",
    keyAtItsLimit: "the organisation's introducer holds a key that sent as many leads as it may this minute",
    /** Also hands back `leadId`, the id the enquiry was answered with. */
    enquirySentUnderIdempotencyKey:
      "the organisation's introducer sent the example enquiry under the example Idempotency-Key",
  },
} as const;

/** What the introducer sends: the organisation it introduces for, and its example leads. */
export const INTRODUCER_EXAMPLES = {
  orgId: 'org-au-demo',
  /** Stands for the key the provider state makes (`lpi_` and 256 random bits). */
  key: 'lpi_3q2-pact-example-introducer-key-ZmFrZSBrZXk',
  cluster: 'au-east-1',
  /** The introducer's own id for the lead, sent as its Idempotency-Key. */
  idempotencyKey: 'crm-lead-000481',
  /** Stands for the lead id the provider answered the first sending with. */
  leadId: '7c1e4a9b-2d3f-5e6a-8b7c-9d0e1f2a3b4c',
  enquiry: {
    business: { name: 'Lygon Street Espresso', businessNumber: '51824753556', entityType: 'IND' },
    contact: {
      firstName: 'Alex',
      lastName: 'Driver',
      phone: '0491570156',
      email: 'alex@fleetco.example',
      postCode: '3053',
    },
    fleetSize: 4,
    yearsTrading: '2 - 5 years',
    message: 'Two utes before June, please.',
    vehicles: [{ catalogVehicleId: 'TOY-HILUX-2026', distanceKm: 15000, months: 36 }],
  },
  callBack: {
    firstName: 'Sam',
    lastName: 'Rider',
    phone: '0491570156',
    email: 'sam@fleetco.example',
    message: 'After 3pm is best.',
  },
} as const;
