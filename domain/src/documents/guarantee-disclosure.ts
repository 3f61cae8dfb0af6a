import type { Region } from '../shared/region';
import { leaseDocumentTitle } from './lease-document';

/**
 * What a sole trader is told before they apply and again on the review: they guarantee the lease
 * themselves, and the guarantee is among the documents they sign. A sole trader is not asked the
 * guarantee question (journey §5), so without this they first met the deed in the signing pack.
 */
export function soleTraderGuaranteeNotice(region: Region): string {
  return (
    'As a sole trader you personally guarantee this lease: the ' +
    `${leaseDocumentTitle('personalGuarantee', region)} is one of the lease documents you will sign.`
  );
}
