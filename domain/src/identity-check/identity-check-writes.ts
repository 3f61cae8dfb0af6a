import { dottedPath, type PropertyPath } from '../lease-application/writable-properties';
import { APPLICANT_KEY, type IdentityApplicantRole } from './identity-check-step';

/** The identity check's own writes through createOrUpdateProperty (journey §4, §7). */
export type IdentityCheckWrite =
  /** Confirm: the ID form as the idScanResult section. */
  | { kind: 'confirmDetails'; applicantType: IdentityApplicantRole }
  /** OK on the scan error alert: value `{ skipped: true }`; the count is the server's. */
  | { kind: 'scanSkipped'; applicantType: IdentityApplicantRole };

/**
 * The identity check's paths, beside decision 1220's allow-list: each names the applicant whose check
 * it writes (`primaryApplicant.idScanResult`, `secondaryApplicant.idScanData.idScan`, ...); the use
 * cases let only that applicant write it, while their check is open.
 */
export function identityCheckWriteAt(path: PropertyPath): IdentityCheckWrite | undefined {
  const dotted = dottedPath(path);
  for (const applicantType of Object.keys(APPLICANT_KEY) as IdentityApplicantRole[]) {
    const key = APPLICANT_KEY[applicantType];
    if (dotted === `${key}.idScanResult`) return { kind: 'confirmDetails', applicantType };
    if (dotted === `${key}.idScanData.idScan`) return { kind: 'scanSkipped', applicantType };
  }
  return undefined;
}

/** The value the scan-skipped write takes: exactly `{ skipped: true }`. */
export function isScanSkippedValue(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    (value as { skipped?: unknown }).skipped === true
  );
}
