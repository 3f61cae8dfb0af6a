import type {
  DocumentSide,
  IdentityScanJourney,
  IdentityScanTokens,
  ScanImage,
  StartJourneyRequest,
  SubmittedSide,
} from './identity-scan-journey';

export interface SubmitDocumentRequest {
  journeyId: string;
  /** The journey's scanning token, as the scan dialog holds it. */
  scanningToken: string;
  side: DocumentSide;
  /** The image as captured or picked: JPEG, PNG or WebP bytes. */
  image: Uint8Array;
}

/**
 * The identity-scan (document verification) service, modelled on GBG IDscan's IEOS journey API
 * (decision 1630): a journey per scan, images of the licence's front and back submitted to it with
 * the scanning token, quality checks per side, then the journey read back with its processed
 * documents, extracted fields and images. The embedded sandbox or a real service's HTTP client.
 *
 * Refusals are DomainErrors from `identityCheckErrors` (unknown journey and wrong token alike,
 * unreadable image); an unreachable service throws PARTNER_UNAVAILABLE.
 */
export interface IdentityScan {
  /** Starts a journey for one applicant's scan and answers its tokens (journey §7 initGBGIdScan). */
  startJourney(request: StartJourneyRequest): Promise<IdentityScanTokens>;
  /** Submits one side's image; a new image of a side replaces the earlier attempt. */
  submitDocument(request: SubmitDocumentRequest): Promise<SubmittedSide>;
  /** The journey as the service knows it, read with the portal's own credentials; undefined if unknown. */
  journey(journeyId: string): Promise<IdentityScanJourney | undefined>;
  /** An image of the journey by its `DocumentImages[].Url`; undefined if it is not this journey's. */
  image(journeyId: string, url: string): Promise<ScanImage | undefined>;
}
export const IDENTITY_SCAN = Symbol('IdentityScan');
