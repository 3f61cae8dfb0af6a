import type { DiallerLead, LeadDialler } from '@lease-portal/domain';
import { z } from 'zod';
import { apiKeyHeader, type PartnerEndpoint, type PartnerHttpTuning } from '../partner-http/partner-endpoint';
import { PartnerHttp } from '../partner-http/partner-http';

const submittedAnswer = z.object({ leadId: z.string().min(1) });

/** The dialler service over HTTP (decision 0901): POST /leads with our lead id as Idempotency-Key. */
export class HttpLeadDialler implements LeadDialler {
  private readonly http: PartnerHttp;
  private readonly headers: Record<string, string>;

  constructor(endpoint: PartnerEndpoint, tuning: PartnerHttpTuning = {}) {
    this.http = new PartnerHttp({
      partner: 'lead dialler',
      baseUrl: endpoint.baseUrl,
      ...(endpoint.timeoutMs !== undefined ? { timeoutMs: endpoint.timeoutMs } : {}),
      ...tuning,
    });
    this.headers = apiKeyHeader(endpoint);
  }

  async submitLead(lead: DiallerLead): Promise<string> {
    const { body } = await this.http.call({
      operation: 'leads.submit',
      method: 'POST',
      path: '/leads',
      headers: this.headers,
      json: lead,
      idempotencyKey: lead.reference,
      answer: submittedAnswer,
    });
    return body!.leadId;
  }

  close(): Promise<void> {
    return this.http.close();
  }
}
