import type { DocuSignSettings } from '../partner-settings';

/** The DocuSign account the adapter signs in to, from its settings (decision 2103). */
export function docuSignAccountOf(docuSign: DocuSignSettings) {
  return {
    authServer: docuSign.authServer,
    integrationKey: docuSign.integrationKey,
    userId: docuSign.userId,
    privateKey: docuSign.privateKeyPem,
    ...(docuSign.accountId ? { accountId: docuSign.accountId } : {}),
  };
}
