import { UploadRefused } from './upload-refused';

/** The journey's words for an upload that failed for a reason trying again may fix. */
export const UPLOAD_FAILED_MESSAGE = 'Sorry, we could not upload that file. Please try again.';

/** Refusals whose reason trying again cannot fix: too large, not the type named, a blank or broken PDF. */
const SAYS_WHY = new Set([413, 415, 422]);

/**
 * What the customer is told when an upload fails: the portal's own reason when choosing another file
 * is the way on, else the journey's "please try again" (a dropped connection, a server fault).
 */
export function uploadRefusalMessage(error: unknown): string {
  return error instanceof UploadRefused && SAYS_WHY.has(error.status) ? error.message : UPLOAD_FAILED_MESSAGE;
}
