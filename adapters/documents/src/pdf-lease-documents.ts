import {
  LEASE_DOCUMENT_PACK_TITLE,
  leaseDocumentTitle,
  type LeaseDocumentFacts,
  type LeaseDocumentKind,
  type LeaseDocumentRenderer,
} from '@lease-portal/domain';
import { documentContent } from './document-content';
import { PdfPage } from './pdf-page';

/** The lease documents as PDFs, in the organisation's colours, written with pdfkit's standard fonts. */
export class PdfLeaseDocuments implements LeaseDocumentRenderer {
  async render(kind: LeaseDocumentKind, facts: LeaseDocumentFacts): Promise<Uint8Array> {
    const page = await PdfPage.open(leaseDocumentTitle(kind, facts.region), facts.lessor.brandColour);
    write(page, kind, facts, 0);
    return page.finish();
  }

  /**
   * Download All: the documents in one PDF, each from a page of its own with its letterhead, and its
   * pages numbered within it, so that the pack prints as the documents would one by one.
   */
  async renderPack(kinds: LeaseDocumentKind[], facts: LeaseDocumentFacts): Promise<Uint8Array> {
    const page = await PdfPage.open(LEASE_DOCUMENT_PACK_TITLE, facts.lessor.brandColour);
    kinds.forEach((kind, index) => write(page, kind, facts, index === 0 ? 0 : page.nextDocument()));
    return page.finish();
  }
}

/** One document, from the page `from` on: letterhead, content and footer. */
function write(page: PdfPage, kind: LeaseDocumentKind, facts: LeaseDocumentFacts, from: number): void {
  const title = leaseDocumentTitle(kind, facts.region);
  const contact = [facts.lessor.phone, facts.lessor.email, facts.lessor.website]
    .filter(Boolean)
    .join('  ·  ');
  page.letterhead(facts.lessor.name, contact, title, `Issued ${displayDate(facts.issuedOn)}`);
  documentContent(kind)(page, facts);
  page.footer(`${facts.lessor.name} · ${title}`, from);
}

/** DD/MM/YYYY, the date format of both regions (journey §9). */
function displayDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
