import { describePactAgainstDescription } from '../published-contracts/pact-against-description';

// The introducer's pact held to the description the portal publishes for introducers (decision 2121).
describePactAgainstDescription({
  description: 'contracts/openapi/introducer-leads.yaml',
  pact: 'contracts/pacts/Introducer-LeasePortal.json',
});
