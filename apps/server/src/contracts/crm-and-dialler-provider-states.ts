import type { Container } from 'inversify';
import type { VerifierOptions } from '@pact-foundation/pact';
import { leadWireOf } from '@lease-portal/partners';
import { SALESFORCE_PACT } from '@lease-portal/partners/src/crm/salesforce/salesforce-pact';
import { LEAD_DIALLER_PACT, aDiallerLead } from '@lease-portal/partners/src/lead-dialler/lead-dialler-pact';
import { SalesforceSandbox } from '../crm/salesforce-sandbox/salesforce-sandbox';
import { LeadDiallerSandbox } from '../lead-dialler/dialler-sandbox/lead-dialler-sandbox';
import { credentialsOf } from './testing/sandbox-credentials';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

/**
 * The Salesforce and dialler pacts' provider states, arranged on the portal's own sandboxes (decisions
 * 2117, 2118): records and leads held under a reference of the state's own (the sandboxes keep what
 * they were sent), and a request filter that puts in the sandboxes' own client credentials and tokens
 * where the consumer's examples stand.
 */
export function crmAndDiallerProviderStates(container: Container) {
  let made = 0;
  /** A reference of this state's own, safe in a URL's path. */
  const referenceOf = (params?: unknown) =>
    `${String((params as { reference?: string } | undefined)?.reference ?? 'pact')}-${++made}`;

  const salesforce = container.get(SalesforceSandbox);
  const now = () => new Date().toISOString();
  const openAccount = async (reference: string) => {
    const { record } = await salesforce.store.upsert(
      'Account',
      reference,
      {
        Name: 'Harbour Freight Co',
        AccountSource: 'Calculator',
        AccountNumber: '51824753556',
        Phone: '0491570156',
        BillingCountry: 'Australia',
      },
      now(),
    );
    return record.id;
  };
  const salesforceStates: StateHandlers = {
    [SALESFORCE_PACT.states.nothing]: async (params?: unknown) => ({ reference: referenceOf(params) }),
    [SALESFORCE_PACT.states.account]: async (params?: unknown) => {
      const reference = referenceOf(params);
      return { reference, accountId: await openAccount(reference) };
    },
    [SALESFORCE_PACT.states.opportunity]: async (params?: unknown) => {
      const reference = referenceOf(params);
      const accountId = await openAccount(reference);
      const { record } = await salesforce.store.upsert(
        'Opportunity',
        reference,
        {
          Name: 'Harbour Freight Co – Calculator Call',
          AccountId: accountId,
          StageName: 'Needs Analysis',
          CloseDate: '2026-08-02',
          LeadSource: 'Calculator Call',
        },
        now(),
      );
      return { reference, accountId, opportunityId: record.id };
    },
  };

  const dialler = container.get(LeadDiallerSandbox);
  const diallerStates: StateHandlers = {
    [LEAD_DIALLER_PACT.states.nothing]: async (params?: unknown) => ({ reference: referenceOf(params) }),
    [LEAD_DIALLER_PACT.states.queued]: async (params?: unknown) => {
      const reference = referenceOf(params);
      dialler.queue(reference, leadWireOf(aDiallerLead(reference)));
      return { reference };
    },
  };

  return {
    salesforce: {
      stateHandlers: salesforceStates,
      requestFilter: credentialsOf(salesforce.client, () => salesforce.tokens.issue().accessToken),
    },
    dialler: {
      stateHandlers: diallerStates,
      requestFilter: credentialsOf(dialler.client, () => dialler.tokens.issue().accessToken),
    },
  };
}
