import type { CreditBureau, CreditEnquiry, CreditEnquiryState } from '@lease-portal/domain';
import type { PartnerHttp } from '../partner-http/partner-http';
import {
  CREDIT_DECISION_PATHS,
  creditEnquiryStateOf,
  creditEnquiryStateWire,
  creditEnquiryWireOf,
} from './credit-decision-wire';

/**
 * The credit decision service on the contract the portal publishes (decision 2120): `POST
 * /credit-enquiries` with our reference as Idempotency-Key, so the layer may send it again after a
 * failed attempt and the service makes one enquiry (201 made, 200 made before: its state either way);
 * `GET /credit-enquiries/{reference}` for its decision, 404 when it has none. Whether it has decided is
 * an answer, never a failure: the job asks again on the journey's schedule (decision 2104). A refusal
 * (a problem document with a 4xx) is PARTNER_REJECTED, given up at once by the job; a service that is
 * down or busy is PARTNER_UNAVAILABLE, retried.
 */
export class CreditBureauOverHttp implements CreditBureau {
  constructor(
    private readonly parts: {
      /** The service's partner layer, authorised by the client credentials token. */
      api: PartnerHttp;
      close?: () => Promise<void>;
    },
  ) {}

  async submit(enquiry: CreditEnquiry): Promise<CreditEnquiryState> {
    const { body } = await this.parts.api.call({
      operation: 'credit-enquiries.submit',
      method: 'POST',
      path: CREDIT_DECISION_PATHS.enquiries,
      json: creditEnquiryWireOf(enquiry),
      idempotencyKey: enquiry.reference,
      answer: creditEnquiryStateWire,
    });
    return creditEnquiryStateOf(body!);
  }

  async enquiry(reference: string): Promise<CreditEnquiryState | undefined> {
    const { status, body } = await this.parts.api.call({
      operation: 'credit-enquiries.read',
      method: 'GET',
      path: CREDIT_DECISION_PATHS.enquiry(reference),
      accept: [404],
      answer: creditEnquiryStateWire,
    });
    return status === 404 ? undefined : creditEnquiryStateOf(body!);
  }

  async close(): Promise<void> {
    await this.parts.close?.();
  }
}
