import type { Clock, ESignature, SecretTokens } from '@lease-portal/domain';
import { docuSignESignature, SandboxESignature } from '@lease-portal/partners';
import {
  PostgresEnvelopeSendClaims,
  PostgresSandboxEnvelopeStore,
  type Database,
} from '@lease-portal/postgres';
import { docuSignAccountOf, readPartnerSettings } from '@lease-portal/server/src/settings';

/**
 * The e-signature service as the portal speaks to it: the DocuSign account its settings name, with the
 * same send claims (decision 2103); without one, the portal's sandbox, whose envelopes are in this
 * database, read in-process. A module of its own, imported when a command first asks for an envelope:
 * the adapters bring an HTTP client, a schema library and a JWT library (about 2 MB of code) that
 * the other commands never run (decision 2060).
 */
export function eSignatureAdapter(
  db: Database,
  env: NodeJS.ProcessEnv,
  ports: { tokens: SecretTokens; clock: Clock },
): Pick<ESignature, 'envelope'> {
  const docuSign = readPartnerSettings(env).docuSign;
  return docuSign
    ? docuSignESignature({
        ...docuSignAccountOf(docuSign),
        claims: new PostgresEnvelopeSendClaims(db),
        clock: ports.clock,
      })
    : new SandboxESignature(new PostgresSandboxEnvelopeStore(db), ports.tokens, ports.clock);
}
