import type { DiallerLead, LeadDialler } from '@lease-portal/domain';
import { z } from 'zod';
import { callPartner, type PartnerEndpoint } from '../partner-http/partner-call';

const submittedAnswer = z.object({ leadId: z.string().min(1) });

/** The dialler service over HTTP (decision 0901): POST /leads with our lead id as Idempotency-Key. */
export class HttpLeadDialler implements LeadDialler {
  constructor(private readonly endpoint: PartnerEndpoint) {}

  async submitLead(lead: DiallerLead): Promise<string> {
    const { body } = await callPartner('lead dialler', this.endpoint, {
      method: 'POST',
      path: '/leads',
      body: lead,
      idempotencyKey: lead.reference,
      answer: submittedAnswer,
    });
    return body!.leadId;
  }
}
