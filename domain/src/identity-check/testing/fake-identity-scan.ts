import { DomainError } from '../../shared/result';
import type { IdentityScanJourney, ScanImage, SubmittedSide } from '../identity-scan-journey';
import type { IdentityScan, SubmitDocumentRequest } from '../identity-scan.port';

/**
 * Test support: an identity-scan service whose journeys the test writes. It records each upload; the
 * first of a journey makes one, unless the test wrote it already; a side the test did not write is
 * processed as a usable licence the service did not recognise.
 */
export class FakeIdentityScan implements IdentityScan {
  readonly submitted: Omit<SubmitDocumentRequest, 'image'>[] = [];
  readonly journeys = new Map<string, IdentityScanJourney>();
  readonly images = new Map<string, ScanImage>();
  unavailable = false;
  private started = 0;

  async submitDocument(request: SubmitDocumentRequest): Promise<SubmittedSide> {
    this.check();
    const { image: _image, ...recorded } = request;
    this.submitted.push(recorded);
    const journeyId = request.journeyId ?? `journey-${++this.started}`;
    if (!this.journeys.has(journeyId)) {
      this.journeys.set(journeyId, {
        JourneyId: journeyId,
        HighLevelResult: 'Undefined',
        HighLevelResultDetails: [],
        InitiatedDateTime: '2026-11-24T09:00:00.000Z',
        RequiredAction: 'BACK',
        AdditionalData: [{ Name: 'reference', Value: request.reference }],
        ProcessedDocuments: [],
      });
    }
    const kept = this.journeys.get(journeyId)!;
    // A side the test did not write is processed as usable, unrecognised.
    if (!kept.ProcessedDocuments.some((d) => d.DocumentSide === request.side)) {
      kept.ProcessedDocuments.push({
        DocumentSide: request.side,
        DocumentCategory: 'Unknown',
        HighLevelResult: 'Refer',
        ScanDateTime: '2026-11-24T09:00:00.000Z',
        Attempt: 1,
        QualityCheckDetails: [
          { Name: 'BlurCheck', State: 'Good' },
          { Name: 'FullDocumentInViewCheck', State: 'Good' },
          { Name: 'LowResolutionCheck', State: 'Good' },
        ],
        ExtractedFields: [],
        DocumentImages: [{ Role: 'WhiteImage', Url: `/images/${journeyId}/${request.side}` }],
      });
    }
    const journey = structuredClone(kept);
    const checks = journey.ProcessedDocuments.find(
      (d) => d.DocumentSide === request.side,
    )!.QualityCheckDetails;
    return {
      journeyId,
      side: request.side,
      accepted: checks.every((c) => c.State === 'Good'),
      QualityCheckDetails: checks,
      journey,
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
