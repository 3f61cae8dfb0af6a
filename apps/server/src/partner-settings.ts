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

export function readPartnerSettings(env: NodeJS.ProcessEnv = process.env): PartnerSettings {
  const settings: PartnerSettings = {};
  if (env.BUSINESS_REGISTRY_URL && env.BUSINESS_REGISTRY_API_KEY) {
    settings.businessRegistry = { baseUrl: env.BUSINESS_REGISTRY_URL, apiKey: env.BUSINESS_REGISTRY_API_KEY };
  }
  if (env.CRM_URL && env.CRM_API_KEY) {
    settings.crm = { baseUrl: env.CRM_URL, apiKey: env.CRM_API_KEY };
  }
  if (env.LEAD_DIALLER_URL && env.LEAD_DIALLER_API_KEY) {
    settings.leadDialler = { baseUrl: env.LEAD_DIALLER_URL, apiKey: env.LEAD_DIALLER_API_KEY };
  }
  const creditDelay = millisecondsIn(env.SANDBOX_CREDIT_DELAY_MS);
  if (creditDelay !== undefined) settings.sandboxCreditDelayMs = creditDelay;
  const crmDelay = millisecondsIn(env.SANDBOX_CRM_DELAY_MS);
  if (crmDelay !== undefined) settings.sandboxCrmDelayMs = crmDelay;
  return settings;
}

function millisecondsIn(value: string | undefined): number | undefined {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms >= 0 ? ms : undefined;
}
