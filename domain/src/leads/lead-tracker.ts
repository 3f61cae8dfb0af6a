import type { Clock } from '../shared/clock';
import { DomainError, fail, ok, type Result } from '../shared/result';
import type { Lead, LeadReferences, LeadStep } from './lead';
import { leadErrors } from './lead-errors';
import type { LeadProgress, Leads } from './leads.port';
import { leadProgressEntry } from './new-lead';

/**
 * Takes a stored 'pending' lead through its partner steps, writing down after each step what the
 * partner answered, so the stored lead always says exactly which partner has it.
 */
export class LeadTracker {
  private references: LeadReferences;

  constructor(
    private readonly leads: Leads,
    private readonly clock: Clock,
    private readonly lead: Lead,
  ) {
    this.references = { ...lead.references };
  }

  get id(): string {
    return this.lead.id;
  }

  /**
   * Runs one partner step; on failure the lead stays 'pending' with the failure written down (its job
   * retries it, or gives it up and leaves it final) and the error is returned.
   */
  async step<T>(
    step: LeadStep,
    work: () => Promise<T>,
    remember: (value: T) => LeadReferences,
  ): Promise<Result<T>> {
    let value: T;
    try {
      value = await work();
    } catch (caught) {
      const error = asPartnerError(step, caught);
      await this.record({
        status: 'pending',
        references: this.references,
        failure: { step, code: error.code, message: error.message },
        at: this.clock.now().toISOString(),
      });
      return fail(error);
    }
    this.references = { ...this.references, ...remember(value) };
    await this.record({
      status: 'pending',
      references: this.references,
      at: this.clock.now().toISOString(),
    });
    return ok(value);
  }

  /** Writes the progress down with its audit entry. */
  private record(progress: LeadProgress): Promise<void> {
    return this.leads.record(this.lead.id, progress, leadProgressEntry(this.lead.id, progress));
  }

  async sent(): Promise<LeadReferences> {
    await this.record({
      status: 'sent',
      references: this.references,
      at: this.clock.now().toISOString(),
    });
    return this.references;
  }
}

function asPartnerError(step: LeadStep, caught: unknown): DomainError {
  if (caught instanceof DomainError) return caught;
  return leadErrors.partnerUnavailable(step, {
    cause: caught instanceof Error ? caught.message : String(caught),
  });
}
