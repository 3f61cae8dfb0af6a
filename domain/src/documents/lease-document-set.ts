import type { Region } from '../shared/region';
import type { LeaseDocumentKind, SigningMode } from './lease-document';

export interface LeaseDocumentSetFacts {
  region: Region;
  signingMode: SigningMode;
  /** Whether a personal guarantee (NZ: deed of guarantee) applies to this application. */
  guaranteeApplies: boolean;
  /** The special introducer (identified by its business number) has instructions of its own. */
  specialIntroducer: boolean;
}

/**
 * Which documents the customer receives (journey §4, wet-signature screen): instructions in wet mode
 * only (the special introducer's own variant), the lease agreement, the guarantee only when one
 * applies, the direct debit, and the quote in AU only.
 */
export function leaseDocumentSet(facts: LeaseDocumentSetFacts): LeaseDocumentKind[] {
  const documents: LeaseDocumentKind[] = [];
  if (facts.signingMode === 'wet') {
    documents.push(facts.specialIntroducer ? 'introducerInstructions' : 'instructions');
  }
  documents.push('masterLeaseAgreement');
  if (facts.guaranteeApplies) documents.push('personalGuarantee');
  documents.push('directDebit');
  if (facts.region === 'AU') documents.push('quote');
  return documents;
}
