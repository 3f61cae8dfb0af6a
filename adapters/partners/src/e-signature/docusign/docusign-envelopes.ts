import type {
  EnvelopeRecipient,
  EnvelopeState,
  EnvelopeStatus,
  ESignatureErrorCode,
  NewEnvelope,
  RecipientState,
  RecipientStatus,
  RecipientTab,
} from '@lease-portal/domain';
import {
  REFERENCE_FIELD,
  type EnvelopeDefinitionWire,
  type EnvelopeWire,
  type RecipientsWire,
  type RecipientWire,
  type TabsWire,
  type TabWire,
} from './docusign-wire';

/** The envelope as DocuSign takes it: sent at once, our reference in a hidden text custom field. */
export function envelopeDefinitionOf(
  envelope: NewEnvelope,
  eventNotification?: EnvelopeDefinitionWire['eventNotification'],
): EnvelopeDefinitionWire {
  return {
    emailSubject: envelope.emailSubject,
    documents: envelope.documents.map((document) => ({
      documentId: document.documentId,
      name: document.name,
      fileExtension: 'pdf',
      documentBase64: Buffer.from(document.pdf).toString('base64'),
    })),
    recipients: {
      signers: envelope.signers.map(recipientWireOf),
      witnesses: envelope.witnesses.map(recipientWireOf),
    },
    customFields: { textCustomFields: [{ name: REFERENCE_FIELD, value: envelope.reference, show: 'false' }] },
    ...(eventNotification ? { eventNotification } : {}),
    status: 'sent',
  };
}

function recipientWireOf(recipient: EnvelopeRecipient): RecipientWire {
  return {
    recipientId: recipient.recipientId,
    routingOrder: String(recipient.routingOrder),
    name: recipient.name,
    email: recipient.email,
    clientUserId: recipient.clientUserId,
    ...(recipient.roleName ? { roleName: recipient.roleName } : {}),
    ...(recipient.witnessFor ? { witnessFor: recipient.witnessFor } : {}),
    ...(recipient.tabs?.length ? { tabs: tabsWireOf(recipient.tabs) } : {}),
  };
}

/** Our tabs as DocuSign's: full-name tabs, and text tabs locked (the sender gives their value). */
export function tabsWireOf(tabs: readonly RecipientTab[]): TabsWire {
  const wire = (tab: RecipientTab): TabWire => ({
    tabLabel: tab.tabLabel,
    anchorString: tab.anchorString,
    ...(tab.kind === 'text' ? { value: tab.value ?? '', locked: 'true' } : {}),
  });
  const fullNameTabs = tabs.filter((tab) => tab.kind === 'fullName').map(wire);
  const textTabs = tabs.filter((tab) => tab.kind === 'text').map(wire);
  return { ...(fullNameTabs.length ? { fullNameTabs } : {}), ...(textTabs.length ? { textTabs } : {}) };
}

export function tabsOf(tabs: TabsWire | undefined): RecipientTab[] | undefined {
  if (!tabs) return undefined;
  const of =
    (kind: RecipientTab['kind']) =>
    (tab: TabWire): RecipientTab => ({
      kind,
      tabLabel: tab.tabLabel ?? '',
      anchorString: tab.anchorString ?? '',
      ...(kind === 'text' && tab.value !== undefined ? { value: tab.value } : {}),
    });
  const all = [...(tabs.fullNameTabs ?? []).map(of('fullName')), ...(tabs.textTabs ?? []).map(of('text'))];
  return all.length ? all : undefined;
}

/** Our reference, read back from the envelope's custom fields. */
export function referenceOf(envelope: EnvelopeWire): string | undefined {
  return envelope.customFields?.textCustomFields?.find((field) => field.name === REFERENCE_FIELD)?.value;
}

/**
 * DocuSign's envelope statuses in ours: `created` is a draft (never sent by the portal), `signed` means
 * everyone has signed but DocuSign is still completing it; `deleted` and `timedout` are closed.
 */
