/**
 * Real partners are used when their URL and key are in the environment; otherwise the embedded
 * sandboxes stand in for them (ARCHITECTURE.md, 'Embedded defaults, real parts').
 */
export interface PartnerSettings {
  businessRegistry?: { baseUrl: string; apiKey: string };
  crm?: { baseUrl: string; apiKey: string };
  leadDialler?: { baseUrl: string; apiKey: string };
  /** How long the sandbox credit decision service takes to decide (SANDBOX_CREDIT_DELAY_MS). */
  sandboxCreditDelayMs?: number;
  /** How long the sandbox CRM takes to create a record (SANDBOX_CRM_DELAY_MS), as a real one over the network. */
  sandboxCrmDelayMs?: number;
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
 * The adapter each partner runs on, from the same settings the composition root binds by. The
 * e-signature, identity-scan, credit-decision and address services have no real client yet
 * (decisions 1510, 1630, 1520, 1246): their sandbox is all there is.
 */
export function partnerAdapters(settings: PartnerSettings): Record<Partner, PartnerAdapter> {
  return {
    'e-signature': 'sandbox',
    'identity-scan': 'sandbox',
    'credit-decision': 'sandbox',
    'business-registry': settings.businessRegistry ? 'service' : 'sandbox',
    'address-lookup': 'sandbox',
    crm: settings.crm ? 'service' : 'sandbox',
    'lead-dialler': settings.leadDialler ? 'service' : 'sandbox',
  };
}

/** The partners that run on their sandbox, in PARTNERS' order. */
export function partnersOnSandbox(settings: PartnerSettings): Partner[] {
  const adapters = partnerAdapters(settings);
  return PARTNERS.filter((partner) => adapters[partner] === 'sandbox');
}

export function readPartnerSettings(env: NodeJS.ProcessEnv = process.env): PartnerSettings {
  const settings: PartnerSettings = {};
  const businessRegistry = serviceIn(env, 'BUSINESS_REGISTRY_URL', 'BUSINESS_REGISTRY_API_KEY');
  if (businessRegistry) settings.businessRegistry = businessRegistry;
  const crm = serviceIn(env, 'CRM_URL', 'CRM_API_KEY');
  if (crm) settings.crm = crm;
  const leadDialler = serviceIn(env, 'LEAD_DIALLER_URL', 'LEAD_DIALLER_API_KEY');
  if (leadDialler) settings.leadDialler = leadDialler;
  const creditDelay = millisecondsIn(env.SANDBOX_CREDIT_DELAY_MS);
  if (creditDelay !== undefined) settings.sandboxCreditDelayMs = creditDelay;
  const crmDelay = millisecondsIn(env.SANDBOX_CRM_DELAY_MS);
  if (crmDelay !== undefined) settings.sandboxCrmDelayMs = crmDelay;
  return settings;
}

/**
 * A real service needs both its URL and its key. One without the other is a mistake (a misspelt
 * name), which silently ran the sandbox instead: it is refused.
 */
function serviceIn(
  env: NodeJS.ProcessEnv,
  url: string,
  key: string,
): { baseUrl: string; apiKey: string } | undefined {
  const baseUrl = env[url];
  const apiKey = env[key];
  if (baseUrl && apiKey) return { baseUrl, apiKey };
  if (baseUrl || apiKey) {
    const [set, missing] = baseUrl ? [url, key] : [key, url];
    throw new Error(
      `${set} is set without ${missing}: set both for the real service, or neither for its sandbox`,
    );
  }
  return undefined;
}

function millisecondsIn(value: string | undefined): number | undefined {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms >= 0 ? ms : undefined;
}
