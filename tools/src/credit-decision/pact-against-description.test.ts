import { describePactAgainstDescription } from '../published-contracts/pact-against-description';

// The credit decision pact held to the contract the portal publishes (decision 2120).
describePactAgainstDescription({
  description: 'contracts/openapi/credit-decision.yaml',
  pact: 'contracts/pacts/LeasePortal-CreditDecision.json',
});
