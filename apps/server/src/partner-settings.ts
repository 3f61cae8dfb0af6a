import { createPrivateKey } from 'node:crypto';
/**
 * Real partners are used when their URL and key are in the environment; otherwise the embedded
 * sandboxes stand in for them (ARCHITECTURE.md, 'Embedded defaults, real parts').
 */
export interface PartnerSettings {
  /** DocuSign eSignature REST v2.1 (decision 2103); absent: the portal's own DocuSign-shaped sandbox. */
  docuSign?: DocuSignSettings;
  /** Addressfinder's AU and NZ address APIs (decision 2111); absent: the portal's own Addressfinder sandbox. */
  addressfinder?: AddressfinderSettings;
  /** The ABR's ABN Lookup JSON services (decision 2110); absent: the portal's own ABR sandbox. */
  abr?: AbrSettings;
  /** The NZBN API v5 (decision 2110); absent: the portal's own NZBN sandbox. */
  nzbn?: NzbnSettings;
  /** Salesforce's REST API (decision 2117); absent: the portal's own Salesforce sandbox. */
  crm?: SalesforceSettings;
  /** A dialler on the contract the portal publishes (decision 2118); absent: the portal's own dialler sandbox. */
  leadDialler?: LeadDiallerSettings;
  /** GBG IDscan Enterprise's web API (decision 2119); absent: the portal's own sandbox of it. */
  identityScan?: GbgSettings;
  /** A credit decision service on the contract the portal publishes (decision 2120); absent: the portal's own sandbox. */
  creditDecision?: CreditDecisionSettings;
  /** How long the sandbox credit decision service takes to decide (SANDBOX_CREDIT_DELAY_MS). */
  sandboxCreditDelayMs?: number;
  /** How long the sandbox CRM takes to create a record (SANDBOX_CRM_DELAY_MS), as a real one over the network. */
  sandboxCrmDelayMs?: number;
}

/** What the DocuSign adapter needs: the JWT grant's identity and key, and Connect's HMAC keys. */
export interface DocuSignSettings {
  /** The account server, e.g. https://account-d.docusign.com (developer) or https://account.docusign.com. */
  authServer: string;
  /** The integration key (the OAuth client id). */
  integrationKey: string;
  /** The user the portal acts as (the JWT's `sub`), who has consented once. */
  userId: string;
  /** The integration's RSA private key, PEM; `\n` written out in one line is accepted. */
  privateKeyPem: string;
  /** Connect's HMAC keys, newest first: several are valid at once while a key is rotated. */
  connectHmacKeys: string[];
  /** Which of the user's accounts to use; the default account when not set. */
  accountId?: string;
}

/** The ABR's web services: the GUID it issued the portal; its own address unless ABR_BASE_URL says otherwise. */
export interface AbrSettings {
  guid: string;
  baseUrl?: string;
}

/** The NZBN API: the portal's subscription key; the production gateway unless NZBN_BASE_URL says otherwise. */
export interface NzbnSettings {
  subscriptionKey: string;
  baseUrl?: string;
}

/** An Addressfinder account: its key and secret (server side only), and the API's base. */
export interface AddressfinderSettings {
  /** https://api.addressfinder.io unless ADDRESSFINDER_URL says otherwise (a proxy, a local stub). */
  baseUrl: string;
  key: string;
  secret: string;
}

/** A Salesforce org's connected app, reached with the client credentials flow. */
export interface SalesforceSettings {
  /** The org's My Domain, e.g. https://acme.my.salesforce.com (a sandbox org's: acme--uat.sandbox.my.salesforce.com). */
  loginUrl: string;
  clientId: string;
  clientSecret: string;
}

