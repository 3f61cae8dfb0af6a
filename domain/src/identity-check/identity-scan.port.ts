import type { Region } from '../shared/region';
import type { DocumentSide, IdentityScanJourney, ScanImage, SubmittedSide } from './identity-scan-journey';

export interface SubmitDocumentRequest {
  /** The journey the first side's upload started; absent for that first upload, which starts one. */
  journeyId?: string;
  /** Whose scan it is: `<applicationId>:<primary|secondary>:<userId>` (see `scanReference`). */
  reference: string;
  /** Which journey definition the service runs (the region's licences). */
  region: Region;
  side: DocumentSide;
  /** The image as captured or picked: JPEG, PNG or WebP bytes, checked by their content. */
  image: Uint8Array;
}

/**
 * The identity-scan (document verification) service, GBG IDscan Enterprise's journey web API
 * (decisions 1630, 2119): the portal uploads each side of the licence with the account's own
 * credentials, which never leave the portal; the first upload starts the journey and the back
 * continues it by the journey's id. Quality checks come per side, then the journey is read back
 * with its processed documents, extracted fields and images. The GBG adapter, against GBG or the
 * portal's own sandbox of its API.
 *
 * Refusals are DomainErrors from `identityCheckErrors` (unknown journey and wrong token alike,
 * unreadable image); an unreachable service throws PARTNER_UNAVAILABLE.
 */
export interface IdentityScan {
  /** Submits one side's image, the first starting the journey; a new image of a side is another attempt. */
  submitDocument(request: SubmitDocumentRequest): Promise<SubmittedSide>;
  /** The journey as the service knows it, read with the portal's own credentials; undefined if unknown. */
  journey(journeyId: string): Promise<IdentityScanJourney | undefined>;
  /** An image of the journey by its `DocumentImages[].Url`; undefined if it is not this journey's. */
  image(journeyId: string, url: string): Promise<ScanImage | undefined>;
}
export const IDENTITY_SCAN = Symbol('IdentityScan');
