import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { EnvelopeEventPayload, EnvelopeState } from '@lease-portal/domain';
import { REFERENCE_FIELD } from './docusign/docusign-wire';

/**
 * DocuSign Connect's JSON SIM event, as a listener receives it (decisions 2105, 2108): which envelope,
 * which recipient, what happened and when. The envelope's summary is optional (the configuration
 * decides what it carries); the portal reads only our reference from its custom fields (Connect's
 * "Include Custom Fields"), never what it says of the signers.
 */
export const connectEventSchema = z.object({
  event: z.string().regex(/^[a-z]+(-[a-z]+)+$/),
  apiVersion: z.string(),
  uri: z.string(),
  retryCount: z.number().int().nonnegative(),
  configurationId: z.number().int(),
  generatedDateTime: z.string().min(1).max(64),
  data: z.object({
    accountId: z.string(),
    userId: z.string().optional(),
    envelopeId: z.string().min(1).max(100),
    recipientId: z.string().optional(),
    envelopeSummary: z
      .object({
        status: z.string().optional(),
        customFields: z
          .object({
            textCustomFields: z
              .array(z.object({ name: z.string(), value: z.string().optional() }).passthrough())
              .optional(),
          })
          .passthrough()
          .optional(),
      })
      .passthrough()
      .optional(),
  }),
});
export type ConnectEvent = z.infer<typeof connectEventSchema>;

/** What the event's job needs: the envelope, the event, the recipient it is about and our reference. */
export function envelopeEventPayloadOf(event: ConnectEvent): EnvelopeEventPayload {
  const reference = event.data.envelopeSummary?.customFields?.textCustomFields?.find(
    (field) => field.name === REFERENCE_FIELD,
  )?.value;
  return {
    envelopeId: event.data.envelopeId,
    event: event.event,
    ...(event.data.recipientId ? { recipientId: event.data.recipientId } : {}),
    ...(reference ? { reference } : {}),
  };
}

/** The events the sandbox sends, DocuSign's names for a recipient's and an envelope's changes. */
export type ConnectEventName =
  | 'recipient-completed'
  | 'recipient-declined'
  | 'envelope-completed'
  | 'envelope-declined'
  | 'envelope-voided';

/** The headers Connect signs a delivery with: one signature per active key, numbered from 1. */
export const CONNECT_SIGNATURE_HEADER = (n: number): string => `X-DocuSign-Signature-${n}`;
export const CONNECT_DIGEST_HEADER = 'X-Authorization-Digest';

/** Connect's HMAC: base64 of HMAC-SHA256 over the body's exact bytes under one key. */
export const connectSignature = (body: Buffer | string, key: string): string =>
  createHmac('sha256', key).update(body).digest('base64');

/** The sandbox's account, as Connect names the account an event belongs to. */
export const SANDBOX_ACCOUNT_ID = 'a1b2c3d4-0000-4000-8000-00000000e51a';
const SANDBOX_CONFIGURATION_ID = 1;

/**
 * A Connect event for one envelope, shaped as DocuSign sends it with custom fields included: the
 * summary carries the envelope's status and our reference (no recipient's name or address).
 */
export function connectEventFor(
  envelope: Pick<EnvelopeState, 'envelopeId' | 'status'> & { reference?: string },
  event: ConnectEventName,
  at: Date,
  recipientId?: string,
): ConnectEvent {
  return {
    event,
    apiVersion: 'v2.1',
    uri: `/restapi/v2.1/accounts/${SANDBOX_ACCOUNT_ID}/envelopes/${envelope.envelopeId}`,
    retryCount: 0,
    configurationId: SANDBOX_CONFIGURATION_ID,
    generatedDateTime: at.toISOString(),
    data: {
      accountId: SANDBOX_ACCOUNT_ID,
      envelopeId: envelope.envelopeId,
      ...(recipientId ? { recipientId } : {}),
      envelopeSummary: {
        status: envelope.status,
        ...(envelope.reference === undefined
          ? {}
          : {
              customFields: {
                textCustomFields: [
                  {
                    fieldId: '1',
                    name: REFERENCE_FIELD,
                    value: envelope.reference,
                    show: 'false',
                    required: 'false',
                  },
                ],
              },
            }),
      },
    },
  };
}

/** A delivery as Connect makes it: the body's bytes and the headers that sign them. */
export function signedDelivery(
  event: ConnectEvent,
  keys: readonly string[],
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [CONNECT_DIGEST_HEADER]: 'HMACSHA256',
  };
  keys.forEach((key, index) => (headers[CONNECT_SIGNATURE_HEADER(index + 1)] = connectSignature(body, key)));
  return { body, headers };
}

/** Hears what the sandbox records, to tell a listener as DocuSign Connect would. */
export interface EnvelopeEventListener {
  envelopeChanged(envelope: EnvelopeState, event: ConnectEventName, recipientId?: string): void;
}

export interface ConnectEventSenderOptions {
  /** The listener's URL: the portal's own endpoint, known once it listens; undefined sends nothing. */
  url: () => string | undefined;
  /** The active keys, newest first; each signs the delivery under its own header. */
  keys: () => readonly string[];
  /** Attempts per event (3 by default), spaced by `retryDelayMs` doubling (250 ms by default). */
  attempts?: number;
  retryDelayMs?: number;
  /** Told of each delivery given up: ids and the event's name only. */
  onGiveUp?: (failure: { envelopeId: string; event: string; attempts: number; reason: string }) => void;
  clock?: () => Date;
  fetch?: typeof fetch;
}

/**
 * Sends the sandbox's Connect events to the portal's endpoint: fire-and-forget, so the signer's request
 * neither waits for it nor fails with it; a refused or unreachable delivery is tried a few times more,
 * then given up with a log line (the status poll is still there, decision 2105).
 */
export class ConnectEventSender implements EnvelopeEventListener {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: ConnectEventSenderOptions) {}

  envelopeChanged(envelope: EnvelopeState, event: ConnectEventName, recipientId?: string): void {
    const at = (this.options.clock ?? (() => new Date()))();
    const delivery = this.deliver(connectEventFor(envelope, event, at, recipientId));
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  /** Resolves once every delivery begun so far is done or given up (tests, a graceful stop). */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  private async deliver(event: ConnectEvent): Promise<void> {
    const attempts = this.options.attempts ?? 3;
    const send = this.options.fetch ?? fetch;
    let reason = 'no listener URL';
    let tried = 0;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      tried = attempt;
      const url = this.options.url();
      if (url) {
        const { body, headers } = signedDelivery({ ...event, retryCount: attempt - 1 }, this.options.keys());
        try {
          const answer = await send(url, {
            method: 'POST',
            headers,
            body,
            signal: AbortSignal.timeout(5_000),
          });
          await answer.body?.cancel();
          if (answer.ok) return;
          reason = `HTTP ${answer.status}`;
          if (answer.status < 500 && answer.status !== 429) break;
        } catch (error) {
          reason = error instanceof Error ? error.message : String(error);
        }
      }
      if (attempt < attempts) await delay((this.options.retryDelayMs ?? 250) * 2 ** (attempt - 1));
    }
    this.options.onGiveUp?.({
      envelopeId: event.data.envelopeId,
      event: event.event,
      attempts: tried,
      reason,
    });
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
