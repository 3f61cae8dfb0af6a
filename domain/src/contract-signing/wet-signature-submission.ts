import type { LeaseDocumentKind } from '../documents/lease-document';
import type { Region } from '../shared/region';

/** Deleting an upload after the documents were submitted (journey §8). */
export const DELETE_AFTER_SUBMIT_MESSAGE = 'Sorry unable to delete!, File is already submitted!';
/** The combination screen, signing before the guarantee is uploaded (journey §2). */
export const GUARANTEE_FIRST_MESSAGE = 'Please upload The Personal Guarantee at first!';

export interface WetSignatureFacts {
  region: Region;
  guaranteeApplies: boolean;
}

/**
 * The signed documents Submit & Complete waits for (journey §5 'Wet signature upload'): the lease
 * agreement, the direct debit, the guarantee when one applies, and in AU the quote. The readings
 * differ for NZ without a guarantee; NZ customers are never given a quote to sign (the document set
 * has none), so none is asked of them (decision 1700).
 */
export function requiredSignedDocuments({
  region,
  guaranteeApplies,
}: WetSignatureFacts): LeaseDocumentKind[] {
  const required: LeaseDocumentKind[] = ['masterLeaseAgreement', 'directDebit'];
  if (guaranteeApplies) required.push('personalGuarantee');
  if (region === 'AU') required.push('quote');
  return required;
}

/** Whether every required document has an upload. */
export function canSubmitSignedDocuments(
  facts: WetSignatureFacts,
  uploaded: ReadonlySet<LeaseDocumentKind>,
): boolean {
  return requiredSignedDocuments(facts).every((document) => uploaded.has(document));
}
