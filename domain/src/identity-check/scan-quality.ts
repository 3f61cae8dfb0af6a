/**
 * The identity scan's image quality checks (journey §5): blur, the whole document in view and the
 * resolution must all be Good, else the scan fails and the alert lists what failed.
 */
export const SCAN_QUALITY_CHECKS = ['blur', 'fullDocumentInView', 'lowResolution'] as const;
export type ScanQualityCheck = (typeof SCAN_QUALITY_CHECKS)[number];

/** What a document-verification service reports per check; anything but Good fails it. */
export type ScanQualityReport = Readonly<Partial<Record<ScanQualityCheck, string>>>;

/** How the alert names a failed check (our words: the specification lists them without wording). */
export const SCAN_QUALITY_CHECK_LABELS: Readonly<Record<ScanQualityCheck, string>> = {
  blur: 'The image is blurred',
  fullDocumentInView: 'The whole licence is not in view',
  lowResolution: 'The image resolution is too low',
};

/** The alert's title and text when the scan cannot be used (journey §8). */
export const SCAN_ERROR_ALERT = {
  title: 'Error occurred!',
  text: 'We have not been able to capture your details.',
} as const;

/** The checks that did not report Good, in the order the alert lists them; a missing report fails. */
export function failedQualityChecks(report: ScanQualityReport): ScanQualityCheck[] {
  return SCAN_QUALITY_CHECKS.filter((check) => report[check] !== 'Good');
}
