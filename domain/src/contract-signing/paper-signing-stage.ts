import type { WetSignature } from '../application/application-journey';

/**
 * The wet signature's statuses (decision 2030): Authorised Officer (1) submits the signed documents
 * ('submitted'); staff check them and accept them, which finishes the lease ('verified'), or send them
 * back with a reason ('rejected'), which opens the uploads again.
 */
export const WET_SIGNATURE_STATUSES = {
  submitted: 'submitted',
  verified: 'verified',
  rejected: 'rejected',
} as const;

/** Where the paper signing stands: the officer uploads, staff check, or the documents are accepted. */
export type PaperSigningStage = 'uploading' | 'submitted' | 'verified';

export function paperSigningStageOf(
  wetSignature: Pick<WetSignature, 'status'> | undefined,
): PaperSigningStage {
  const status = wetSignature?.status;
  if (status === WET_SIGNATURE_STATUSES.submitted) return 'submitted';
  // 'completed': submitted before staff checked the documents, when the submission finished the lease.
  if (status === WET_SIGNATURE_STATUSES.verified || status === 'completed') return 'verified';
  return 'uploading';
}
