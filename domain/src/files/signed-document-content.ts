import type { DomainError } from '../shared/result';
import { fileErrors } from './file-errors';

/** What a PDF reader finds in a document: enough for the signed-document rule (decision 2030). */
export interface PdfFacts {
  pageCount: number;
  /** The first page, counted from 1, that shows text, a picture or a drawing; absent when all looked at are blank. */
  firstPageWithContent?: number;
}

/** Reads PDFs by their content (pdf.js in the portal). */
export interface PdfReader {
  /**
   * The document's facts, looking for content on no more than `pagesToLookAt` pages; undefined when
   * the bytes do not open as a PDF (damaged, or locked by a password).
   */
  read(bytes: Uint8Array, pagesToLookAt: number): Promise<PdfFacts | undefined>;
}
export const PDF_READER = Symbol('PdfReader');

/**
 * A signed lease document shows something on its first pages (a signature page is rarely past the
 * tenth); looking no further keeps a file of thousands of empty pages from holding the server up.
 */
export const SIGNED_DOCUMENT_PAGES_LOOKED_AT = 50;

/**
 * A document signed on paper is usable when it opens as a PDF, has a page, and one of the pages looked
 * at shows something (decision 2030). What counts as showing something is the reader's to say: text
 * that is not only spaces, a picture (a scan), or a stroked or filled path (a drawn signature). The
 * check keeps out empty and broken files; whether the signatures are the right ones is for staff.
 */
export function signedDocumentRefusal(facts: PdfFacts | undefined): DomainError | undefined {
  if (!facts) return fileErrors.documentUnreadable();
  if (facts.pageCount < 1) return fileErrors.documentWithoutPages();
  if (facts.firstPageWithContent === undefined) return fileErrors.documentBlank();
  return undefined;
}
