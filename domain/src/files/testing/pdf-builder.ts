// Test support only: small but real PDFs, written object by object with a correct cross-reference
// table, so that a real PDF reader opens them without repairing anything.

/** What one page draws, in PDF content operators ('' for a blank page). */
export type PageContent = string;

/** Signed by hand: a line of text and the stroke of a signature. */
export const SIGNED_PAGE: PageContent =
  'BT /F1 12 Tf 72 720 Td (Signed for Harbour Haulage Limited) Tj ET\n72 700 m 180 690 l 220 705 l S';
/** A scan: the page is one picture, without any text. */
export const SCANNED_PAGE: PageContent = 'q 400 0 0 500 100 150 cm /Scan Do Q';
/** Only spaces of text and a path that paints nothing: what a blank page may hold. */
export const BLANK_PAGE: PageContent = 'BT /F1 12 Tf 72 720 Td (   ) Tj ET\n0 0 m 10 10 l n';

/** A PDF of the pages given, with a font and a one-pixel grey picture every page may use. */
export function aPdf(pages: PageContent[]): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const pageIds = pages.map((_page, index) => 5 + index * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  add(
    '<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray ' +
      '/BitsPerComponent 8 /Length 1 >>\nstream\n\x80\nendstream',
  );
  for (const [index, content] of pages.entries()) {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageIds[index]! + 1} 0 R ` +
        '/Resources << /Font << /F1 3 0 R >> /XObject << /Scan 4 0 R >> >> >>',
    );
    add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  let text = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // One byte per character: the picture's byte (0x80) must stay one byte.
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

export const aSignedPdf = (): Uint8Array => aPdf([SIGNED_PAGE]);
export const aScannedPdf = (): Uint8Array => aPdf([SCANNED_PAGE]);
export const aBlankPdf = (): Uint8Array => aPdf([BLANK_PAGE, '']);
export const aPdfWithoutPages = (): Uint8Array => aPdf([]);
