import type { SandboxCreditStore } from '@lease-portal/domain';
import { creditBureau, sandboxCreditDecision, type PartnerHttpTuning } from '@lease-portal/partners';
import { aCreditEnquiry } from '@lease-portal/partners/src/credit-bureau/credit-decision-pact';
import {
  describePartnerFaults,
  type AdapterUnderTest,
} from '../../partner-sandbox/testing/partner-fault-suite';
import { aCreditDecisionSandboxOverHttp } from './testing/credit-decision-sandbox-over-http';

type CreditDecisionAdapter = ReturnType<typeof creditBureau>;

/** The sandbox over HTTP, with adapters of the portal's doing one thing under a reference. */
async function harness(
  asAdapter: (adapter: CreditDecisionAdapter, store: SandboxCreditStore) => AdapterUnderTest,
) {
  const service = await aCreditDecisionSandboxOverHttp();
  const { sandbox, store } = service;
  return {
    faults: sandbox.faults,
    calls: service.calls,
    revokeTokens: () => sandbox.tokens.revokeAll(),
    adapter: (http: PartnerHttpTuning) => asAdapter(service.adapter(http), store),
    adapterAt: (baseUrl: string, http: PartnerHttpTuning) =>
      asAdapter(creditBureau({ baseUrl, ...sandbox.client, http }), store),
    recordsOf: async (reference: string) =>
      store.enquiries.filter((kept) => kept.enquiry.reference === reference).length,
    close: () => service.close(),
  };
}

// The credit decision adapter making an enquiry (decision 2120) against the portal's credit decision
// sandbox, under the partner layer's fault suite (decision 2102): never a second enquiry under a reference.
describePartnerFaults({
  name: 'the credit decision adapter making an enquiry',
  partner: 'credit decision service',
  callPath: /\/credit-enquiries$/,
  tokenPath: /\/oauth\/token$/,
  start: () =>
    harness((adapter) => ({
      send: (reference) => adapter.submit(aCreditEnquiry(reference)),
      close: () => adapter.close(),
    })),
});

// And reading its decision: the enquiry is kept, decided, before it is read through the same faults.
describePartnerFaults({
  name: 'the credit decision adapter reading a decision',
  partner: 'credit decision service',
  callPath: /\/credit-enquiries\/[^/]+$/,
  tokenPath: /\/oauth\/token$/,
  start: () =>
    harness((adapter, store) => ({
      send: async (reference) => {
        const enquiry = aCreditEnquiry(reference);
        const at = new Date().toISOString();
        await store.add({ enquiry, result: sandboxCreditDecision(enquiry), submittedAt: at, readyAt: at });
        const state = await adapter.enquiry(reference);
        if (state?.result !== 'approved') throw new Error(`expected the approval, read ${state?.status}`);
        return state;
      },
      close: () => adapter.close(),
    })),
});
