/**
 * How a partner call ended: answered, or the class of its failure; 'near-limit' counts answers that
 * said the partner's allocation of calls is nearly used (Salesforce's API usage, decision 2117).
 */
export type PartnerCallOutcome =
  'ok' | 'unavailable' | 'rate-limited' | 'unauthorised' | 'rejected' | 'near-limit';

/**
 * Calls counted per partner, operation and outcome, in memory. Small on purpose: the repository has
 * no metrics framework; a health page or exporter reads `snapshot()`.
 */
export class PartnerCallCounts {
  private readonly counts = new Map<string, number>();

  add(partner: string, operation: string, outcome: PartnerCallOutcome): void {
    const key = JSON.stringify([partner, operation, outcome]);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** `{ [partner]: { [operation]: { [outcome]: n } } }` */
  snapshot(): Record<string, Record<string, Partial<Record<PartnerCallOutcome, number>>>> {
    const result: Record<string, Record<string, Partial<Record<PartnerCallOutcome, number>>>> = {};
    for (const [key, n] of this.counts) {
      const [partner, operation, outcome] = JSON.parse(key) as [string, string, PartnerCallOutcome];
      ((result[partner] ??= {})[operation] ??= {})[outcome] = n;
    }
    return result;
  }

  reset(): void {
    this.counts.clear();
  }
}

/** The process's counts, shared by every PartnerHttp unless one is given its own. */
export const partnerCallCounts = new PartnerCallCounts();
