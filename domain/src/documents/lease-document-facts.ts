import type { DirectDebitAccount } from '../shared/bank-account';
import type { Region } from '../shared/region';
import type { LeaseDocumentKind } from './lease-document';

/** A person named in the documents: an officer who signs, or a witness. */
export interface DocumentSignatory {
  name: string;
  email: string;
  /** 'Director', 'Sole Trader', 'Trustee'...; in NZ free text. */
  role?: string;
}

/**
 * What the lease documents say, gathered from the application and its organisation. A renderer turns
 * these facts into a document; it never reads the application itself.
 */
export interface LeaseDocumentFacts {
  region: Region;
  /** The lessor as the customer knows it: the organisation's name, or its introducer's. */
  lessor: {
    name: string;
    businessNumber?: string;
    /** Hex colour of the organisation's brand, used for headings. */
    brandColour?: string;
    phone: string;
    email: string;
    website?: string;
  };
  customer: {
    businessName: string;
    /** ABN in AU, NZBN in NZ, as its register writes it. */
    businessNumber?: string;
    /** In words ('Australian Private Company'), as the register describes the code. */
    entityType?: string;
    address?: string;
  };
  primary: DocumentSignatory;
  secondary?: DocumentSignatory;
  vehicle: { description: string; driveAwayPrice: number };
  lease: {
    termMonths: number;
    monthlyRental: number;
    quoteReference?: string;
    /** Credit limit approved, when known. */
    creditLimit?: number;
  };
  /** When the documents were issued (ISO date). */
  issuedOn: string;
  /**
   * The account the rentals are debited from, once Authorised Officer (1) gave it (decision 2081);
   * without it the Direct Debit document has boxes to write it in by hand.
   */
  directDebitAccount?: DirectDebitAccount;
  /** The witness Authorised Officer (1) named (decision 2047), printed with their address once named. */
  witness?: { name: string; address: string };
  /**
   * The documents go in the lease envelope, whose witness is named after they are prepared: the
   * witness block carries `WITNESS_ANCHORS`, where the service fills the witness's name and address
   * as they sign (decision 2098).
   */
  witnessOnSigning?: true;
}

/** Turns the facts into the bytes of one document (a PDF). */
export interface LeaseDocumentRenderer {
  render(kind: LeaseDocumentKind, facts: LeaseDocumentFacts): Promise<Uint8Array>;
  /**
   * The documents named, in that order, as one PDF: each starts on a page of its own, with its own
   * letterhead and pages numbered within it (the paper pack's Download All).
   */
  renderPack(kinds: LeaseDocumentKind[], facts: LeaseDocumentFacts): Promise<Uint8Array>;
}
export const LEASE_DOCUMENT_RENDERER = Symbol('LeaseDocumentRenderer');
