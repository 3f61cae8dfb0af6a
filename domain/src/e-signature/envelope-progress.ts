import type { EnvelopeRecipient, EnvelopeStatus, RecipientState, RecipientStatus } from './envelope';

/**
 * Routing: a recipient may sign once everyone with a lower routing order has completed. Witnesses
 * sign after the signer they witness.
 */
export function isRecipientsTurn(recipient: RecipientState, everyone: RecipientState[]): boolean {
  return everyone
    .filter((other) => other.routingOrder < recipient.routingOrder)
    .every((other) => other.status === 'completed');
}

/**
 * The envelope's status from its recipients': voided by the sender, declined by anyone, completed by
 * all, else in progress.
 */
export function envelopeStatusOf(
  recipients: { status: RecipientStatus }[],
  opened: boolean,
  voided = false,
): EnvelopeStatus {
  if (voided) return 'voided';
  if (recipients.some((r) => r.status === 'declined')) return 'declined';
  if (recipients.length > 0 && recipients.every((r) => r.status === 'completed')) return 'completed';
  return opened || recipients.some((r) => r.status !== 'sent') ? 'delivered' : 'sent';
}

/** Structural checks every service makes before it accepts an envelope. */
export function envelopeProblems(signers: EnvelopeRecipient[], witnesses: EnvelopeRecipient[]): string[] {
  const problems: string[] = [];
  const all = [...signers, ...witnesses];
  if (signers.length === 0) problems.push('An envelope needs at least one signer.');
  const ids = new Set(all.map((r) => r.recipientId));
  if (ids.size !== all.length) problems.push('Recipient ids must be unique within an envelope.');
  for (const witness of witnesses) {
    const signer = signers.find((s) => s.recipientId === witness.witnessFor);
    if (!signer) problems.push(`Witness ${witness.recipientId} witnesses no signer of this envelope.`);
    else if (witness.routingOrder <= signer.routingOrder) {
      problems.push(`Witness ${witness.recipientId} must sign after the signer they witness.`);
    }
  }
  return problems;
}
