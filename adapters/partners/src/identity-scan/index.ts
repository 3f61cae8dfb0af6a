export {
  SandboxIdentityScan,
  MAX_ATTEMPTS_PER_SIDE,
  MAX_SCAN_IMAGE_BYTES,
  SANDBOX_JOURNEY_DEFINITIONS,
  sandboxScanImageUrl,
} from './sandbox-identity-scan';
export { SpecimenCatalogue, SPECIMEN_FOLDER } from './specimen-catalogue';
export { SPECIMEN_LICENCES, FAILING_VARIANTS, specimenFileName } from './specimens/specimen-licences';
export { measureScanImage } from './scan-image-quality';
export * from './gbg';
