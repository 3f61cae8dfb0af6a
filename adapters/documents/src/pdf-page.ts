import type PDFDocument from 'pdfkit';
import { contrastRatio, DEFAULT_THEME_COLOUR, readableTextOn, relativeLuminance } from '@lease-portal/domain';

/** The house style of every lease document: A4, standard fonts (no files to load), generous margins. */
const MARGIN = 56;
const BODY_SIZE = 10;
const MUTED = '#444444';

/**
 * pdfkit with fontkit and its tables, some 17 MB of a process once loaded: loaded with the first
 * document asked for, not at every start, as most of a portal's life makes none.
 */
let pdfkit: Promise<typeof PDFDocument> | undefined;
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((loaded) => loaded.default));

/** A document being written: a thin layer over pdfkit that knows the house style. */
export class PdfPage {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Uint8Array>;
  private readonly brandColour: string;
  /** Headings wear the brand colour only where it reads on white paper (WCAG AA). */
  private readonly headingColour: string;

  /** A new document titled `title`, its headings in `brandColour` where that reads on paper. */
  static async open(title: string, brandColour: string | undefined): Promise<PdfPage> {
    return new PdfPage(await loadPdfkit(), title, brandColour);
  }

  private constructor(Document: typeof PDFDocument, title: string, brandColour: string | undefined) {
    this.brandColour =
      brandColour !== undefined && relativeLuminance(brandColour) !== undefined
        ? brandColour
        : DEFAULT_THEME_COLOUR;
    const luminance = relativeLuminance(this.brandColour) as number;
    this.headingColour = contrastRatio(luminance, 1) >= 4.5 ? this.brandColour : '#000000';
    // Fixed creation date: the same facts always give the same bytes, which tests and caches rely on.
    this.doc = new Document({
      size: 'A4',
      margin: MARGIN,
      info: { Title: title, CreationDate: new Date(0) },
      compress: true,
      bufferPages: true,
    });
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(new Uint8Array(Buffer.concat(this.chunks))));
      this.doc.on('error', reject);
    });
  }

  /** The lessor's band across the top, then the document's title. */
  letterhead(lessorName: string, contact: string, title: string, subtitle: string): this {
    const { doc } = this;
    doc.rect(0, 0, doc.page.width, 64).fill(this.brandColour);
    doc
      .fillColor(readableTextOn(this.brandColour) === 'dark' ? '#000000' : '#ffffff')
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(lessorName, MARGIN, 22);
    doc.font('Helvetica').fontSize(8).text(contact, MARGIN, 44);
    doc.fillColor('#000000').font('Helvetica-Bold').fontSize(18).text(title, MARGIN, 92);
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(subtitle).moveDown(1);
    doc.fillColor('#000000');
    return this;
  }

  heading(text: string): this {
    this.doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).fillColor(this.headingColour).text(text);
    this.doc.fillColor('#000000').moveDown(0.3);
    return this;
  }

  /** Label and value pairs, one a line, the labels in a column of their own. */
  facts(rows: [label: string, value: string][]): this {
    const { doc } = this;
    doc.fontSize(BODY_SIZE);
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('Helvetica-Bold').text(label, MARGIN, y, { width: 150 });
      const labelBottom = doc.y;
      doc.font('Helvetica').text(value || '—', MARGIN + 160, y, { width: doc.page.width - 2 * MARGIN - 160 });
      doc.y = Math.max(doc.y, labelBottom) + 2;
    }
    doc.x = MARGIN;
    return this;
  }

  /**
   * A fact to fill in by hand on paper: its label, then boxes of one character each in groups, a
   * dash between groups and each group's caption under it; a group of no boxes is a line to write on.
   */
  writeIn(label: string, groups: { caption: string; boxes: number }[]): this {
    const { doc } = this;
    const box = 15;
    const height = 19;
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    const y = doc.y + 4;
    doc
      .fontSize(BODY_SIZE)
      .font('Helvetica-Bold')
      .fillColor('#000000')
      .text(label, MARGIN, y + 5, { width: 150 });
    let x = MARGIN + 160;
    const right = doc.page.width - MARGIN;
    groups.forEach((group, index) => {
      if (index > 0) {
        doc
          .font('Helvetica')
          .fontSize(BODY_SIZE)
          .text('-', x + 1, y + 5, { lineBreak: false });
        x += 10;
      }
      const width = group.boxes > 0 ? group.boxes * box : right - x;
      if (group.boxes > 0) {
        for (let each = 0; each < group.boxes; each += 1) doc.rect(x + each * box, y, box, height);
      } else {
        doc.moveTo(x, y + height).lineTo(x + width, y + height);
      }
      doc.strokeColor('#000000').lineWidth(0.6).stroke();
      doc
        .font('Helvetica')
        .fontSize(7)
        .fillColor(MUTED)
        .text(group.caption, x, y + height + 2, { width: Math.max(width, 40), lineBreak: false });
      doc.fillColor('#000000');
      x += width;
    });
    doc.x = MARGIN;
    doc.y = y + height + 14;
    return this;
  }

  paragraph(text: string): this {
    this.doc
      .font('Helvetica')
      .fontSize(BODY_SIZE)
      .text(text, MARGIN, undefined, { align: 'justify' })
      .moveDown(0.5);
    return this;
  }

  numberedClauses(clauses: [title: string, text: string][]): this {
    clauses.forEach(([title, text], index) => {
      this.doc
        .font('Helvetica-Bold')
        .fontSize(BODY_SIZE)
        .text(`${index + 1}. ${title}`, MARGIN);
      this.paragraph(text);
    });
    return this;
  }

  /** A line to sign on, with who signs and in what capacity. */
  signature(name: string, capacity: string): this {
    const { doc } = this;
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    doc.moveDown(1.6);
    const y = doc.y;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + 220, y)
      .strokeColor('#000000')
      .lineWidth(0.6)
      .stroke();
    doc
      .moveTo(MARGIN + 260, y)
      .lineTo(MARGIN + 380, y)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Signed: ${name} (${capacity})`, MARGIN, y + 4, { width: 240 });
    doc.text('Date', MARGIN + 260, y + 4);
    doc.x = MARGIN;
    return this;
  }

  /**
   * Labelled lines whose values an e-signature service fills where the anchor text stands (decision
   * 2098): the anchor is written white on white, so the page shows an empty line until it is signed.
   */
  anchoredFields(rows: [label: string, anchor: string][]): this {
    const { doc } = this;
    for (const [label, anchor] of rows) {
      doc.moveDown(0.6);
      const y = doc.y;
      doc.font('Helvetica').fontSize(9).fillColor('#000000').text(`${label}:`, MARGIN, y, { width: 110 });
      doc
        .moveTo(MARGIN + 115, y + 11)
        .lineTo(MARGIN + 380, y + 11)
        .strokeColor('#000000')
        .lineWidth(0.4)
        .stroke();
      doc.fillColor('#ffffff').text(anchor, MARGIN + 118, y, { width: 260, lineBreak: false });
      doc.fillColor('#000000');
      doc.x = MARGIN;
      doc.y = y + 14;
    }
    return this;
  }

  /** Where the next document of a pack starts: a page of its own, after the pages written so far. */
  nextDocument(): number {
    const range = this.doc.bufferedPageRange();
    this.doc.addPage();
    return range.start + range.count;
  }

  /** The footer on every page from `from` (a pack's document) to the last, numbered within them. */
  footer(text: string, from = 0): this {
    const range = this.doc.bufferedPageRange();
    const count = range.start + range.count - from;
    for (let index = from; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc
        .font('Helvetica')
        .fontSize(7)
        .fillColor(MUTED)
        .text(`${text} · Page ${index - from + 1} of ${count}`, MARGIN, this.doc.page.height - 36, {
          width: this.doc.page.width - 2 * MARGIN,
          align: 'center',
        });
      this.doc.page.margins.bottom = bottom;
    }
    return this;
  }

  finish(): Promise<Uint8Array> {
    this.doc.end();
    return this.done;
  }
}
