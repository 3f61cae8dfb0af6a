import path from 'node:path';
import type { DiallerLead } from '@lease-portal/domain';

/**
 * The HTTP pact between the portal's dialler adapter (the consumer) and a dialler implementing the
 * contract the portal publishes (contracts/openapi/lead-dialler.yaml, the provider), shared by both
 * sides' tests: where it is written, the parties, the provider states and the examples sent.
 */
export const LEAD_DIALLER_PACT = {
  consumer: 'LeasePortal',
  provider: 'LeadDialler',
  dir: path.resolve(__dirname, '../../../../contracts/pacts'),
  file: 'LeasePortal-LeadDialler.json',
  /** Each state hands over `reference`, a reference of its own (a dialler keeps every lead it queued). */
  states: {
    /** With `{ reference }`. */
    nothing: 'no lead was queued under the reference',
    /** With `{ reference }`: `aDiallerLead(reference)` queued under it. */
    queued: 'a lead was queued under the reference',
  },
} as const;

/** The consumer's examples. */
export const LEAD_DIALLER_EXAMPLES = {
  clientId: 'lease-portal-pact-example',
  clientSecret: 'pact-example-client-secret',
  accessToken: 'pact-example-access-token',
  reference: '6f1c0e4a-0000-4000-8000-00000000d1a1',
} as const;

/** The call enquiry the pact's examples hand over, under a reference. */
export function aDiallerLead(reference: string): DiallerLead {
  return {
    reference,
    orgId: 'fleet-co',
    region: 'AU',
    firstName: 'Alex',
    lastName: 'Driver',
    phone: '0491570156',
    email: 'alex@fleetco.example',
    businessName: 'Lygon Street Espresso',
    businessNumber: '51824753556',
    message: 'Two utes before June, please.',
    vehicles: ['TOY-HILUX-2026'],
  };
}
