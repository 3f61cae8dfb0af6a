import {
  CREDIT_RESULTS,
  type CreditEnquiry,
  type CreditEnquiryState,
  type CreditResult,
} from '@lease-portal/domain';
import { z } from 'zod';

/**
 * The credit decision service's wire as the portal publishes it (contracts/openapi/credit-decision.yaml,
 * decision 2120), described once here and read by the adapter and the portal's credit decision sandbox
 * alike. The description is the authority: tools hold the pact to it.
 */

/** The token endpoint and the enquiries resource, under the service's base URL. */
export const CREDIT_DECISION_PATHS = {
  token: '/oauth/token',
  enquiries: '/credit-enquiries',
  /** One enquiry, by the portal's reference. */
  enquiry: (reference: string) => `/credit-enquiries/${referenceInPath(reference)}`,
} as const;

/** The scope a token must carry to make enquiries and read their decisions. */
export const CREDIT_ENQUIRIES_SCOPE = 'credit-enquiries';

/**
 * A reference in a path segment: percent-encoded, but for the colon between the application and its
 * submission number, which a path segment may carry as it is (RFC 3986 pchar).
 */
export function referenceInPath(reference: string): string {
  return encodeURIComponent(reference).replaceAll('%3A', ':');
}

/** Our reference: the application's id and its submission number, e.g. 6f1c…:1. */
export const referenceWire = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/);

export const tokenWire = z.object({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.number().int().positive(),
  scope: z.string().optional(),
});

/** The limit's currency is the region's. */
const CURRENCY_OF = { AU: 'AUD', NZ: 'NZD' } as const;

/** One submission of an application: the business, the limit asked for, and the officers. */
export const creditEnquiryWire = z.strictObject({
  /** Our reference, the same as the Idempotency-Key header. */
  reference: referenceWire,
  /** The organisation whose portal the application came through. */
  organisation: z.string().min(1).max(64),
  region: z.enum(['AU', 'NZ']),
  business: z.strictObject({
    /** As the application gives it (the register's name). */
    name: z.string().max(200),
    /** The ABN (AU, 11 digits) or NZBN (NZ, 13 digits). */
    number: z
      .string()
      .regex(/^[0-9]{11}([0-9]{2})?$/)
      .optional(),
    /** The register's entity type, e.g. Australian Private Company. */
    entityType: z.string().max(100).optional(),
  }),
  requestedLimit: z.strictObject({
    amount: z.number().nonnegative(),
    currency: z.enum(['AUD', 'NZD']),
  }),
  personalGuarantee: z.boolean(),
  /** Whether financial statements were uploaded with the application. */
  statementsProvided: z.boolean(),
  /** Authorised Officer (1), and (2) when the business has a second. */
  officers: z
    .array(
      z.strictObject({
        name: z.string().max(100),
        role: z.enum(['primary', 'secondary']),
        identityVerified: z.boolean(),
      }),
    )
    .min(1)
    .max(2),
});
export type CreditEnquiryWire = z.infer<typeof creditEnquiryWire>;

/** An enquiry as the service knows it: pending until decided, then its result and when. */
export const creditEnquiryStateWire = z.discriminatedUnion('status', [
  z.object({
    enquiryId: z.string().min(1),
    reference: z.string(),
    status: z.literal('pending'),
    submittedAt: z.iso.datetime({ offset: true }),
  }),
  z.object({
    enquiryId: z.string().min(1),
    reference: z.string(),
    status: z.literal('decided'),
    submittedAt: z.iso.datetime({ offset: true }),
    /** approved, declined, refer or secondary_idscan_not_complete; the portal refers any other. */
    result: z.string().min(1),
    decidedAt: z.iso.datetime({ offset: true }),
  }),
]);
export type CreditEnquiryStateWire = z.infer<typeof creditEnquiryStateWire>;

/** A refusal, as RFC 9457 problem details. */
export const problemWire = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/** The enquiry as the published contract writes it. */
export function creditEnquiryWireOf(enquiry: CreditEnquiry): CreditEnquiryWire {
  return {
    reference: enquiry.reference,
    organisation: enquiry.orgId,
    region: enquiry.region,
    business: {
      name: enquiry.business.name,
      ...(enquiry.business.businessNumber
        ? { number: enquiry.business.businessNumber.replace(/\s+/g, '') }
        : {}),
      ...(enquiry.business.entityType ? { entityType: enquiry.business.entityType } : {}),
    },
    requestedLimit: { amount: enquiry.requestedLimit, currency: CURRENCY_OF[enquiry.region] },
    personalGuarantee: enquiry.personalGuarantee,
    statementsProvided: enquiry.statementsProvided,
    officers: enquiry.applicants.map(({ name, role, identityVerified }) => ({
      name,
      role,
      identityVerified,
    })),
  };
}

/** The enquiry the wire carries, in the domain's words (the sandbox decides on it). */
export function creditEnquiryOfWire(wire: CreditEnquiryWire): CreditEnquiry {
  return {
    reference: wire.reference,
    orgId: wire.organisation,
    region: wire.region,
    business: {
      name: wire.business.name,
      ...(wire.business.number ? { businessNumber: wire.business.number } : {}),
      ...(wire.business.entityType ? { entityType: wire.business.entityType } : {}),
    },
    requestedLimit: wire.requestedLimit.amount,
    personalGuarantee: wire.personalGuarantee,
    statementsProvided: wire.statementsProvided,
    applicants: wire.officers.map(({ name, role, identityVerified }) => ({ name, role, identityVerified })),
  };
}

/**
 * The service's answer in the domain's words. A result the contract does not name is referred to a
 * person, as the journey maps any other result (journey §4 'Credit check').
 */
export function creditEnquiryStateOf(wire: CreditEnquiryStateWire): CreditEnquiryState {
  const state = { enquiryId: wire.enquiryId, reference: wire.reference, submittedAt: wire.submittedAt };
  if (wire.status === 'pending') return { ...state, status: 'pending' };
  return { ...state, status: 'decided', result: knownResult(wire.result), decidedAt: wire.decidedAt };
}

/** The domain's state on the wire (the sandbox answers it). */
export function creditEnquiryStateWireOf(state: CreditEnquiryState): CreditEnquiryStateWire {
  const common = { enquiryId: state.enquiryId, reference: state.reference, submittedAt: state.submittedAt };
  return state.status === 'decided'
    ? {
        ...common,
        status: 'decided',
        result: state.result ?? 'refer',
        decidedAt: state.decidedAt ?? state.submittedAt,
      }
    : { ...common, status: 'pending' };
}

function knownResult(result: string): CreditResult {
  return (CREDIT_RESULTS as readonly string[]).includes(result) ? (result as CreditResult) : 'refer';
}
