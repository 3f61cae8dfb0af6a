import type { DiallerLead } from '@lease-portal/domain';
import { leadDialler } from '@lease-portal/partners';
import { describePartnerFaults } from '../../partner-sandbox/testing/partner-fault-suite';
import { aLeadDiallerSandboxOverHttp } from './testing/lead-dialler-sandbox-over-http';

const aLead = (reference: string): DiallerLead => ({
  reference,
  orgId: 'kiwi',
  region: 'NZ',
  firstName: 'Sam',
  lastName: 'Rider',
  phone: '021234567',
  email: 'sam@kiwi.example',
  vehicles: ['NZ-TOYOTA-HILUX-2026'],
});

// The dialler adapter handing a lead over (decision 2118) against the portal's dialler sandbox, under
// the partner layer's fault suite (decision 2102).
describePartnerFaults({
  name: 'the dialler adapter',
  partner: 'lead dialler',
  callPath: /\/leads$/,
  tokenPath: /\/oauth\/token$/,
  async start() {
    const dialler = await aLeadDiallerSandboxOverHttp();
    const { sandbox } = dialler;
    const asAdapter = (adapter: ReturnType<typeof leadDialler>) => ({
      send: (reference: string) => adapter.submitLead(aLead(reference)),
      close: () => adapter.close(),
    });
    return {
      faults: sandbox.faults,
      calls: dialler.calls,
      revokeTokens: () => sandbox.tokens.revokeAll(),
      adapter: (http) => asAdapter(dialler.adapter(http)),
      adapterAt: (baseUrl, http) => asAdapter(leadDialler({ baseUrl, ...sandbox.client, http })),
      recordsOf: async (reference) =>
        sandbox.received().filter((lead) => lead.reference === reference).length,
      close: () => dialler.close(),
    };
  },
});
