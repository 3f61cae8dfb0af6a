/** A signer's or witness's progress as the e-signature envelope reports it (journey §3). */
export type SigningProgress = 'completed' | 'pending';

export interface LeaseEnvelopeProgress {
  signers: readonly { email: string; status: SigningProgress }[];
  witnesses: readonly { roleName: string; status: SigningProgress }[];
}

/** A witness is a recipient whose role name is 'Witness' (journey §2). */
export const WITNESS_ROLE_NAME = 'Witness';

/**
 * Whether the lease documents are signed (journey §4 'Digital signing completion'): without
 * witnesses, when every signer has signed (the primary alone, or both officers); with witnesses,
 * when every signer and every witness has.
 */
export function leaseSigningComplete({ signers, witnesses }: LeaseEnvelopeProgress): boolean {
  if (signers.length === 0) return false;
  const everyone = [...signers, ...witnesses];
  return everyone.every((recipient) => recipient.status === 'completed');
}

/** Signers are matched by e-mail, in any letter case: each officer signs only their own row. */
export function mayOpenSignerRow(signerEmail: string, currentUserEmail: string): boolean {
  return signerEmail.trim().toLowerCase() === currentUserEmail.trim().toLowerCase();
}
