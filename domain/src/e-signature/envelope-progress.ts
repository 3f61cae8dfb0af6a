import type {
  EnvelopeRecipient,
  EnvelopeState,
  EnvelopeStatus,
  RecipientState,
  RecipientStatus,
} from './envelope';

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

/**
 * DocuSign's polling rule: an envelope's status is read at most once in 15 minutes. The portal reads
 * it that seldom, as a fallback to Connect's events (decision 2108).
 */
export const ENVELOPE_READ_INTERVAL_MS = 15 * 60_000;

/** A recipient as the application records them: what the signing rows show, and nobody's name. */
export interface RecordedRecipient {
  recipientId: string;
  /** Unknown until the service is read: an event names the recipient by id only. */
  role?: 'signer' | 'witness';
  /** A signer's e-mail address: each officer's row is theirs by it. */
  email?: string;
  /** A witness's role name ('Witness'). */
  roleName?: string;
  status: RecipientStatus;
}

/**
 * An envelope's progress as the application records it (decision 2108): from Connect's events and
 * the service's own answers, so that a status read needs no call to the service.
 */
export interface RecordedEnvelope {
  envelopeId: string;
  status: EnvelopeStatus;
  /** Known once the service was read (or answered the send); an event alone knows only ids. */
  recipients: RecordedRecipient[];
  /** When the service was last asked for the envelope; never, before the first read. */
  readAt?: string;
  /** When the application last learnt something of it: a read, or an event that changed it. */
  recordedAt: string;
  /**
   * When a signing view of it was opened, until the application learns anything after it: the status
   * read after the signer's return then asks the service, once.
   */
  viewOpenedAt?: string;
}

/** Connect's events that change what the application records, in DocuSign's JSON SIM names. */
export const RECORDED_ENVELOPE_EVENTS = [
  'recipient-completed',
  'recipient-declined',
  'envelope-completed',
  'envelope-declined',
  'envelope-voided',
] as const;
export type RecordedEnvelopeEvent = (typeof RECORDED_ENVELOPE_EVENTS)[number];

export const isRecordedEnvelopeEvent = (event: string): event is RecordedEnvelopeEvent =>
  (RECORDED_ENVELOPE_EVENTS as readonly string[]).includes(event);

/** Progress only moves on: a status once reached is never taken back by an older word. */
const RECIPIENT_RANK: Record<RecipientStatus, number> = { sent: 0, delivered: 1, completed: 2, declined: 2 };
const ENVELOPE_RANK: Record<EnvelopeStatus, number> = {
  sent: 0,
  delivered: 1,
  completed: 2,
  declined: 2,
  voided: 2,
};
const laterRecipient = (a: RecipientStatus, b: RecipientStatus): RecipientStatus =>
  RECIPIENT_RANK[b] > RECIPIENT_RANK[a] ? b : a;
const laterEnvelope = (a: EnvelopeStatus, b: EnvelopeStatus): EnvelopeStatus =>
  ENVELOPE_RANK[b] > ENVELOPE_RANK[a] ? b : a;

/** Completed, declined or voided: nothing more will happen to it. */
export const isClosed = (status: EnvelopeStatus): boolean => ENVELOPE_RANK[status] === 2;

/**
 * The service's answer for an envelope, recorded whole at `at`: its recipients' roles and statuses,
 * kept with what the application recorded of the same envelope where that is further on (an event
 * recorded while the read was under way is not undone by it).
 */
export function recordedFromRead(
  envelope: EnvelopeState,
  at: string,
  before?: RecordedEnvelope,
): RecordedEnvelope {
  const same = before?.envelopeId === envelope.envelopeId ? before : undefined;
  const earlier = new Map(same?.recipients.map((r) => [r.recipientId, r.status]));
  const recorded = (recipient: RecipientState, role: 'signer' | 'witness'): RecordedRecipient => ({
    recipientId: recipient.recipientId,
    role,
    ...(role === 'signer' ? { email: recipient.email } : { roleName: recipient.roleName ?? 'Witness' }),
    status: laterRecipient(earlier.get(recipient.recipientId) ?? 'sent', recipient.status),
  });
  return {
    envelopeId: envelope.envelopeId,
    status: same ? laterEnvelope(same.status, envelope.status) : envelope.status,
    recipients: [
      ...envelope.signers.map((signer) => recorded(signer, 'signer')),
      ...envelope.witnesses.map((witness) => recorded(witness, 'witness')),
    ],
    readAt: at,
    recordedAt: at,
  };
}

/**
 * Connect's event applied to what the application recorded of the envelope at `at`; undefined when it
 * changes nothing (a repeat, an older word, or an event the portal does not record). An envelope
 * never read is recorded by its ids alone.
 */
export function withEnvelopeEvent(
  before: RecordedEnvelope | undefined,
  event: { envelopeId: string; event: string; recipientId?: string },
  at: string,
): RecordedEnvelope | undefined {
  if (!isRecordedEnvelopeEvent(event.event)) return undefined;
  const same = before?.envelopeId === event.envelopeId ? before : undefined;
  const envelopeBefore: EnvelopeStatus = same?.status ?? 'sent';
  let recipients = same?.recipients ?? [];
  let status = envelopeBefore;
  const [scope, what] = event.event.split('-') as ['recipient' | 'envelope', string];
  if (scope === 'recipient') {
    if (!event.recipientId) return undefined;
    const reached = what === 'completed' ? 'completed' : 'declined';
    const known = recipients.some((r) => r.recipientId === event.recipientId);
    recipients = known
      ? recipients.map((r) =>
          r.recipientId === event.recipientId ? { ...r, status: laterRecipient(r.status, reached) } : r,
        )
      : [...recipients, { recipientId: event.recipientId, status: reached }];
    // One decline closes the envelope; a signature moves it on.
    status = laterEnvelope(status, reached === 'declined' ? 'declined' : 'delivered');
  } else {
    const reached = what as 'completed' | 'declined' | 'voided';
    status = laterEnvelope(status, reached);
    // Completed means every recipient signed.
    if (reached === 'completed' && status === 'completed')
      recipients = recipients.map((r) => ({ ...r, status: laterRecipient(r.status, 'completed') }));
  }
  const next: RecordedEnvelope = {
    envelopeId: event.envelopeId,
    status,
    recipients,
    ...(same?.readAt ? { readAt: same.readAt } : {}),
    recordedAt: at,
  };
  const changed =
    !same ||
    same.status !== next.status ||
    JSON.stringify(same.recipients) !== JSON.stringify(next.recipients);
  return changed ? next : undefined;
}

/**
 * Whether a status read asks the service (decision 2108): never read (or read for another envelope);
 * a signing view opened and nothing learnt since (the signer's return, once); or nothing learnt for
 * 15 minutes while the envelope is still in progress. Otherwise the record answers.
 */
export function readIsDue(recorded: RecordedEnvelope | undefined, envelopeId: string, now: Date): boolean {
  if (!recorded || recorded.envelopeId !== envelopeId || !recorded.readAt) return true;
  if (isClosed(recorded.status)) return false;
  if (recorded.viewOpenedAt) return true;
  return now.getTime() - Date.parse(recorded.recordedAt) >= ENVELOPE_READ_INTERVAL_MS;
}
