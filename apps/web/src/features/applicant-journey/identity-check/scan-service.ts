import type { DocumentSide, IdentityScanJourney, SubmittedSide } from '@lease-portal/domain';

/**
 * The identity-scan service's journey API as the scan dialog calls it (journey §7): the portal's
 * embedded sandbox, shaped after IEOS (decision 1630). A real service's SDK would take its place.
 */
export const IDENTITY_SCAN_SERVICE = '/sandbox/identity-scan';

/** The service could not take or answer the request: the scan counts it as a journey error (§8). */
export class ScanJourneyError extends Error {
  constructor(readonly status: number) {
    super(`The identity-scan service answered ${status}`);
    this.name = 'ScanJourneyError';
  }
}

async function answerOf<T>(response: Response): Promise<T> {
  if (!response.ok) throw new ScanJourneyError(response.status);
  return (await response.json()) as T;
}

/** Submits one side's photo to the journey the scanning token names. */
export async function submitSide(
  scanningToken: string,
  side: DocumentSide,
  image: Blob,
): Promise<SubmittedSide> {
  const response = await fetch(`${IDENTITY_SCAN_SERVICE}/idscanenterprisesvc/journey/upload?side=${side}`, {
    method: 'POST',
    headers: { Authorization: scanningToken, 'Content-Type': image.type || 'application/octet-stream' },
    body: image,
    credentials: 'omit',
  });
  return answerOf<SubmittedSide>(response);
}

/** The journey as the service read it, with the investigation token (journey §7). */
export async function readJourney(
  journeyId: string,
  investigationToken: string,
): Promise<IdentityScanJourney> {
  const response = await fetch(
    `${IDENTITY_SCAN_SERVICE}/idscanenterprisesvc/journey/get?journeyId=${encodeURIComponent(journeyId)}`,
    { headers: { Authorization: investigationToken }, credentials: 'omit', cache: 'no-store' },
  );
  return answerOf<IdentityScanJourney>(response);
}
