import type { Region } from '../shared/region';
import type { DocumentSide, QualityCheckDetail } from './identity-scan-journey';

/** A journey as the sandbox identity-scan service keeps it: its tokens only as digests. */
export interface SandboxScanJourney {
  journeyId: string;
  reference: string;
  region: Region;
  journeyDefinitionId: string;
  scanningTokenDigest: string;
  investigationTokenDigest: string;
  initiatedAt: string;
}

/** The latest image of one side of a sandbox journey, with what the sandbox found in it. */
export interface SandboxScanSide {
  journeyId: string;
  side: DocumentSide;
  /** 1 for the first image of the side, counting up with each new one. */
  attempt: number;
  imageId: string;
  contentType: string;
  qualityChecks: QualityCheckDetail[];
  /** The specimen licence the image was recognised as; absent when not recognised. */
  specimenId?: string;
  submittedAt: string;
}

/**
 * Where the embedded sandbox identity-scan service keeps journeys and their images, so a restart or
 * another replica answers the same (like the sandbox e-signature service, decision 1510).
 */
export interface SandboxIdentityScanStore {
  addJourney(journey: SandboxScanJourney): Promise<void>;
  journeyOf(journeyId: string): Promise<SandboxScanJourney | undefined>;
  /** The journey a scanning token opens, by the token's digest (as the capture SDK knows only its token). */
  journeyOfScanningToken(tokenDigest: string): Promise<SandboxScanJourney | undefined>;
  /**
   * Keeps a side's new image in place of the earlier one, as attempt `attempt`. Answers false, keeping
   * nothing, when the side's stored attempt is not `attempt - 1` (another image came in between).
   */
  putSide(side: SandboxScanSide, image: Uint8Array): Promise<boolean>;
  sidesOf(journeyId: string): Promise<SandboxScanSide[]>;
  /** The image kept under this id for this journey; undefined otherwise. */
  imageOf(
    journeyId: string,
    imageId: string,
  ): Promise<{ contentType: string; bytes: Uint8Array } | undefined>;
}
export const SANDBOX_IDENTITY_SCAN_STORE = Symbol('SandboxIdentityScanStore');
