import type { Container } from 'inversify';
import type { VerifierOptions } from '@pact-foundation/pact';
import { sandboxCreditDecision } from '@lease-portal/partners';
import {
  CREDIT_DECISION_PACT,
  aCreditEnquiry,
} from '@lease-portal/partners/src/credit-bureau/credit-decision-pact';
import { CreditDecisionSandbox } from '../credit-bureau/credit-decision-sandbox/credit-decision-sandbox';
import { credentialsOf } from './testing/sandbox-credentials';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

/**
 * The credit decision pact's provider states, arranged on the portal's own credit decision sandbox
 * (decision 2120): enquiries kept in its store under a reference of the state's own (the sandbox keeps
 * every enquiry it made), decided by its rules and answered from when the state says; and a request
 * filter that puts in the sandbox's own client credentials and tokens where the consumer's examples stand.
 */
export function creditDecisionProviderStates(container: Container) {
  const sandbox = container.get(CreditDecisionSandbox);
  let made = 0;
  /** A reference of this state's own, safe in a URL's path. */
  const referenceOf = (params?: unknown) =>
    `${String((params as { reference?: string } | undefined)?.reference ?? 'pact')}-${++made}`;
  /** The pact's enquiry kept under a reference, its decision answered from `readyAt`. */
  const keep = async (reference: string, readyInMs: number) => {
    const enquiry = aCreditEnquiry(reference);
    const now = Date.now();
    await sandbox.store.add({
      enquiry,
      result: sandboxCreditDecision(enquiry),
      submittedAt: new Date(now - 4_000).toISOString(),
      readyAt: new Date(now + readyInMs).toISOString(),
    });
    return { reference };
  };

  const stateHandlers: StateHandlers = {
    [CREDIT_DECISION_PACT.states.nothing]: async (params?: unknown) => ({ reference: referenceOf(params) }),
    // Decided an hour from now: long after the verification has read it.
    [CREDIT_DECISION_PACT.states.pending]: async (params?: unknown) => keep(referenceOf(params), 3_600_000),
    // The pact's enquiry is one the sandbox's rules approve (decision 1520).
    [CREDIT_DECISION_PACT.states.approved]: async (params?: unknown) => keep(referenceOf(params), 0),
  };
  return {
    stateHandlers,
    requestFilter: credentialsOf(sandbox.client, () => sandbox.tokens.issue().accessToken),
  };
}
