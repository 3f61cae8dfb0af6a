import type {
  Clock,
  CreditBureau,
  CreditEnquiry,
  CreditEnquiryState,
  SandboxCreditEnquiry,
  SandboxCreditStore,
} from '@lease-portal/domain';
import { FaultSwitch } from '../partner-http/fault-switch';
import { sandboxCreditDecision } from './sandbox-credit-decision';

/** How long the sandbox takes to decide, like a real bureau enquiry; 0 for benchmarks. */
export const DEFAULT_SANDBOX_CREDIT_DELAY_MS = 4_000;

/**
 * A business named with the test words 'Wait Test' is decided no sooner than the default delay, however
 * short SANDBOX_CREDIT_DELAY_MS is (decision 1520): the waiting screen can still be looked at on a
 * portal whose sandbox otherwise answers at once.
 */
export function sandboxCreditDelayMs(enquiry: CreditEnquiry, configuredMs: number): number {
  return /wait test/i.test(enquiry.business.name)
    ? Math.max(configuredMs, DEFAULT_SANDBOX_CREDIT_DELAY_MS)
    : configuredMs;
}

/**
 * The embedded sandbox credit decision service: deterministic decisions (decision 1520), answered
 * after a realistic delay (or at once, when configured so), one enquiry per reference, kept in the
 * portal's database.
 */
export class SandboxCreditBureau implements CreditBureau {
  readonly faults = new FaultSwitch<'submit' | 'enquiry'>('credit decision service');

  constructor(
    private readonly store: SandboxCreditStore,
    private readonly clock: Clock,
    private readonly delayMs = DEFAULT_SANDBOX_CREDIT_DELAY_MS,
  ) {}

  async submit(enquiry: CreditEnquiry): Promise<CreditEnquiryState> {
    this.faults.check('submit');
    const now = this.clock.now();
    const kept = await this.store.add({
      enquiry,
      result: sandboxCreditDecision(enquiry),
      submittedAt: now.toISOString(),
      readyAt: new Date(now.getTime() + sandboxCreditDelayMs(enquiry, this.delayMs)).toISOString(),
    });
    return this.stateOf(kept);
  }

  async enquiry(reference: string): Promise<CreditEnquiryState | undefined> {
    this.faults.check('enquiry');
    const kept = await this.store.ofReference(reference);
    return kept && this.stateOf(kept);
  }

  private stateOf(kept: SandboxCreditEnquiry): CreditEnquiryState {
    const state = {
      enquiryId: kept.enquiryId,
      reference: kept.enquiry.reference,
      submittedAt: kept.submittedAt,
    };
    return this.clock.now().toISOString() >= kept.readyAt
      ? { ...state, status: 'decided', result: kept.result, decidedAt: kept.readyAt }
      : { ...state, status: 'pending' };
  }
}
