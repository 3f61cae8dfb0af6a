/**
 * What an envelope is for, read back from our reference on it (decision 1510): '<applicationId>:quote'
 * (quoteEnvelopeReference), '<applicationId>:lease' or '<applicationId>:lease:<attempt>'
 * (leaseEnvelopeReference). Any other reference is not ours.
 */
export type EnvelopePurpose = { kind: 'quote' | 'lease'; applicationId: string };

const REFERENCE = /^(.+):(quote|lease(?::\d+)?)$/;

export function envelopePurposeOf(reference: string): EnvelopePurpose | undefined {
  const match = REFERENCE.exec(reference);
  if (!match?.[1] || !match[2]) return undefined;
  return { kind: match[2] === 'quote' ? 'quote' : 'lease', applicationId: match[1] };
}
