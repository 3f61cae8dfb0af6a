import {
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
    const title = leaseDocumentTitle(kind, facts.region);
    const page = new PdfPage(title, facts.lessor.brandColour);
    const contact = [facts.lessor.phone, facts.lessor.email, facts.lessor.website]
      .filter(Boolean)
      .join('  ·  ');
    page.letterhead(facts.lessor.name, contact, title, `Issued ${displayDate(facts.issuedOn)}`);
    documentContent(kind)(page, facts);
    page.footer(`${facts.lessor.name} · ${title}`);
    return page.finish();
  }
}

/** DD/MM/YYYY, the date format of both regions (journey §9). */
function displayDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}
