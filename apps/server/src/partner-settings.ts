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
  const creditDelay = Number(env.SANDBOX_CREDIT_DELAY_MS);
  if (env.SANDBOX_CREDIT_DELAY_MS && Number.isInteger(creditDelay) && creditDelay >= 0) {
    settings.sandboxCreditDelayMs = creditDelay;
  }
  return settings;
}
