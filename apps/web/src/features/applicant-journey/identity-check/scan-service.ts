import type { DocumentSide, ScanSideAnswer } from '@lease-portal/domain';

/**
 * Where the scan dialog uploads each side of the licence: the portal's own route (decision 2119).
 * The portal sends it on to the identity-scan service with its own credentials; the browser never
 * holds one, nor learns where the service is.
 */
export const IDENTITY_SCAN_UPLOAD = '/identity-scan';

/** The portal could not take or answer the upload: the scan counts it as a journey error (§8). */
export class ScanJourneyError extends Error {
  constructor(readonly status: number) {
    super(`The portal answered ${status}`);
    this.name = 'ScanJourneyError';
  }
}

/** The photo's type as the portal takes it: a capture is a JPEG; a chosen photo keeps its own. */
const typeOf = (image: Blob) => (/^image\/(jpeg|png|webp)$/.test(image.type) ? image.type : 'image/jpeg');

/**
 * Uploads one side's photo for the signed-in applicant's own check on this application: the front
 * starts a journey, the back continues the one the front's answer named.
 */
export async function submitSide(
  applicationId: string,
  side: DocumentSide,
  image: Blob,
  journeyId?: string,
): Promise<ScanSideAnswer> {
  const query = journeyId ? `?journeyId=${encodeURIComponent(journeyId)}` : '';
  const response = await fetch(
    `${IDENTITY_SCAN_UPLOAD}/applications/${encodeURIComponent(applicationId)}/sides/${side}${query}`,
    {
      method: 'POST',
      headers: { 'Content-Type': typeOf(image) },
      body: image,
      credentials: 'same-origin',
      cache: 'no-store',
    },
  );
  if (!response.ok) throw new ScanJourneyError(response.status);
  return (await response.json()) as ScanSideAnswer;
}
