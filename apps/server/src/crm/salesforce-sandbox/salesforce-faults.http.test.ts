import type { NewCrmAccount } from '@lease-portal/domain';
import { salesforceCrm } from '@lease-portal/partners';
import { describePartnerFaults } from '../../partner-sandbox/testing/partner-fault-suite';
import { aSalesforceSandboxOverHttp } from './testing/salesforce-sandbox-over-http';

const anAccount = (reference: string): NewCrmAccount => ({
  reference,
  orgId: 'fleet-co',
  region: 'AU',
  name: 'Harbour Freight Co',
  businessNumber: '51824753556',
  accountSource: 'Calculator',
  contact: { firstName: 'Alex', lastName: 'Driver', email: 'alex@fleetco.example', phone: '0491570156' },
});

// The Salesforce adapter opening an account (the account's upsert, then its contact's) against the
// portal's Salesforce sandbox, under the partner layer's fault suite (decisions 2102, 2117).
describePartnerFaults({
  name: 'the Salesforce adapter',
  partner: 'CRM',
  callPath: /\/sobjects\/Account\/LeasePortal_Reference__c\//,
  tokenPath: /\/services\/oauth2\/token$/,
  async start() {
    const salesforce = await aSalesforceSandboxOverHttp();
    const { sandbox, store } = salesforce;
    const asAdapter = (crm: ReturnType<typeof salesforceCrm>) => ({
      send: (reference: string) => crm.createAccount(anAccount(reference)),
      close: () => crm.close(),
    });
    return {
      faults: sandbox.faults,
      calls: salesforce.calls,
      revokeTokens: () => sandbox.tokens.revokeAll(),
      adapter: (http) => asAdapter(salesforce.adapter(http)),
      adapterAt: (loginUrl, http) => asAdapter(salesforceCrm({ loginUrl, ...sandbox.client, http })),
      recordsOf: async (reference) =>
        (await store.list('Account')).filter((record) => record.reference === reference).length,
      close: () => salesforce.close(),
    };
  },
});
