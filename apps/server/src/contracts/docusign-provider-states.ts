import { SignJWT } from 'jose';
import type { Container } from 'inversify';
import { aWitnessedLeaseEnvelope } from '@lease-portal/domain/src/e-signature/testing/a-witnessed-lease-envelope';
import { SandboxESignature } from '@lease-portal/partners';
import { DOCUSIGN_PACT } from '@lease-portal/partners/src/e-signature/docusign/docusign-pact';
import type { VerifierOptions } from '@pact-foundation/pact';
import { DocuSignSandbox } from '../e-signature/docusign-sandbox/docusign-sandbox';
import { DOCUSIGN_SANDBOX_PATH } from '../e-signature/docusign-sandbox/docusign-sandbox-router';

/**
 * The DocuSign pact's provider states, arranged on the portal's own DocuSign sandbox (decision 2103):
 * envelopes sent and signed through the sandbox service, as DocuSign would hold them, and what the
 * pact's requests need handed over (the account, the reference, the envelope and the tab's ids).
 */
export function docuSignProviderStates(container: Container, origin: string) {
  const sandbox = container.get(DocuSignSandbox);
  const service = container.get(SandboxESignature);
  let sent = 0;

  /** An assertion the sandbox's account server accepts, addressed to the host it is sent to. */
  const assertion = (audience: string) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ scope: 'signature impersonation' })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(sandbox.identity.integrationKey)
      .setSubject(sandbox.identity.userId)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(sandbox.privateKey);
  };
  /** A token of the sandbox's, as its JWT grant gives one. */
  const accessToken = async () => {
    const granted = await sandbox.tokens.grant(await assertion('sandbox'), 'sandbox');
    if (!('accessToken' in granted)) throw new Error(`the sandbox refused its own grant: ${granted.refused}`);
    return granted.accessToken;
  };

  /** A reference of this state's own: the sandbox keeps every envelope it was sent. */
  const referenceOf = (params?: unknown) =>
    `${String((params as { reference?: string } | undefined)?.reference ?? 'pact')}#${++sent}`;
  const send = async (reference: string) => service.sendEnvelope(aWitnessedLeaseEnvelope(reference));

  /** The witness's text tab's id, as the sandbox answers it over its API. */
  const textTabIdOf = async (envelopeId: string) => {
    const answer = await fetch(
      `${origin}${DOCUSIGN_SANDBOX_PATH}/restapi/v2.1/accounts/${sandbox.identity.accountId}/envelopes/${envelopeId}/recipients?include_tabs=true`,
      { headers: { authorization: `Bearer ${await accessToken()}` } },
    );
    const body = (await answer.json()) as { witnesses?: { tabs?: { textTabs?: { tabId: string }[] } }[] };
    const tabId = body.witnesses?.[0]?.tabs?.textTabs?.[0]?.tabId;
    if (!tabId) throw new Error('the sandbox answered no text tab for the witness');
    return tabId;
  };

  /** Each recipient signs in turn on the sandbox's signing page. */
  const signAll = async (envelopeId: string) => {
    const { signers, witnesses } = aWitnessedLeaseEnvelope();
    for (const recipient of [...signers, ...witnesses]) {
      const { url } = await service.recipientView(envelopeId, {
        clientUserId: recipient.clientUserId,
        name: recipient.name,
        email: recipient.email,
        returnUrl: 'https://au.example.org/signed',
      });
      const token = new URL(url, 'https://au.example.org').pathname.split('/').pop()!;
      await service.openSigningView(token);
      await service.finishSigning(token, 'sign');
    }
  };

  const { states } = DOCUSIGN_PACT;
  const accountId = sandbox.identity.accountId;
  const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = {
    [states.account]: async () => ({ accountId, reference: referenceOf() }),
    [states.noEnvelope]: async (params?: unknown) => ({ accountId, reference: referenceOf(params) }),
    [states.sent]: async (params?: unknown) => {
      const reference = referenceOf(params);
      const { envelopeId } = await send(reference);
      return { accountId, reference, envelopeId, tabId: await textTabIdOf(envelopeId) };
    },
    [states.completed]: async (params?: unknown) => {
      const reference = referenceOf(params);
      const { envelopeId } = await send(reference);
      await signAll(envelopeId);
      return { accountId, reference, envelopeId };
    },
  };
  return { stateHandlers, assertion, accessToken };
}
