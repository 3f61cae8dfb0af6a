import { randomUUID } from 'node:crypto';
import {
  DomainError,
  ESignatureError,
  type Clock,
  type ESignature,
  type EnvelopeSendClaims,
  type EnvelopeState,
  type NewEnvelope,
  type RecipientViewRequest,
} from '@lease-portal/domain';
import { failureClassOf } from '../../partner-http/partner-failures';
import type { PartnerHttp, PartnerRequest } from '../../partner-http/partner-http';
import { envelopeDefinitionOf, envelopeStateOf, eSignatureCodeOf } from './docusign-envelopes';
import type { DocuSignAccount } from './docusign-jwt-grant';
import {
  apiRoot,
  envelopeSummaryWire,
  envelopeWire,
  envelopesInformationWire,
  recipientsUpdateSummaryWire,
  recipientsWire,
  REFERENCE_FIELD,
  viewUrlWire,
  type EnvelopeUpdateWire,
  type RecipientWire,
} from './docusign-wire';

/** How the adapter waits for another request sending the same reference, and when it gives up on it. */
export interface SendClaimTiming {
  /** How long a request waits for the envelope another is sending (default 30 s). */
  waitMs: number;
  /**
   * How soon it looks again meanwhile: after `firstLookMs` (default 20 ms), then twice as long each
   * time, up to `pollMs` (default 250 ms). The other sender is most often the envelope's job, done in
   * well under a quarter second: a fixed 250 ms kept the officer's signing view waiting that long.
   */
  firstLookMs: number;
  pollMs: number;
  /** A claim this old with no envelope belongs to a request that died (default 2 minutes). */
  staleAfterMs: number;
  /** How far back DocuSign is searched for the reference's envelope (default 30 days). */
  lookBackDays: number;
}
export const DEFAULT_SEND_CLAIM_TIMING: SendClaimTiming = {
  waitMs: 30_000,
  firstLookMs: 20,
  pollMs: 250,
  staleAfterMs: 120_000,
  lookBackDays: 30,
};

export interface DocuSignESignatureParts {
  /** The REST API's partner layer, authorised by the JWT grant's token; its base URL is the account's. */
  api: PartnerHttp;
  /** The account the calls go to, found once through /oauth/userinfo. */
  account: () => Promise<DocuSignAccount>;
  claims: EnvelopeSendClaims;
  clock: Clock;
  timing?: Partial<SendClaimTiming>;
  /** Closes the partner layer's connections. */
  close?: () => Promise<void>;
}

/** How often a send is tried when DocuSign is unavailable, looking the reference up before each. */
const CREATE_ATTEMPTS = 3;

/**
 * The e-signature port on DocuSign eSignature REST v2.1 (decision 2103): envelopes of PDFs with
 * embedded signers and witnesses, our reference in a hidden custom field, one-time recipient views, the
 * recipient correction with its tab update, and the combined signed documents. Every call goes through
 * the partner layer (timeouts, retries, circuit, connection limits); DocuSign's refusals become
 * `ESignatureError`s with DocuSign's codes, its unavailability SERVICE_UNAVAILABLE.
 */
export class DocuSignESignature implements ESignature {
  private readonly timing: SendClaimTiming;

  constructor(private readonly parts: DocuSignESignatureParts) {
    this.timing = { ...DEFAULT_SEND_CLAIM_TIMING, ...parts.timing };
  }

