import type { IdScanData, IdScanResult } from '../application/application-journey';
import {
  DOCUMENT_SIDES,
  QUALITY_CHECK_NAMES,
  type DocumentSide,
  type ExtractedFieldName,
  type IdentityScanJourney,
  type ProcessedDocument,
  type QualityCheckDetail,
} from './identity-scan-journey';
import {
  failedQualityChecks,
  SCAN_QUALITY_CHECKS,
  type ScanQualityCheck,
  type ScanQualityReport,
} from './scan-quality';

/** Whose scan a journey is; the portal checks it before using the journey's answer. */
export function scanReference(applicationId: string, role: 'primary' | 'secondary', userId: string): string {
  return `${applicationId}:${role}:${userId}`;
}

export function referenceOf(journey: IdentityScanJourney): string | undefined {
  return journey.AdditionalData.find((data) => data.Name === 'reference')?.Value;
}

/** The service's quality checks as the journey's report: each check's state, a missing one absent. */
export function qualityReportOf(details: readonly QualityCheckDetail[]): ScanQualityReport {
  const report: Partial<Record<ScanQualityCheck, string>> = {};
  for (const check of SCAN_QUALITY_CHECKS) {
    const detail = details.find((d) => d.Name === QUALITY_CHECK_NAMES[check]);
    if (detail) report[check] = detail.State;
  }
  return report;
}

export interface ScanImageRef {
  side: DocumentSide;
  url: string;
}

/** What the scan gave the journey (journey §4 'Identity check'). */
export type ScanOutcome =
  /** A side has not been submitted yet. */
  | { status: 'incomplete'; requiredSide: DocumentSide }
  /** An image failed quality checks: the alert lists them (journey §8 'Scan error'). */
  | { status: 'failed'; failedChecks: ScanQualityCheck[] }
  /**
   * Both sides are usable. `details` prefills the ID form with what the service read (nothing when it
   * did not recognise the licence: the applicant types it); `data` is kept as idScanData.
   */
  | {
      status: 'passed';
      recognised: boolean;
      details: IdScanResult;
      data: IdScanData;
      images: ScanImageRef[];
    };

/** The latest attempt at each side, front first. */
function sidesOf(journey: IdentityScanJourney): Map<DocumentSide, ProcessedDocument> {
  const sides = new Map<DocumentSide, ProcessedDocument>();
  for (const side of DOCUMENT_SIDES) {
    const attempts = journey.ProcessedDocuments.filter((d) => d.DocumentSide === side);
    const latest = attempts.sort((a, b) => b.Attempt - a.Attempt)[0];
    if (latest) sides.set(side, latest);
  }
  return sides;
}

/** YYYY-MM-DD as the ID form shows it, DD/MM/YYYY (journey §9); anything else is left out. */
export function formDateOf(isoDate: string | undefined): string | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate ?? '');
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : undefined;
}

const withoutBlanks = <T extends object>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== '')) as T;

/**
 * The ID form's first values from what a scan read, as kept in idScanData: the same whether the scan
 * has just finished or the page was reloaded before the form was confirmed (journey §4 'Identity
 * check'). A manual upload kept no fields, so it gives none: the applicant types them.
 */
export function scannedIdDetailsOf(data: IdScanData | undefined): IdScanResult {
  return withoutBlanks({
    firstName: data?.firstName,
    middleName: data?.middleName,
    lastName: data?.lastName,
    dob: formDateOf(data?.dateOfBirth),
    currentAddress: data?.addressFull,
    driversLicenceNumber: data?.licenseNumber,
    driversLicenceExpiry: formDateOf(data?.licenseExpiry),
    driversLicenceState: data?.licenseIssuedState,
    driversCardNumber: data?.cardNumber,
    version: data?.licenseVersion,
  });
}

/**
 * The outcome of a journey: failed when any side's latest image fails a quality check (the checks
 * listed once, in the spec's order), incomplete while a side is missing, else passed with the fields
 * read from both sides.
 */
export function scanOutcomeOf(journey: IdentityScanJourney): ScanOutcome {
  const sides = sidesOf(journey);
  const failed = new Set<ScanQualityCheck>();
  for (const document of sides.values()) {
    for (const check of failedQualityChecks(qualityReportOf(document.QualityCheckDetails))) failed.add(check);
  }
  if (failed.size > 0) {
    return { status: 'failed', failedChecks: SCAN_QUALITY_CHECKS.filter((check) => failed.has(check)) };
  }
  const missing = DOCUMENT_SIDES.find((side) => !sides.get(side)?.DocumentImages.length);
  if (missing) return { status: 'incomplete', requiredSide: missing };

  const documents = [...sides.values()];
  const field = (name: ExtractedFieldName): string | undefined =>
    documents.flatMap((d) => d.ExtractedFields).find((f) => f.Name === name)?.Value;
  const recognised = documents.every((d) => d.DocumentCategory === 'DrivingLicence');
  // An unrecognised side gives no fields: the form keeps only what the recognised side gave.
  const data: IdScanData = withoutBlanks({
    firstName: field('FirstName'),
    middleName: field('MiddleName'),
    lastName: field('LastName'),
    dateOfBirth: field('BirthDate'),
    addressFull: field('Address'),
    licenseNumber: field('DocumentNumber'),
    cardNumber: field('CardNumber'),
    licenseIssuedState: field('IssuingStateCode')?.toLowerCase(),
    licenseExpiry: field('ExpiryDate'),
    licenseVersion: field('LicenceVersion'),
    idScan: { journeyId: journey.JourneyId },
  });
  const details = scannedIdDetailsOf(data);
  const images = documents.map((d) => ({ side: d.DocumentSide, url: d.DocumentImages[0]!.Url }));
  return { status: 'passed', recognised, details, data, images };
}
