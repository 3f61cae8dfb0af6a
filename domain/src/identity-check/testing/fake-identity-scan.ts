import { DomainError } from '../../shared/result';
import type {
  IdentityScanJourney,
  IdentityScanTokens,
  ScanImage,
  StartJourneyRequest,
} from '../identity-scan-journey';
import type { IdentityScan } from '../identity-scan.port';

/** Test support: an identity-scan service whose journeys the test writes; it records the starts. */
export class FakeIdentityScan implements Omit<IdentityScan, 'submitDocument'> {
  readonly started: StartJourneyRequest[] = [];
  readonly journeys = new Map<string, IdentityScanJourney>();
  readonly images = new Map<string, ScanImage>();
  unavailable = false;

  async startJourney(request: StartJourneyRequest): Promise<IdentityScanTokens> {
    this.check();
    this.started.push(request);
    const n = this.started.length;
    return {
      journeyId: `journey-${n}`,
      scanningToken: `scan-${n}`,
      investigationToken: `inv-${n}`,
      journeyDefinitionId: `definition-${request.region}`,
    };
  }

  async journey(journeyId: string): Promise<IdentityScanJourney | undefined> {
    this.check();
    return structuredClone(this.journeys.get(journeyId));
  }

  async image(journeyId: string, url: string): Promise<ScanImage | undefined> {
    this.check();
    return this.images.get(`${journeyId} ${url}`);
  }

  private check(): void {
    if (!this.unavailable) return;
    throw new DomainError('PARTNER_UNAVAILABLE', 'The identity-scan service could not be reached.');
  }
}
