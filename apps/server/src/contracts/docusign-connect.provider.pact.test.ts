import path from 'node:path';
import { MessageProviderPact } from '@pact-foundation/pact';
import { systemClock } from '@lease-portal/domain';
import { InMemorySandboxEnvelopeStore } from '@lease-portal/domain/src/e-signature/testing/in-memory-sandbox-envelope-store';
import {
  ConnectEventSender,
  connectSignature,
  NodeCryptoSecretTokens,
  SandboxESignature,
  type SigningAction,
} from '@lease-portal/partners';
import { CONNECT_PACT } from '../e-signature/connect/connect-pact';

/**
 * Provider side of the Connect message pact: each message the listener relies on is produced by the
 * embedded sandbox itself, a signer signing or declining on it, captured as its Connect sender
 * delivers it (body and signature headers), under the key the pact's state names.
 */
// No usage statistics leave the machine from a test run.
process.env['PACT_DO_NOT_TRACK'] ??= 'true';

interface Delivery {
  body: string;
  headers: Record<string, string>;
}

const store = new InMemorySandboxEnvelopeStore();
let key: string = CONNECT_PACT.key;
let sent = 0;

/**
 * The deliveries the sandbox makes when the one signer of a new envelope does `action`, or when its
 * sender voids it.
 */
async function deliveriesWhenSigner(action: SigningAction | 'void'): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
  const sender = new ConnectEventSender({
    url: () => 'http://listener.invalid/webhooks/docusign/connect',
    keys: () => [key],
    fetch: async (_url, init) => {
      deliveries.push({ body: String(init?.body), headers: init?.headers as Record<string, string> });
      return new Response(null, { status: 200 });
    },
  });
  const sandbox = new SandboxESignature(store, new NodeCryptoSecretTokens(), systemClock);
  sandbox.setEventListener(sender);
  const signer = { name: 'Pat Signer', email: 'pat@example.com', clientUserId: 'pat' };
  const { envelopeId } = await sandbox.sendEnvelope({
    reference: `pact-${++sent}:quote`,
    emailSubject: 'Please sign',
    documents: [{ documentId: '1', name: 'Quote.pdf', pdf: new TextEncoder().encode('%PDF-1.7') }],
    signers: [{ recipientId: '1', routingOrder: 1, ...signer }],
    witnesses: [],
  });
  const { url } = await sandbox.recipientView(envelopeId, { ...signer, returnUrl: 'http://au.localhost/q' });
  const token = url.split('/').pop()!;
  await sandbox.openSigningView(token);
  if (action === 'void') await sandbox.voidEnvelope(envelopeId, 'The quote was withdrawn.');
  else await sandbox.finishSigning(token, action);
  await sender.settled();
  return deliveries;
}

/** The sandbox's delivery of one event, as a message with its headers for metadata. */
const messageOf = (action: SigningAction | 'void', event: string) => async () => {
  const delivery = (await deliveriesWhenSigner(action)).find(
    ({ body }) => (JSON.parse(body) as { event: string }).event === event,
  );
  if (!delivery) throw new Error(`the sandbox sent no ${event} event`);
  // The signature is the body's under the state's key, not merely of the pact's shape.
  if (delivery.headers['X-DocuSign-Signature-1'] !== connectSignature(delivery.body, key))
    throw new Error('the sandbox signed the event with another key');
  return {
    __pactMessageMetadata: { ...delivery.headers, contentType: 'application/json' },
    // Pact's message proxy answers the message as JSON; its signature was checked on the bytes above.
    message: JSON.parse(delivery.body) as unknown,
  };
};

const withKey = async (_state: string, params?: { [name: string]: string }) => {
  key = params?.['connectHmacKey'] ?? CONNECT_PACT.key;
};

describe(`${CONNECT_PACT.provider} (the embedded sandbox) honours the listener's pact`, () => {
  it('verifies every message', async () => {
    await new MessageProviderPact({
      provider: CONNECT_PACT.provider,
      pactUrls: [path.join(CONNECT_PACT.dir, CONNECT_PACT.file)],
      logLevel: 'warn',
      messageProviders: {
        [CONNECT_PACT.messages.recipientCompleted]: messageOf('sign', 'recipient-completed'),
        [CONNECT_PACT.messages.completed]: messageOf('sign', 'envelope-completed'),
        [CONNECT_PACT.messages.declined]: messageOf('decline', 'envelope-declined'),
        [CONNECT_PACT.messages.voided]: messageOf('void', 'envelope-voided'),
      },
      stateHandlers: {
        [CONNECT_PACT.states.signed]: withKey,
        [CONNECT_PACT.states.declined]: withKey,
        [CONNECT_PACT.states.voided]: withKey,
      },
    }).verify();
  }, 120_000);
});
