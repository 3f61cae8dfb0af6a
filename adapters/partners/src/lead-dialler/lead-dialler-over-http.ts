import type { DiallerLead, LeadDialler } from '@lease-portal/domain';
import type { PartnerHttp } from '../partner-http/partner-http';
import { DIALLER_PATHS, leadAcceptedWire, type LeadWire } from './lead-dialler-wire';

/** The lead as the published contract writes it. */
export function leadWireOf(lead: DiallerLead): LeadWire {
  return {
    reference: lead.reference,
    organisation: lead.orgId,
    region: lead.region,
    contact: { firstName: lead.firstName, lastName: lead.lastName, phone: lead.phone, email: lead.email },
    ...(lead.businessName
      ? { business: { name: lead.businessName, number: lead.businessNumber ?? '' } }
      : {}),
    ...(lead.message ? { message: lead.message } : {}),
    vehicles: lead.vehicles,
  };
}

/**
 * The lead dialler on the contract the portal publishes (decision 2118): `POST /leads` with our
 * reference as Idempotency-Key, so the layer may send it again after a failed attempt and the dialler
 * keeps one lead; 201 queued or 200 already queued, the dialler's id either way. A refusal (a problem
 * document with a 4xx) is PARTNER_REJECTED, given up at once by the job; a dialler that is down or
 * busy is PARTNER_UNAVAILABLE, retried.
 */
export class LeadDiallerOverHttp implements LeadDialler {
  constructor(
    private readonly parts: {
      /** The dialler's partner layer, authorised by the client credentials token. */
      api: PartnerHttp;
      close?: () => Promise<void>;
    },
  ) {}

  async submitLead(lead: DiallerLead): Promise<string> {
    const { body } = await this.parts.api.call({
      operation: 'leads.submit',
      method: 'POST',
      path: DIALLER_PATHS.leads,
      json: leadWireOf(lead),
      idempotencyKey: lead.reference,
      answer: leadAcceptedWire,
    });
    return body!.leadId;
  }

  async close(): Promise<void> {
    await this.parts.close?.();
  }
}
