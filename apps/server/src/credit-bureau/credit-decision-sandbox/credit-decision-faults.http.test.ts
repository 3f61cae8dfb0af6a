import { creditBureau } from '@lease-portal/partners';
import { aCreditEnquiry } from '@lease-portal/partners/src/credit-bureau/credit-decision-pact';
import { describePartnerFaults } from '../../partner-sandbox/testing/partner-fault-suite';
import { aCreditDecisionSandboxOverHttp } from './testing/credit-decision-sandbox-over-http';

// The credit decision adapter making an enquiry (decision 2120) against the portal's credit decision
// sandbox, under the partner layer's fault suite (decision 2102): never a second enquiry under a reference.
describePartnerFaults({
  name: 'the credit decision adapter',
  partner: 'credit decision service',
  callPath: /\/credit-enquiries$/,
  tokenPath: /\/oauth\/token$/,
  async start() {
    const service = await aCreditDecisionSandboxOverHttp();
    const { sandbox, store } = service;
    const asAdapter = (adapter: ReturnType<typeof creditBureau>) => ({
      send: (reference: string) => adapter.submit(aCreditEnquiry(reference)),
      close: () => adapter.close(),
    });
    return {
      faults: sandbox.faults,
      calls: service.calls,
      revokeTokens: () => sandbox.tokens.revokeAll(),
      adapter: (http) => asAdapter(service.adapter(http)),
      adapterAt: (baseUrl, http) => asAdapter(creditBureau({ baseUrl, ...sandbox.client, http })),
      recordsOf: async (reference) =>
        store.enquiries.filter((kept) => kept.enquiry.reference === reference).length,
      close: () => service.close(),
    };
  },
});