const ENVELOPE_STATUSES: Record<string, EnvelopeStatus> = {
  created: 'sent',
  sent: 'sent',
  delivered: 'delivered',
  signed: 'delivered',
  completed: 'completed',
  declined: 'declined',
  voided: 'voided',
  deleted: 'voided',
  timedout: 'voided',
};
export const envelopeStatusOf = (status: string): EnvelopeStatus =>
  ENVELOPE_STATUSES[status.toLowerCase()] ?? 'sent';

/** A recipient's: `signed` and `completed` are done; `autoresponded` (a bounced mail) is still to act. */
const RECIPIENT_STATUSES: Record<string, RecipientStatus> = {
  created: 'sent',
  sent: 'sent',
  delivered: 'delivered',
  signed: 'completed',
  completed: 'completed',
  declined: 'declined',
};
export const recipientStatusOf = (status: string | undefined): RecipientStatus =>
  RECIPIENT_STATUSES[(status ?? '').toLowerCase()] ?? 'sent';

export function envelopeStateOf(envelope: EnvelopeWire, recipients: RecipientsWire): EnvelopeState {
  return {
    envelopeId: envelope.envelopeId,
    reference: referenceOf(envelope) ?? '',
    status: envelopeStatusOf(envelope.status),
    signers: (recipients.signers ?? []).map(recipientStateOf),
    witnesses: (recipients.witnesses ?? []).map(recipientStateOf),
  };
}

function recipientStateOf(recipient: RecipientWire): RecipientState {
  const tabs = tabsOf(recipient.tabs);
  return {
    recipientId: recipient.recipientId,
    name: recipient.name ?? '',
    email: recipient.email ?? '',
    routingOrder: Number(recipient.routingOrder ?? 1),
    ...(recipient.clientUserId ? { clientUserId: recipient.clientUserId } : {}),
    ...(recipient.roleName ? { roleName: recipient.roleName } : {}),
    ...(recipient.witnessFor ? { witnessFor: recipient.witnessFor } : {}),
    status: recipientStatusOf(recipient.status),
    ...(recipient.signedDateTime ? { signedAt: recipient.signedDateTime } : {}),
    ...(tabs ? { tabs } : {}),
  };
}

/**
 * DocuSign's error codes in the port's. The first four are DocuSign's own codes, kept as they are;
 * DocuSign's limits come back as refusals too, and are the service being unavailable to us for now.
 */
const ERROR_CODES: Record<string, ESignatureErrorCode> = {
  ENVELOPE_DOES_NOT_EXIST: 'ENVELOPE_DOES_NOT_EXIST',
  UNKNOWN_ENVELOPE_RECIPIENT: 'UNKNOWN_ENVELOPE_RECIPIENT',
  RECIPIENT_NOT_IN_SEQUENCE: 'RECIPIENT_NOT_IN_SEQUENCE',
  INVALID_REQUEST_PARAMETER: 'INVALID_REQUEST_PARAMETER',
  INVALID_REQUEST_BODY: 'INVALID_REQUEST_PARAMETER',
  ENVELOPE_INVALID_STATUS: 'ENVELOPE_NOT_IN_PROGRESS',
  ENVELOPE_NOT_IN_PROGRESS: 'ENVELOPE_NOT_IN_PROGRESS',
  // Voiding an envelope already completed, declined or voided: it is no longer in progress.
  ENVELOPE_CANNOT_VOID_INVALID_STATE: 'ENVELOPE_NOT_IN_PROGRESS',
  HOURLY_APIINVOCATION_LIMIT_EXCEEDED: 'SERVICE_UNAVAILABLE',
  BURST_APIINVOCATION_LIMIT_EXCEEDED: 'SERVICE_UNAVAILABLE',
  HOURLY_ENVELOPE_POLLING_LIMIT_EXCEEDED: 'SERVICE_UNAVAILABLE',
};
/** Any other refusal is a request DocuSign would not take: ours to fix, named by DocuSign's code. */
export const eSignatureCodeOf = (errorCode: string | undefined): ESignatureErrorCode =>
  ERROR_CODES[(errorCode ?? '').toUpperCase()] ?? 'INVALID_REQUEST_PARAMETER';
