import { signedDocumentRefusal } from '@lease-portal/domain';
import {
  aBlankPdf,
  aPdf,
  aPdfWithoutPages,
  aScannedPdf,
  aSignedPdf,
  SIGNED_PAGE,
} from '@lease-portal/domain/src/files/testing/pdf-builder';
import { pdfJsReader } from './pdf-js-reader';

const reasonFor = async (bytes: Uint8Array, pagesToLookAt = 50) =>
  signedDocumentRefusal(await pdfJsReader.read(bytes, pagesToLookAt))?.details?.reason ?? 'usable';

describe('reading a signed document with pdf.js (decision 2030)', () => {
  it('finds the text and signature stroke of a signed page, and the picture of a scan', async () => {
    expect(await pdfJsReader.read(aSignedPdf(), 50)).toEqual({ pageCount: 1, firstPageWithContent: 1 });
    expect(await pdfJsReader.read(aScannedPdf(), 50)).toEqual({ pageCount: 1, firstPageWithContent: 1 });
    expect(await pdfJsReader.read(aPdf(['', '', '0 0 m 90 40 l S']), 50)).toEqual({
      pageCount: 3,
      firstPageWithContent: 3,
    });
  });

  it('finds nothing on blank pages: no text but spaces, and a path that paints nothing', async () => {
    expect(await pdfJsReader.read(aBlankPdf(), 50)).toEqual({ pageCount: 2 });
    expect(await reasonFor(aBlankPdf())).toBe('DOCUMENT_BLANK');
  });

  it('looks no further than the pages it is given', async () => {
    expect(await pdfJsReader.read(aPdf(['', '', SIGNED_PAGE]), 2)).toEqual({ pageCount: 3 });
  });

  it('refuses a PDF without pages, and bytes that do not open as a PDF', async () => {
    expect(await reasonFor(aPdfWithoutPages())).toBe('DOCUMENT_WITHOUT_PAGES');
    // The 40-byte "PDF" of the security test, and a signed page cut short.
    const stub = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    expect(await reasonFor(stub)).toBe('DOCUMENT_UNREADABLE');
    expect(await reasonFor(aSignedPdf().slice(0, 60))).toBe('DOCUMENT_UNREADABLE');
    expect(await reasonFor(new TextEncoder().encode('not a pdf'))).toBe('DOCUMENT_UNREADABLE');
  });

  it('leaves the bytes it read as they were, for the storage', async () => {
    const bytes = aSignedPdf();
    const copy = bytes.slice();
    await pdfJsReader.read(bytes, 50);
    expect(bytes).toEqual(copy);
  });
});
