import path from 'node:path';
import type { CreditEnquiry } from '@lease-portal/domain';

/**
 * The HTTP pact between the portal's credit decision adapter (the consumer) and a service implementing
 * the contract the portal publishes (contracts/openapi/credit-decision.yaml, the provider), shared by
 * both sides' tests: where it is written, the parties, the provider states and the examples sent.
 */
export const CREDIT_DECISION_PACT = {
  consumer: 'LeasePortal',
  provider: 'CreditDecision',
  dir: path.resolve(__dirname, '../../../../contracts/pacts'),
  file: 'LeasePortal-CreditDecision.json',
  /** Each state hands over `reference`, a reference of its own (a service keeps every enquiry it made). */
  states: {
    /** With `{ reference }`. */
    nothing: 'no enquiry was made under the reference',
    /** With `{ reference }`: `aCreditEnquiry(reference)` made under it, not decided yet. */
    pending: 'an enquiry under the reference awaits its decision',
    /** With `{ reference }`: `aCreditEnquiry(reference)` made under it and approved. */
    approved: 'an enquiry under the reference was approved',
  },
} as const;

/** The consumer's examples. */
export const CREDIT_DECISION_EXAMPLES = {
  clientId: 'lease-portal-pact-example',
  clientSecret: 'pact-example-client-secret',
  accessToken: 'pact-example-access-token',
  /** An application's id and its first submission. */
  reference: '6f1c0e4a-0000-4000-8000-00000000c7e1:1',
  enquiryId: 'CE-0001',
  submittedAt: '2026-11-27T09:00:00.000Z',
  decidedAt: '2026-11-27T09:00:04.000Z',
} as const;

/** The submission the pact's examples make, under a reference: a guaranteed company, one officer. */
export function aCreditEnquiry(reference: string): CreditEnquiry {
  return {
    reference,
    orgId: 'fleet-co',
    region: 'AU',
    business: {
      name: 'Lygon Street Espresso Pty Ltd',
      businessNumber: '51824753556',
      entityType: 'Australian Private Company',
    },
    requestedLimit: 120_000,
    personalGuarantee: true,
    statementsProvided: false,
    applicants: [{ name: 'Alex Driver', role: 'primary', identityVerified: true }],
  };
}
