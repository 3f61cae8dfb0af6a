import type { Container } from 'inversify';
import type { RequestHandler } from 'express';
import { CRM, SANDBOX_CRM_STORE, type Crm, type SandboxCrmStore } from '@lease-portal/domain';
import { salesforceCrm, type PartnerCallLogger } from '@lease-portal/partners';
import { PostgresSandboxCrmStore, type Database } from '@lease-portal/postgres';
import type { PartnerSettings } from '../partner-settings';
import { SALESFORCE_SANDBOX_PATH, SalesforceSandbox } from './salesforce-sandbox/salesforce-sandbox';
import { salesforceSandboxRouter } from './salesforce-sandbox/salesforce-sandbox-router';

/**
 * The CRM is Salesforce, spoken on its own REST API (decision 2117): the org configured, or else the
 * portal's own Salesforce sandbox, served by the portal at /sandbox/salesforce, its records in the
 * portal's database (decision 0902), and reached over HTTP at the portal's own address like any partner.
 */
export function bindCrm(
  container: Container,
  db: Database,
  partners: Pick<PartnerSettings, 'crm' | 'sandboxCrmDelayMs'>,
  partnerLogger?: PartnerCallLogger,
): void {
  const { crm } = partners;
  if (!crm) {
    container.bind<SandboxCrmStore>(SANDBOX_CRM_STORE).toDynamicValue(() => new PostgresSandboxCrmStore(db));
    container
      .bind(SalesforceSandbox)
      .toDynamicValue(
        (ctx) =>
          new SalesforceSandbox(ctx.get<SandboxCrmStore>(SANDBOX_CRM_STORE), partners.sandboxCrmDelayMs),
      );
  }
  container.bind<Crm>(CRM).toDynamicValue((ctx) => {
    const sandbox = crm ? undefined : ctx.get(SalesforceSandbox);
    return salesforceCrm({
      ...(crm ?? { loginUrl: () => sandbox!.loginUrl(), ...sandbox!.client }),
      http: partnerLogger ? { logger: partnerLogger } : {},
    });
  });
}

/** The portal listens at `origin`: its own Salesforce sandbox, when it runs one, is reached there. */
export function crmListensAt(container: Container, origin: string): void {
  if (crmOnSandbox(container)) container.get(SalesforceSandbox).listeningAt(origin);
}

/** Whether the CRM adapter speaks to the portal's own Salesforce sandbox (no org configured). */
export function crmOnSandbox(container: Container): boolean {
  return container.isBound(SalesforceSandbox);
}

/** Salesforce's API as the sandbox speaks it, served by the portal. */
export function crmRouters(container: Container): { path: string; handler: RequestHandler }[] {
  return [
    { path: SALESFORCE_SANDBOX_PATH, handler: salesforceSandboxRouter(container.get(SalesforceSandbox)) },
  ];
}