  /**
   * DocuSign has no idempotency key: one request of the portal at a time sends under a reference (the
   * send claim), after looking the reference up at DocuSign, and keeps the envelope id before answering;
   * the others wait for it, within bounds.
   */
  async sendEnvelope(envelope: NewEnvelope): Promise<EnvelopeState> {
    const { claims } = this.parts;
    const holder = randomUUID();
    const deadline = this.parts.clock.now().getTime() + this.timing.waitMs;
    let pause = Math.min(this.timing.firstLookMs, this.timing.pollMs);
    for (;;) {
      const now = this.parts.clock.now();
      const staleBefore = new Date(now.getTime() - this.timing.staleAfterMs).toISOString();
      const claim = await claims.claim(envelope.reference, holder, now.toISOString(), staleBefore);
      if (claim.outcome === 'sent') return this.knownEnvelope(claim.envelopeId);
      if (claim.outcome === 'won') return this.sendClaimed(envelope, holder);
      if (this.parts.clock.now().getTime() >= deadline) {
        throw new ESignatureError(
          'SERVICE_UNAVAILABLE',
          `Another request is still sending the envelope for ${envelope.reference}; try again shortly.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, this.timing.pollMs);
    }
  }

  async envelope(envelopeId: string): Promise<EnvelopeState | undefined> {
    const root = await this.root();
    const envelope = await this.call({
      operation: 'get-envelope',
      method: 'GET',
      path: `${root}/envelopes/${encodeURIComponent(envelopeId)}`,
      query: { include: 'custom_fields' },
      answer: envelopeWire,
      accept: [404],
    }).catch(unknownAsUndefined);
    if (!envelope || envelope.status === 404 || !envelope.body) return undefined;
    const recipients = await this.recipients(envelopeId);
    return envelopeStateOf(envelope.body, recipients);
  }

  async recipientView(envelopeId: string, request: RecipientViewRequest): Promise<{ url: string }> {
    const root = await this.root();
    const { body } = await this.call({
      operation: 'create-recipient-view',
      method: 'POST',
      path: `${root}/envelopes/${encodeURIComponent(envelopeId)}/views/recipient`,
      json: {
        returnUrl: request.returnUrl,
        authenticationMethod: 'none',
        clientUserId: request.clientUserId,
        userName: request.name,
        email: request.email,
      },
      answer: viewUrlWire,
    });
    return { url: body!.url };
  }

  /**
   * DocuSign's recipient correction, then its tab update for the text tabs named: the recipient's type
   * (signer or witness) and tab ids come from the envelope's recipients first.
   */
  async correctRecipient(
    envelopeId: string,
    recipientId: string,
    correction: { name: string; email: string; tabValues?: Record<string, string> },
  ): Promise<void> {
    const root = await this.root();
    const recipients = await this.recipients(envelopeId);
    const [type, recipient] = recipientIn(recipients, recipientId);
    if (!type || !recipient || ['signed', 'completed'].includes((recipient.status ?? '').toLowerCase())) {
      throw new ESignatureError('UNKNOWN_ENVELOPE_RECIPIENT', 'No such unsigned recipient.');
    }
    const { body } = await this.call({
      operation: 'update-recipients',
      method: 'PUT',
      path: `${root}/envelopes/${encodeURIComponent(envelopeId)}/recipients`,
      json: {
        [type]: [
          {
            recipientId,
            name: correction.name,
            email: correction.email,
            ...(recipient.clientUserId ? { clientUserId: recipient.clientUserId } : {}),
          },
        ],
      },
      answer: recipientsUpdateSummaryWire,
    });
    // A refused recipient comes back in the summary, the call itself answering 200.
    const refused = body?.recipientUpdateResults?.find(
      (result) => result.errorDetails && result.errorDetails.errorCode !== 'SUCCESS',
    )?.errorDetails;
    if (refused)
      throw new ESignatureError(eSignatureCodeOf(refused.errorCode), refused.message ?? refused.errorCode);

    const values = correction.tabValues ?? {};
    const textTabs = (recipient.tabs?.textTabs ?? [])
      .filter((tab) => tab.tabId && tab.tabLabel !== undefined && Object.hasOwn(values, tab.tabLabel))
      .map((tab) => ({ tabId: tab.tabId!, value: values[tab.tabLabel!] }));
    if (textTabs.length === 0) return;
    await this.call({
      operation: 'update-recipient-tabs',
      method: 'PUT',
      path: `${root}/envelopes/${encodeURIComponent(envelopeId)}/recipients/${encodeURIComponent(recipientId)}/tabs`,
      json: { textTabs },
    });
  }

  /** DocuSign answers the combined documents of any envelope: the port hands out only a completed one. */
  async signedDocuments(envelopeId: string): Promise<Uint8Array> {
    const envelope = await this.envelope(envelopeId);
    if (!envelope) throw new ESignatureError('ENVELOPE_DOES_NOT_EXIST', `No envelope ${envelopeId}.`);
    if (envelope.status !== 'completed')
      throw new ESignatureError('ENVELOPE_NOT_COMPLETED', `The envelope is ${envelope.status}.`);
    const root = await this.root();
    const { bytes } = await this.call({
      operation: 'get-combined-documents',
      method: 'GET',
      path: `${root}/envelopes/${encodeURIComponent(envelopeId)}/documents/combined`,
      binary: true,
    });
    return new Uint8Array(bytes!);
  }

  /** Voids an envelope in progress (DocuSign's `PUT …/envelopes/{envelopeId}` with status voided). */
  async voidEnvelope(envelopeId: string, reason: string): Promise<void> {
    const root = await this.root();
    await this.call({
      operation: 'void-envelope',
      method: 'PUT',
      path: `${root}/envelopes/${encodeURIComponent(envelopeId)}`,
      json: { status: 'voided', voidedReason: reason } satisfies EnvelopeUpdateWire,
    });
  }

  async close(): Promise<void> {
    await this.parts.close?.();
  }

  /** The claim is ours: the envelope DocuSign has for the reference, else a new one; kept, then answered. */
  private async sendClaimed(envelope: NewEnvelope, holder: string): Promise<EnvelopeState> {
    const { claims, clock } = this.parts;
    try {
      const { envelopeId, created } = await this.findOrCreate(envelope);
      const kept = await claims.recordSent(envelope.reference, envelopeId, clock.now().toISOString());
      if (created && kept === envelopeId) return sentState(envelopeId, envelope);
      return this.knownEnvelope(kept);
    } catch (error) {
      await claims.release(envelope.reference, holder);
      throw error;
    }
  }

  /**
   * A failed POST may still have made the envelope (DocuSign answered 500, or the answer was lost), so
   * the send is tried again only after the reference is looked up again. A POST whose answer did not
   * come in time is not tried again here: DocuSign may still be making that envelope, which a search
   * a moment later cannot see yet; the next send (the job's next attempt) looks it up.
   */
  private async findOrCreate(envelope: NewEnvelope): Promise<{ envelopeId: string; created: boolean }> {
    for (let attempt = 1; ; attempt += 1) {
      const existing = await this.envelopeIdOfReference(envelope.reference);
      if (existing) return { envelopeId: existing, created: false };
      try {
        return { envelopeId: await this.create(envelope), created: true };
      } catch (error) {
        const cause = error instanceof Error ? error.cause : undefined;
        const reason = (cause as { details?: Record<string, unknown> }).details?.['reason'];
        const unavailable =
          failureClassOf(cause) === 'unavailable' && reason !== 'circuit open' && reason !== 'timeout';
        if (attempt >= CREATE_ATTEMPTS || !unavailable) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** (attempt - 1)));
      }
    }
  }

  private async create(envelope: NewEnvelope): Promise<string> {
    const root = await this.root();
    const { body } = await this.call({
      operation: 'create-envelope',
      method: 'POST',
      path: `${root}/envelopes`,
      json: envelopeDefinitionOf(envelope),
      answer: envelopeSummaryWire,
      // Not repeated by the layer: a POST that failed may have reached DocuSign (see `sendClaimed`).
      retry: false,
    });
    return body!.envelopeId;
  }

  /** DocuSign's search by custom field, over the last `lookBackDays` (its `from_date` is required). */
  private async envelopeIdOfReference(reference: string): Promise<string | undefined> {
    const root = await this.root();
    const from = new Date(this.parts.clock.now().getTime() - this.timing.lookBackDays * 86_400_000);
    const { body } = await this.call({
      operation: 'list-envelopes',
      method: 'GET',
      path: `${root}/envelopes`,
      query: {
        from_date: from.toISOString(),
        custom_field: `${REFERENCE_FIELD}=${reference}`,
        order_by: 'created',
        order: 'asc',
      },
      answer: envelopesInformationWire,
    });
    return body?.envelopes?.[0]?.envelopeId;
  }

  private async recipients(envelopeId: string) {
    const root = await this.root();
    const { body } = await this.call({
      operation: 'get-recipients',
      method: 'GET',
      path: `${root}/envelopes/${encodeURIComponent(envelopeId)}/recipients`,
      query: { include_tabs: 'true' },
      answer: recipientsWire,
    });
    return body!;
  }

  private async knownEnvelope(envelopeId: string): Promise<EnvelopeState> {
    const state = await this.envelope(envelopeId);
    if (!state)
      throw new ESignatureError('ENVELOPE_DOES_NOT_EXIST', `DocuSign has no envelope ${envelopeId}.`);
    return state;
  }

  private async root(): Promise<string> {
    try {
      return apiRoot((await this.parts.account()).accountId);
    } catch (error) {
      throw asESignatureError(error);
    }
  }

  private async call<Answer>(request: PartnerRequest<Answer>) {
    try {
      return await this.parts.api.call(request);
    } catch (error) {
      throw asESignatureError(error);
    }
  }
}

/** The envelope as just sent: every recipient still to sign. */
function sentState(envelopeId: string, envelope: NewEnvelope): EnvelopeState {
  const sent = (recipient: NewEnvelope['signers'][number]) => {
    const { clientUserId: _embedded, ...state } = recipient;
    return { ...state, status: 'sent' as const };
  };
  return {
    envelopeId,
    reference: envelope.reference,
    status: 'sent',
    signers: envelope.signers.map(sent),
    witnesses: envelope.witnesses.map(sent),
  };
}

function recipientIn(
  recipients: { signers?: RecipientWire[]; witnesses?: RecipientWire[] },
  recipientId: string,
): ['signers' | 'witnesses' | undefined, RecipientWire | undefined] {
  const signer = recipients.signers?.find((r) => r.recipientId === recipientId);
  if (signer) return ['signers', signer];
  const witness = recipients.witnesses?.find((r) => r.recipientId === recipientId);
  return witness ? ['witnesses', witness] : [undefined, undefined];
}

/** An unknown envelope is an answer for `envelope(id)`, not a failure. */
function unknownAsUndefined(error: unknown): undefined {
  if (error instanceof ESignatureError && error.code === 'ENVELOPE_DOES_NOT_EXIST') return undefined;
  throw error;
}

/**
 * The partner layer's failures in the port's words: DocuSign's refusal by its error code; DocuSign out
 * of reach, limiting us or refusing our credentials, SERVICE_UNAVAILABLE (the layer has logged why).
 */
export function asESignatureError(error: unknown): unknown {
  if (error instanceof ESignatureError || !(error instanceof DomainError)) return error;
  const details = (error.details ?? {}) as { partnerError?: { errorCode?: string; message?: string } };
  const translated =
    error.code === 'PARTNER_REJECTED'
      ? new ESignatureError(
          eSignatureCodeOf(details.partnerError?.errorCode),
          details.partnerError?.message ?? error.message,
        )
      : new ESignatureError('SERVICE_UNAVAILABLE', error.message);
  return Object.assign(translated, { cause: error });
}
