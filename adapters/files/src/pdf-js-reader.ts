import type { PdfFacts, PdfReader } from '@lease-portal/domain';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';

type PdfJs = Awaited<ReturnType<typeof getResolvedPDFJS>>;
type Page = Awaited<ReturnType<Awaited<ReturnType<typeof getDocumentProxy>>['getPage']>>;

/** The operators that put something on the page: a picture, a shading, a stroked or filled path. */
function paintingOperators({ OPS }: PdfJs): { images: Set<number>; paths: Set<number> } {
  return {
    images: new Set([
      OPS.paintImageXObject,
      OPS.paintImageXObjectRepeat,
      OPS.paintInlineImageXObject,
      OPS.paintInlineImageXObjectGroup,
      OPS.paintImageMaskXObject,
      OPS.paintImageMaskXObjectGroup,
      OPS.paintImageMaskXObjectRepeat,
      OPS.paintSolidColorImageMask,
      OPS.shadingFill,
    ]),
    // A path ended without painting ('n') only clips; every other ending marks the page.
    paths: new Set([
      OPS.stroke,
      OPS.closeStroke,
      OPS.fill,
      OPS.eoFill,
      OPS.fillStroke,
      OPS.eoFillStroke,
      OPS.closeFillStroke,
      OPS.closeEOFillStroke,
    ]),
  };
}

/**
 * Whether a page shows anything (decision 2030): text that is not only spaces, a picture (a scan is
 * one), or a path it strokes or fills (a signature drawn on a tablet). pdf.js lists the operators of
 * forms inside the page's own, so content wrapped in a form counts too.
 */
async function showsSomething(pdfjs: PdfJs, page: Page): Promise<boolean> {
  const text = await page.getTextContent();
  if (text.items.some((item) => 'str' in item && item.str.trim() !== '')) return true;
  const { images, paths } = paintingOperators(pdfjs);
  const operators = await page.getOperatorList();
  return operators.fnArray.some(
    (operator, index) =>
      images.has(operator) ||
      paths.has(operator) ||
      // pdf.js folds a path into one operator whose first argument is how the path ends.
      (operator === pdfjs.OPS.constructPath && paths.has(operators.argsArray[index]?.[0] as number)),
  );
}

/**
 * Reads uploaded PDFs with pdf.js (through unpdf, which bundles a build that runs without a
 * worker or a canvas). The reader takes a copy of the bytes: pdf.js takes over the buffer it is
 * given, and the caller still stores them.
 */
export const pdfJsReader: PdfReader = {
  async read(bytes, pagesToLookAt) {
    const pdfjs = await getResolvedPDFJS();
    let document;
    try {
      document = await getDocumentProxy(bytes.slice(), { verbosity: pdfjs.VerbosityLevel.ERRORS });
    } catch {
      // Damaged, not a PDF at all, or locked by a password: nobody could check it.
      return undefined;
    }
    try {
      const facts: PdfFacts = { pageCount: document.numPages };
      for (let number = 1; number <= Math.min(document.numPages, pagesToLookAt); number++) {
        const page = await document.getPage(number).catch(() => undefined);
        if (page && (await showsSomething(pdfjs, page).catch(() => false))) {
          return { ...facts, firstPageWithContent: number };
        }
      }
      return facts;
    } finally {
      await document.loadingTask.destroy();
    }
  },
};
