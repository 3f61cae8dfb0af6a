import { z } from 'zod';

/**
 * The subset of Addressfinder's AU and NZ address APIs the portal speaks, under Addressfinder's own
 * names (https://addressfinder.com/nz/docs/api/): the autocomplete of each country, then the metadata
 * of the chosen completion. AU metadata answers an empty attribute as null; NZ leaves it out. Objects
 * are read loosely: Addressfinder adds fields freely (census areas, coordinates, highlighting).
 */

/** Where each call lives, under the API's base (https://api.addressfinder.io by default). */
export const ADDRESSFINDER_PATHS = {
  auAutocomplete: '/api/au/address/autocomplete',
  auMetadata: '/api/au/address/metadata',
  nzAutocomplete: '/api/nz/address/autocomplete',
  nzMetadata: '/api/nz/address/metadata',
} as const;

/** The error codes the portal acts on; the others are named in the answer's message. */
export const ADDRESSFINDER_ERRORS = {
  /** A parameter missing or wrong: our request. */
  validation: '1000',
  /** "The record you are trying to load does not exist": an id unknown, or made stale by a data refresh. */
  recordNotFound: '1011',
} as const;

/**
 * Errors about the account rather than the request: the key, the secret, the plan or its limits, the
 * domain or IP allowed. An operator must act; the customer can only enter the address by hand.
 */
export const ACCOUNT_ERROR_CODES: ReadonlySet<string> = new Set([
  '1001', // Key not found
  '1002', // Key not provided
  '1003', // Domain not registered
  '1004', // Secret not provided
  '1005', // Direct API calls not permitted on the plan
  '1006', // Invalid credentials
  '1008', // Secret should not be supplied
  '1009', // Free lookups exceeded
  '1010', // Account not authorised to use this API
  '1012', // Account not authorised to use this API
  '1016', // Domain blocked
  '1017', // Service not enabled on the plan
  '1018', // IP address blocked
  '1020', // Trial ended
  '1021', // Trial lookups exceeded
  '1023', // Plan paused
]);

/** `{ completions: [], message, error_code, success: false }`, with any status the API answers it. */
export const errorWire = z.looseObject({
  success: z.literal(false).optional(),
  error_code: z.union([z.string(), z.number()]).transform(String),
  message: z.string().optional(),
});
export type ErrorWire = z.infer<typeof errorWire>;

const text = z.string().nullish();

/** AU: `{ completions: [{ full_address, id }], success }`. */
export const auCompletionWire = z.looseObject({ id: z.string(), full_address: z.string() });
export const auAutocompleteWire = z.looseObject({
  completions: z.array(auCompletionWire),
  success: z.boolean().optional(),
});
export type AuAutocompleteWire = z.infer<typeof auAutocompleteWire>;

/** AU metadata of one address (GNAF or PAF). Street numbers 1 and 2 are the two ends of a range. */
export const auMetadataWire = z.looseObject({
  id: z.string(),
  full_address: z.string(),
  lot_identifier: text,
  site_name: text,
  unit_type: text,
  unit_identifier: text,
  level_type: text,
  level_number: text,
  street_number_1: text,
  street_number_2: text,
  street_name: text,
  street_type: text,
  street_suffix: text,
  locality_name: text,
  state_territory: text,
  postcode: text,
  success: z.boolean().optional(),
});
export type AuMetadataWire = z.infer<typeof auMetadataWire>;

/** NZ: `{ completions: [{ a, pxid, v }], success }`; `v` is deprecated and ignored. */
export const nzCompletionWire = z.looseObject({ pxid: z.string(), a: z.string() });
export const nzAutocompleteWire = z.looseObject({
  completions: z.array(nzCompletionWire),
  success: z.boolean().optional(),
});
export type NzAutocompleteWire = z.infer<typeof nzAutocompleteWire>;

/** NZ metadata of one address (LINZ or NZ Post). `street` already holds the street type. */
export const nzMetadataWire = z.looseObject({
  pxid: z.string(),
  a: z.string(),
  building_name: text,
  unit_type: text,
  unit_identifier: text,
  floor: text,
  number: text,
  alpha: text,
  street: text,
  street_name: text,
  street_type: text,
  suburb: text,
  city: text,
  postcode: text,
  region: text,
  success: z.boolean().optional(),
});
export type NzMetadataWire = z.infer<typeof nzMetadataWire>;

/** An answer, or the error Addressfinder gave instead (a 200 may carry one too). */
export const orError = <Answer extends z.ZodType>(answer: Answer) => z.union([errorWire, answer]);
