import type { RequestHandler } from 'express';
import type { Container } from 'inversify';
import { eSignatureRouters } from './e-signature/bind-e-signature';
import { addressFinderRouters } from './address-finder/bind-address-finder';
import { businessRegistryRouters } from './business-registry/bind-business-registry';
import { identityScanRouters } from './identity-check/bind-identity-check';
import { crmRouters } from './crm/bind-crm';
import { leadDiallerRouters } from './lead-dialler/bind-lead-dialler';
import { creditDecisionRouters } from './credit-bureau/bind-credit-bureau';
import type { Partner, PartnerAdapter } from './partner-settings';

/**
 * The sandboxes' own pages and APIs (/sandbox/...), mounted only for the partners running on their
 * sandbox: with a real service, its sandbox answers nobody (decision 2020).
 */
export function sandboxRouters(
  container: Container,
  adapters: Record<Partner, PartnerAdapter>,
): { path: string; handler: RequestHandler }[] {
  return [
    ...(adapters['e-signature'] === 'sandbox' ? eSignatureRouters(container) : []),
    ...(adapters['identity-scan'] === 'sandbox' ? identityScanRouters(container) : []),
    ...(adapters['business-registry'] === 'sandbox' ? businessRegistryRouters(container) : []),
    ...(adapters['address-lookup'] === 'sandbox' ? addressFinderRouters(container) : []),
    ...(adapters.crm === 'sandbox' ? crmRouters(container) : []),
    ...(adapters['lead-dialler'] === 'sandbox' ? leadDiallerRouters(container) : []),
    ...(adapters['credit-decision'] === 'sandbox' ? creditDecisionRouters(container) : []),
  ];
}
