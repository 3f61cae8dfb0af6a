import type { PrivacyNotice, PrivacyNoticeRenderer } from '@lease-portal/domain';
import { PdfPage } from './pdf-page';

/** The privacy notice as a PDF in the house style of the lease documents. */
export class PdfPrivacyNotice implements PrivacyNoticeRenderer {
  async render(notice: PrivacyNotice, brandColour: string | undefined): Promise<Uint8Array> {
    const page = await PdfPage.open(notice.title, brandColour);
    page.letterhead(notice.lessorName, '', notice.title, 'Please read this notice before you agree.');
    for (const section of notice.sections) {
      page.heading(section.heading);
      for (const paragraph of section.paragraphs) page.paragraph(paragraph);
    }
    page.footer(`${notice.lessorName} · ${notice.title}`);
    return page.finish();
  }
}
