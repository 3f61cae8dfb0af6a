import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { DocuSignSandboxFaults } from './docusign-sandbox-faults';
import { DocuSignSandboxTokens, type DocuSignSandboxIdentity } from './docusign-sandbox-tokens';
import { DOCUSIGN_SANDBOX_PATH } from './docusign-sandbox-router';

/**
 * The portal's own DocuSign sandbox, as the DocuSign adapter reaches it when no DocuSign account is
 * configured: an integration whose RSA key pair is made in memory at start (the adapter signs with the
 * private half, the sandbox checks with the public half), and the portal's address, known once it listens.
 */
export class DocuSignSandbox {
  readonly faults = new DocuSignSandboxFaults();
  readonly identity: DocuSignSandboxIdentity;
  readonly tokens: DocuSignSandboxTokens;
  readonly privateKey: KeyObject;
  private origin: string | undefined;

  constructor(options: { tokenSeconds?: number } = {}) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = privateKey;
    this.identity = {
      integrationKey: randomUUID(),
      userId: randomUUID(),
      accountId: randomUUID(),
      publicKey,
      ...(options.tokenSeconds ? { tokenSeconds: options.tokenSeconds } : {}),
    };
    this.tokens = new DocuSignSandboxTokens(this.identity);
  }

  /** The portal listens at `origin` (e.g. http://127.0.0.1:3000): the sandbox is served under it. */
  listeningAt(origin: string): void {
    this.origin = origin.replace(/\/+$/, '');
  }

  /** The sandbox's account server (and, through /oauth/userinfo, its API): the portal's own address. */
  authServer(): string {
    if (!this.origin) {
      throw new Error(
        'The DocuSign sandbox is served by the portal itself: its address is known once the portal listens.',
      );
    }
    return `${this.origin}${DOCUSIGN_SANDBOX_PATH}`;
  }
}
