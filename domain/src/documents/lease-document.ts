import type { Region } from '../shared/region';

/**
 * The documents of a lease (journey §4, §9), by the domain's names: the journey's paper uploads are
 * keyed by them too. The specification's document keys (on the wire, and in the upload slots the API
 * names) are the GraphQL boundary's to map (decision 2070).
 */
export const LEASE_DOCUMENT_KINDS = [
  'instructions',
  'masterLeaseAgreement',
  'personalGuarantee',
  'directDebit',
  'quote',
  'introducerInstructions',
] as const;

export type LeaseDocumentKind = (typeof LEASE_DOCUMENT_KINDS)[number];

/** Whether a name is one of the lease's documents as the domain names them. */
export const isLeaseDocumentKind = (name: string): name is LeaseDocumentKind =>
  (LEASE_DOCUMENT_KINDS as readonly string[]).includes(name);

/** How the customer signs the lease documents. */
export type SigningMode = 'digital' | 'wet';

const titles: Record<Region, Record<LeaseDocumentKind, string>> = {
  AU: {
    instructions: 'Document Instructions',
    masterLeaseAgreement: 'Master Lease Agreement',
    personalGuarantee: 'Personal Guarantee',
    directDebit: 'Direct Debit',
    quote: 'Quote',
    introducerInstructions: 'Document Instructions',
  },
  NZ: {
    instructions: 'Document Instructions',
    masterLeaseAgreement: 'Motor Vehicle Leasing Terms & Conditions',
    personalGuarantee: 'Deed of Guarantee & Indemnity',
    directDebit: 'Direct Debit',
    quote: 'Quote',
    introducerInstructions: 'Document Instructions',
  },
};

/** The document's title as the customer reads it in the region. */
export function leaseDocumentTitle(kind: LeaseDocumentKind, region: Region): string {
  return titles[region][kind];
}

/** The file name a download gets: the region's document name (journey §9), as a PDF. */
export function leaseDocumentFileName(kind: LeaseDocumentKind, region: Region): string {
  const names: Record<LeaseDocumentKind, string> =
    region === 'NZ'
      ? {
          instructions: 'Document Instructions.pdf',
          masterLeaseAgreement: 'Terms and Conditions.pdf',
          personalGuarantee: 'Deed of Guarantee.pdf',
          directDebit: 'Direct Debit.pdf',
          quote: 'Quote.pdf',
          introducerInstructions: 'Document Instructions.pdf',
        }
      : {
          instructions: 'Document Instructions.pdf',
          masterLeaseAgreement: 'Master Lease Agreement.pdf',
          personalGuarantee: 'Personal Guarantee.pdf',
          directDebit: 'Direct Debit.pdf',
          quote: 'Quote.pdf',
          introducerInstructions: 'Document Instructions.pdf',
        };
  return names[kind];
}

/** The paper pack's title and download name: every paper document in one PDF (Download All). */
export const LEASE_DOCUMENT_PACK_TITLE = 'Lease Documents';
export const LEASE_DOCUMENT_PACK_FILE_NAME = 'Lease Documents.pdf';

/**
 * The documents Authorised Officer (1) only reads, never signs or uploads: the instructions sheets.
 */
export const isInstructionsSheet = (kind: LeaseDocumentKind): boolean =>
  kind === 'instructions' || kind === 'introducerInstructions';

/** The quote's download name (journey §7, getQuotePDF): `Quote_{reference}.pdf`, else `quote.pdf`. */
export function quoteFileName(primaryQuoteReference?: string, erpQuoteReference?: string): string {
  const reference = (primaryQuoteReference || erpQuoteReference || '').trim();
  return reference ? `Quote_${reference}.pdf` : 'quote.pdf';
}
