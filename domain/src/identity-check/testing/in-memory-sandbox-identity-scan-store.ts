import type {
  SandboxIdentityScanStore,
  SandboxScanJourney,
  SandboxScanSide,
} from '../sandbox-identity-scan-store.port';

/** Test support: the sandbox identity-scan service's store, in memory. */
export class InMemorySandboxIdentityScanStore implements SandboxIdentityScanStore {
  readonly journeys = new Map<string, SandboxScanJourney>();
  readonly sides = new Map<string, { side: SandboxScanSide; image: Uint8Array }>();

  async addJourney(journey: SandboxScanJourney): Promise<void> {
    if (this.journeys.has(journey.journeyId)) throw new Error(`Journey ${journey.journeyId} exists.`);
    this.journeys.set(journey.journeyId, structuredClone(journey));
  }

  async journeyOf(journeyId: string): Promise<SandboxScanJourney | undefined> {
    return structuredClone(this.journeys.get(journeyId));
  }

  async journeyOfScanningToken(tokenDigest: string): Promise<SandboxScanJourney | undefined> {
    const journey = [...this.journeys.values()].find((j) => j.scanningTokenDigest === tokenDigest);
    return structuredClone(journey);
  }

  async putSide(side: SandboxScanSide, image: Uint8Array): Promise<boolean> {
    if (!this.journeys.has(side.journeyId)) return false;
    const key = `${side.journeyId}:${side.side}`;
    const stored = this.sides.get(key)?.side.attempt ?? 0;
    if (stored !== side.attempt - 1) return false;
    this.sides.set(key, { side: structuredClone(side), image: image.slice() });
    return true;
  }

  async sidesOf(journeyId: string): Promise<SandboxScanSide[]> {
    return [...this.sides.values()]
      .filter((kept) => kept.side.journeyId === journeyId)
      .map((kept) => structuredClone(kept.side))
      .sort((a, b) => (a.side === b.side ? 0 : a.side === 'Front' ? -1 : 1));
  }

  async imageOf(journeyId: string, imageId: string) {
    const kept = [...this.sides.values()].find(
      (s) => s.side.journeyId === journeyId && s.side.imageId === imageId,
    );
    return kept && { contentType: kept.side.contentType, bytes: kept.image.slice() };
  }
}
