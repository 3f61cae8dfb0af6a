import { z } from 'zod';

/**
 * The lead dialler's wire as the portal publishes it (contracts/openapi/lead-dialler.yaml, decision
 * 2118), described once here and read by the adapter and the portal's dialler sandbox alike. The
 * description is the authority: tools hold the pact to it.
 */

/** The token endpoint and the leads resource, under the dialler's base URL. */
export const DIALLER_PATHS = { token: '/oauth/token', leads: '/leads' } as const;

/** The scope a token must carry to hand leads over. */
export const LEADS_SCOPE = 'leads:write';

export const tokenWire = z.object({
  access_token: z.string().min(1),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.number().int().positive(),
  scope: z.string().optional(),
});

const phone = z.string().regex(/^\+?[0-9]{6,15}$/);

/** A lead to ring: the person, their business when they gave one, their message and the vehicles. */
export const leadWire = z.strictObject({
  /** Our reference (the lead id), the same as the Idempotency-Key header. */
  reference: z.string().min(1).max(64),
  /** The organisation whose portal the visitor used: whose brand the specialist speaks for. */
  organisation: z.string().min(1).max(64),
  region: z.enum(['AU', 'NZ']),
  contact: z.strictObject({
    firstName: z.string().min(1).max(40),
    lastName: z.string().min(1).max(40),
    phone,
    email: z.email().max(254),
  }),
  business: z.strictObject({ name: z.string().min(1).max(200), number: z.string().max(20) }).optional(),
  message: z.string().max(1000).optional(),
  /** Catalogue ids of the shortlisted vehicles, to talk about on the call. */
  vehicles: z.array(z.string().min(1).max(100)).max(3),
});
export type LeadWire = z.infer<typeof leadWire>;

/** The dialler queued the lead (201), or had it already under the key (200): its own id either way. */
export const leadAcceptedWire = z.object({
  leadId: z.string().min(1),
  reference: z.string(),
  status: z.enum(['queued', 'dialling', 'completed']),
});

/** A refusal, as RFC 9457 problem details. */
export const problemWire = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
