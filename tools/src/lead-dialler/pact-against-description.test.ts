import { describePactAgainstDescription } from '../published-contracts/pact-against-description';

// The dialler pact held to the contract the portal publishes (decision 2118).
describePactAgainstDescription({
  description: 'contracts/openapi/lead-dialler.yaml',
  pact: 'contracts/pacts/LeasePortal-LeadDialler.json',
});