/** A dialler implementing the portal's published contract, and the client it issued the portal. */
export interface LeadDiallerSettings {
  /** Where the contract's paths live, e.g. https://dialler.example.com/lease-portal/v1 */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

/** A GBG IDscan Enterprise account: the service's base, and its scanning and investigation users. */
export interface GbgSettings {
  /** e.g. https://sydney.idscan.cloud (the AU region) or https://prod.idscan.cloud. */
  baseUrl: string;
  scanning: { username: string; password: string };
  investigation: { username: string; password: string };
}

/** A credit decision service implementing the portal's published contract, and the client it issued the portal. */
export interface CreditDecisionSettings {
  /** Where the contract's paths live, e.g. https://credit.example.com/lease-portal/v1 */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

/** A partner's settings that cannot be right (half of them set): the operator must fix them. */
export class PartnerMisconfigured extends Error {
  override readonly name = 'PartnerMisconfigured';
}

/** Every partner, by the name SANDBOX_PARTNERS, the start-up log and /health give it (decision 2020). */
export const PARTNERS = [
  'e-signature',
  'identity-scan',
  'credit-decision',
  'business-registry',
  'address-lookup',
  'crm',
  'lead-dialler',
] as const;
export type Partner = (typeof PARTNERS)[number];

/** A partner's real service (its HTTP client), or the embedded sandbox standing in for it. */
export type PartnerAdapter = 'service' | 'sandbox';

/**
 * The adapter each partner runs on, from the same settings the composition root binds by. Every
 * partner runs its real adapter either way, against the portal's own sandbox of the real API when not
 * configured: e-signature, identity scan, the registers, address lookup, the CRM, the dialler and the
 * credit decision service (decisions 2103, 2119, 2110, 2111, 2117, 2118, 2120).
 */
export function partnerAdapters(settings: PartnerSettings): Record<Partner, PartnerAdapter> {
  return {
    'e-signature': settings.docuSign ? 'service' : 'sandbox',
    'identity-scan': settings.identityScan ? 'service' : 'sandbox',
    'credit-decision': settings.creditDecision ? 'service' : 'sandbox',
    // Both registers, or a sandbox answers for one region.
    'business-registry': settings.abr && settings.nzbn ? 'service' : 'sandbox',
    'address-lookup': settings.addressfinder ? 'service' : 'sandbox',
    crm: settings.crm ? 'service' : 'sandbox',
    'lead-dialler': settings.leadDialler ? 'service' : 'sandbox',
  };
}

/** The partners that run on their sandbox, in PARTNERS' order. */
export function partnersOnSandbox(settings: PartnerSettings): Partner[] {
  const adapters = partnerAdapters(settings);
  return PARTNERS.filter((partner) => adapters[partner] === 'sandbox');
}

/** The variables of a real DocuSign account: all of them, or none for the sandbox. */
export const DOCUSIGN_VARIABLES = {
  authServer: 'DOCUSIGN_AUTH_SERVER',
  integrationKey: 'DOCUSIGN_INTEGRATION_KEY',
  userId: 'DOCUSIGN_USER_ID',
  privateKeyPem: 'DOCUSIGN_PRIVATE_KEY',
  connectHmacKeys: 'DOCUSIGN_CONNECT_HMAC_KEYS',
} as const;

/** The variables of a Salesforce org: all of them, or none for the sandbox. */
export const SALESFORCE_VARIABLES = {
  loginUrl: 'SALESFORCE_LOGIN_URL',
  clientId: 'SALESFORCE_CLIENT_ID',
  clientSecret: 'SALESFORCE_CLIENT_SECRET',
} as const;

/** The variables of a GBG IDscan Enterprise account: all of them, or none for the sandbox. */
export const GBG_VARIABLES = {
  baseUrl: 'GBG_IDSCAN_URL',
  scanningUsername: 'GBG_IDSCAN_SCANNING_USERNAME',
  scanningPassword: 'GBG_IDSCAN_SCANNING_PASSWORD',
  investigationUsername: 'GBG_IDSCAN_INVESTIGATION_USERNAME',
  investigationPassword: 'GBG_IDSCAN_INVESTIGATION_PASSWORD',
} as const;

/** The variables of a dialler on the portal's published contract: all of them, or none for the sandbox. */
export const LEAD_DIALLER_VARIABLES = {
  baseUrl: 'LEAD_DIALLER_URL',
  clientId: 'LEAD_DIALLER_CLIENT_ID',
  clientSecret: 'LEAD_DIALLER_CLIENT_SECRET',
} as const;

/** The variables of a credit decision service on the portal's published contract: all of them, or none for the sandbox. */
export const CREDIT_DECISION_VARIABLES = {
  baseUrl: 'CREDIT_DECISION_URL',
  clientId: 'CREDIT_DECISION_CLIENT_ID',
  clientSecret: 'CREDIT_DECISION_CLIENT_SECRET',
} as const;

/** The variables of an Addressfinder account: both, or neither for the sandbox. */
export const ADDRESSFINDER_VARIABLES = {
  key: 'ADDRESSFINDER_KEY',
  secret: 'ADDRESSFINDER_SECRET',
} as const;
export const ADDRESSFINDER_API = 'https://api.addressfinder.io';

export function readPartnerSettings(env: NodeJS.ProcessEnv = process.env): PartnerSettings {
  const settings: PartnerSettings = {};
  const docuSign = completeOrNone(env, 'DocuSign', DOCUSIGN_VARIABLES);
  if (docuSign) {
    settings.docuSign = {
      ...docuSign,
      privateKeyPem: rsaPrivateKeyIn(docuSign.privateKeyPem.replaceAll('\\n', '\n')),
      connectHmacKeys: connectKeysIn(docuSign.connectHmacKeys),
      ...(env.DOCUSIGN_ACCOUNT_ID ? { accountId: env.DOCUSIGN_ACCOUNT_ID } : {}),
    };
  }
  const addressfinder = addressfinderIn(env);
  if (addressfinder) settings.addressfinder = addressfinder;
  const abr = registerIn(env, ABR_VARIABLES);
  if (abr) {
    if (!GUID.test(abr.credential))
      throw new PartnerMisconfigured(`${ABR_VARIABLES.credential} is not a GUID, as the ABR issues them.`);
    settings.abr = { guid: abr.credential, ...(abr.baseUrl ? { baseUrl: abr.baseUrl } : {}) };
  }
  const nzbn = registerIn(env, NZBN_VARIABLES);
  if (nzbn)
    settings.nzbn = { subscriptionKey: nzbn.credential, ...(nzbn.baseUrl ? { baseUrl: nzbn.baseUrl } : {}) };
  const crm = completeOrNone(env, 'Salesforce', SALESFORCE_VARIABLES);
  if (crm) settings.crm = { ...crm, loginUrl: httpUrlIn(SALESFORCE_VARIABLES.loginUrl, crm.loginUrl) };
  const leadDialler = completeOrNone(env, 'The lead dialler', LEAD_DIALLER_VARIABLES);
  if (leadDialler)
    settings.leadDialler = {
      ...leadDialler,
      baseUrl: httpUrlIn(LEAD_DIALLER_VARIABLES.baseUrl, leadDialler.baseUrl),
    };
  const gbg = completeOrNone(env, 'GBG IDscan', GBG_VARIABLES);
  if (gbg)
    settings.identityScan = {
      baseUrl: httpUrlIn(GBG_VARIABLES.baseUrl, gbg.baseUrl),
      scanning: { username: gbg.scanningUsername, password: gbg.scanningPassword },
      investigation: { username: gbg.investigationUsername, password: gbg.investigationPassword },
    };
  const creditDecision = completeOrNone(env, 'The credit decision service', CREDIT_DECISION_VARIABLES);
  if (creditDecision)
    settings.creditDecision = {
      ...creditDecision,
      baseUrl: httpUrlIn(CREDIT_DECISION_VARIABLES.baseUrl, creditDecision.baseUrl),
    };
  const creditDelay = millisecondsIn(env.SANDBOX_CREDIT_DELAY_MS);
  if (creditDelay !== undefined) settings.sandboxCreditDelayMs = creditDelay;
  const crmDelay = millisecondsIn(env.SANDBOX_CRM_DELAY_MS);
  if (crmDelay !== undefined) settings.sandboxCrmDelayMs = crmDelay;
  return settings;
}

/** The registers' variables: each register's credential, and the base URL that has a default. */
export const ABR_VARIABLES = { credential: 'ABR_GUID', baseUrl: 'ABR_BASE_URL' } as const;
export const NZBN_VARIABLES = { credential: 'NZBN_SUBSCRIPTION_KEY', baseUrl: 'NZBN_BASE_URL' } as const;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A register's credential and base URL, all or none (decision 2110): the credential gives the real
 * register, at its own address unless the base URL says otherwise; a base URL without the credential
 * is a mistake, refused; neither is the portal's sandbox of it.
 */
function registerIn(
  env: NodeJS.ProcessEnv,
  names: { credential: string; baseUrl: string },
): { credential: string; baseUrl?: string } | undefined {
  const credential = env[names.credential]?.trim();
  const baseUrl = env[names.baseUrl]?.trim();
  if (!credential) {
    if (baseUrl)
      throw new PartnerMisconfigured(
        `${names.baseUrl} is set without ${names.credential}: set ${names.credential} for the real register, ` +
          'or neither for its sandbox.',
      );
    return undefined;
  }
  if (baseUrl && !/^https?:\/\/[^/\s]+/.test(baseUrl))
    throw new PartnerMisconfigured(`${names.baseUrl} is not an http(s) URL.`);
  return { credential, ...(baseUrl ? { baseUrl } : {}) };
}

/** The account's key and secret, both or neither; a base URL without them is a mistake too. */
function addressfinderIn(env: NodeJS.ProcessEnv): AddressfinderSettings | undefined {
  const account = completeOrNone(env, 'Addressfinder', ADDRESSFINDER_VARIABLES);
  const baseUrl = env.ADDRESSFINDER_URL?.trim();
  if (!account) {
    if (baseUrl)
      throw new PartnerMisconfigured(
        `ADDRESSFINDER_URL is set without ${ADDRESSFINDER_VARIABLES.key} and ${ADDRESSFINDER_VARIABLES.secret}: ` +
          'set them for the real service, or none of the three for its sandbox.',
      );
    return undefined;
  }
  if (baseUrl && !/^https?:\/\/[^/\s]+/.test(baseUrl))
    throw new PartnerMisconfigured(
      'ADDRESSFINDER_URL is not an http(s) URL, e.g. https://api.addressfinder.io.',
    );
  return { baseUrl: baseUrl || ADDRESSFINDER_API, ...account };
}

/** A partner's address, read at start so that a mistyped one stops the portal, not its first call. */
function httpUrlIn(variable: string, value: string): string {
  const url = value.trim();
  if (!/^https?:\/\/[^/\s]+/.test(url)) throw new PartnerMisconfigured(`${variable} is not an http(s) URL.`);
  return url.replace(/\/+$/, '');
}

/**
 * A partner's variables, read together: every one set gives its settings, none gives undefined (its
 * sandbox), and some but not all is a start-up error naming the missing ones.
 */
function completeOrNone<Names extends Record<string, string>>(
  env: NodeJS.ProcessEnv,
  partner: string,
  names: Names,
): Record<keyof Names, string> | undefined {
  const entries = Object.entries(names).map(([field, name]) => [field, name, env[name]] as const);
  const missing = entries.filter(([, , value]) => !value).map(([, name]) => name);
  if (missing.length === entries.length) return undefined;
  if (missing.length > 0) {
    const set = entries.filter(([, , value]) => value).map(([, name]) => name);
    throw new PartnerMisconfigured(
      `${partner} is half configured: ${set.join(', ')} set without ${missing.join(', ')}. ` +
        'Set every one for the real service, or none for its sandbox.',
    );
  }
  return Object.fromEntries(entries.map(([field, , value]) => [field, value])) as Record<keyof Names, string>;
}

/** Connect's keys, comma-separated: at least one, or every delivery would be refused. */
function connectKeysIn(value: string): string[] {
  const keys = value
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.length === 0)
    throw new PartnerMisconfigured(`${DOCUSIGN_VARIABLES.connectHmacKeys} names no key.`);
  return keys;
}

/** The key is read at start, so that a wrong one stops the portal instead of its first signing. */
function rsaPrivateKeyIn(pem: string): string {
  try {
    if (createPrivateKey(pem).asymmetricKeyType === 'rsa') return pem;
  } catch {
    // Not a key at all: refused below in the same words.
  }
  throw new PartnerMisconfigured(
    `${DOCUSIGN_VARIABLES.privateKeyPem} is not an RSA private key in PEM (the integration's key, ` +
      '-----BEGIN PRIVATE KEY----- or -----BEGIN RSA PRIVATE KEY-----).',
  );
}

function millisecondsIn(value: string | undefined): number | undefined {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms >= 0 ? ms : undefined;
}
