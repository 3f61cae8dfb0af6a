import type { Container } from 'inversify';
import type { RequestHandler } from 'express';
import { LEAD_DIALLER, type LeadDialler } from '@lease-portal/domain';
import { leadDialler, type PartnerCallLogger } from '@lease-portal/partners';
import type { LeadDiallerSettings } from '../partner-settings';
import { LEAD_DIALLER_SANDBOX_PATH, LeadDiallerSandbox } from './dialler-sandbox/lead-dialler-sandbox';
import { leadDiallerSandboxRouter } from './dialler-sandbox/lead-dialler-sandbox-router';

/**
 * The lead dialler, on the contract the portal publishes (decision 2118): the dialler configured, or
 * else the portal's own dialler sandbox, served by the portal at /sandbox/lead-dialler and reached over
 * HTTP at the portal's own address like any partner.
 */
export function bindLeadDialler(
  container: Container,
  settings?: LeadDiallerSettings,
  partnerLogger?: PartnerCallLogger,
): void {
  if (!settings) container.bind(LeadDiallerSandbox).toDynamicValue(() => new LeadDiallerSandbox());
  container.bind<LeadDialler>(LEAD_DIALLER).toDynamicValue((ctx) => {
    const sandbox = settings ? undefined : ctx.get(LeadDiallerSandbox);
    return leadDialler({
      ...(settings ?? { baseUrl: () => sandbox!.baseUrl(), ...sandbox!.client }),
      http: partnerLogger ? { logger: partnerLogger } : {},
    });
  });
}

/** The portal listens at `origin`: its own dialler sandbox, when it runs one, is reached there. */
export function leadDiallerListensAt(container: Container, origin: string): void {
  if (leadDiallerOnSandbox(container)) container.get(LeadDiallerSandbox).listeningAt(origin);
}

/** Whether the dialler adapter speaks to the portal's own dialler sandbox (no dialler configured). */
export function leadDiallerOnSandbox(container: Container): boolean {
  return container.isBound(LeadDiallerSandbox);
}

/** The published contract as the sandbox speaks it, served by the portal. */
export function leadDiallerRouters(container: Container): { path: string; handler: RequestHandler }[] {
  return [
    { path: LEAD_DIALLER_SANDBOX_PATH, handler: leadDiallerSandboxRouter(container.get(LeadDiallerSandbox)) },
  ];
}
