export { PdfLeaseDocuments } from './pdf-lease-documents';
