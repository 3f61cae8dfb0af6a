import type { EnvelopeDocument, RecipientState } from '@lease-portal/domain';

/** Where the signatures are stamped: a band along the foot of every page. */
const STAMP_SIZE = 7;
const STAMP_COLOUR = '#1f4e9c';

/** 'Priya Raman signed on 2026-11-26': a signer's name and the day they signed. */
export const signatureLine = (recipient: Pick<RecipientState, 'name' | 'signedAt' | 'roleName'>): string =>
  `${recipient.name}${recipient.roleName ? ` (${recipient.roleName})` : ''} signed on ${recipient.signedAt?.slice(0, 10) ?? 'an unknown day'}`;

/**
 * The sandbox's combined signed copy: every document of the envelope, page after page, with each
 * signer's name and signing date stamped along the foot of every page. pdfkit cannot copy another
 * PDF's pages, so each page's text is read back (unpdf) and set again where it stood on the page;
 * the real service returns its own signed PDF instead (decision 2091). Text standing for a tab's
 * anchor is set as what the tab holds (`fills`, by anchor text), as the service prints its tabs
 * there (decision 2098); an anchor with nothing to hold is left out.
 */
export async function signedCopyPdf(
  documents: EnvelopeDocument[],
  signed: Pick<RecipientState, 'name' | 'signedAt' | 'roleName'>[],
  fills: ReadonlyMap<string, string> = new Map(),
): Promise<Uint8Array> {
  // Loaded when a copy is asked for: the portal and lease-admin start without them (decision 2060).
  const [{ default: PDFDocument }, { extractTextItems, getDocumentProxy }] = await Promise.all([
    import('pdfkit'),
    import('unpdf'),
  ]);
  // A fixed creation date: the same envelope always gives the same bytes.
  const doc = new PDFDocument({ autoFirstPage: false, compress: true, info: { CreationDate: new Date(0) } });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const stamp = `Signed electronically: ${signed.map(signatureLine).join('; ')}.`;
  for (const document of documents) {
    // pdf.js takes the buffer over: it reads a copy.
    const proxy = await getDocumentProxy(document.pdf.slice());
    const { items } = await extractTextItems(proxy);
    for (const [index, page] of items.entries()) {
      const [x0, y0, x1, y1] = (await proxy.getPage(index + 1)).view as number[];
      const width = x1! - x0!;
      const height = y1! - y0!;
      doc.addPage({ size: [width, height], margin: 0 });
      for (const item of page) {
        const text = fills.get(item.str.trim()) ?? item.str;
        if (!text.trim()) continue;
        const size = item.fontSize || 10;
        // pdf.js gives the baseline from the bottom; pdfkit places a line's top from the top.
        doc
          .font(/bold/i.test(item.fontFamily) ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(size)
          .fillColor('#000000')
          .text(text, item.x - x0!, height - (item.y - y0!) - size * 0.8, { lineBreak: false });
      }
      doc
        .font('Helvetica')
        .fontSize(STAMP_SIZE)
        .fillColor(STAMP_COLOUR)
        .text(`${document.name}, page ${index + 1} of ${items.length}. ${stamp}`, 24, height - 20, {
          width: width - 48,
          lineBreak: false,
          ellipsis: true,
        });
    }
  }
  doc.end();
  return done;
}
