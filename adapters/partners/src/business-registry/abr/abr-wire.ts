import { z } from 'zod';

/*
 * The ABR's ABN Lookup JSON web services, the subset the portal reads, under the ABR's own names
 * (https://abr.business.gov.au/json/, and the data dictionary at
 * https://abr.business.gov.au/Documentation/DataDictionary). Every answer is JSONP, `callback({...})`,
 * and is HTTP 200 even when it failed: the failure is the text in `Message`. Unknown fields are
 * ignored; a field the ABR leaves empty may come as '' or null.
 */

/** Where the ABR serves them: AbnDetails.aspx, AcnDetails.aspx and MatchingNames.aspx live under it. */
export const ABR_BASE_URL = 'https://abr.business.gov.au/json';

/** The register's partner name in the layer's logs, counts and errors. */
export const ABR_PARTNER = 'ABR';

const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? '');

/** AbnDetails.aspx and AcnDetails.aspx: one ABN's record; `Abn` is '' when none was found. */
export const abnDetails = z.object({
  Abn: text,
  /** 'Active' or 'Cancelled'. */
  AbnStatus: text,
  AbnStatusEffectiveFrom: text,
  Acn: text,
  AddressPostcode: text,
  AddressState: text,
  BusinessName: z.array(z.string()).nullish(),
  EntityName: text,
  EntityTypeCode: text,
  EntityTypeName: text,
  Message: text,
});
export type AbnDetails = z.output<typeof abnDetails>;

/** MatchingNames.aspx: every name that matched (entity, business and trading names), best first. */
export const matchingNames = z.object({
  Message: text,
  Names: z
    .array(
      z.object({
        Abn: z.string(),
        Name: text,
        NameType: text,
        IsCurrent: z.boolean().nullish(),
        Score: z.number().nullish(),
      }),
    )
    .nullish()
    .transform((names) => names ?? []),
});
export type MatchingNames = z.output<typeof matchingNames>;

/** The JSON inside a JSONP answer, `callback({...})` (or bare JSON, should the ABR drop the wrapper). */
export function jsonOfJsonp(body: string): unknown {
  const wrapped = /^\s*[\w$.]+\s*\(([\s\S]*)\)\s*;?\s*$/.exec(body);
  return JSON.parse(wrapped ? wrapped[1]! : body);
}

/** What an ABR `Message` means for a look-up (its exceptions: https://abr.business.gov.au/Documentation/Exceptions). */
export type AbrMessageMeaning =
  /** No message: the answer stands. */
  | 'answer'
  /** Nothing matches, or the text cannot match anything (an invalid number or name text). */
  | 'no match'
  /** The GUID was refused: an operator must fix it. */
  | 'credentials refused'
  /** Anything else: the ABR could not answer now. */
  | 'unavailable';

export function meaningOfAbrMessage(message: string): AbrMessageMeaning {
  if (message === '') return 'answer';
  if (/GUID/i.test(message)) return 'credentials refused';
  if (/no records? found|not a valid ABN or ACN|is invalid in .*search|search text is invalid/i.test(message))
    return 'no match';
  return 'unavailable';
}
