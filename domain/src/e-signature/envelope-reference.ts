/**
 * Our reference on an envelope says what it is for (decision 1510): '<applicationId>:quote', and
 * '<applicationId>:lease' then '<applicationId>:lease:<attempt>' for each envelope that replaces a
 * declined or voided one (decision 1706). Written and read back here only.
 */
export const quoteEnvelopeReference = (applicationId: string): string => `${applicationId}:quote`;

export const leaseEnvelopeReference = (applicationId: string, attempt = 1): string =>
  attempt > 1 ? `${applicationId}:lease:${attempt}` : `${applicationId}:lease`;

export type EnvelopePurpose = { kind: 'quote' | 'lease'; applicationId: string; attempt: number };

const REFERENCE = /^(.+):(quote|lease)(?::(\d+))?$/;

/** What an envelope is for; undefined for a reference that is not ours. */
export function envelopePurposeOf(reference: string): EnvelopePurpose | undefined {
  const match = REFERENCE.exec(reference);
  if (!match?.[1] || !match[2] || (match[2] === 'quote' && match[3])) return undefined;
  return { kind: match[2] as 'quote' | 'lease', applicationId: match[1], attempt: Number(match[3] ?? 1) };
}
