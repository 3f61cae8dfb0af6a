import type { IdentityScanJourneyStarts } from '../identity-scan-journey-starts.port';

/** The journeys started per scan reference, in memory, with the storage's rules. */
export class InMemoryIdentityScanJourneyStarts implements IdentityScanJourneyStarts {
  readonly started = new Map<string, number>();

  async take(reference: string, maximum: number): Promise<boolean> {
    const started = this.started.get(reference) ?? 0;
    if (started >= maximum) return false;
    this.started.set(reference, started + 1);
    return true;
  }

  async giveBack(reference: string): Promise<void> {
    this.started.set(reference, Math.max((this.started.get(reference) ?? 0) - 1, 0));
  }
}
