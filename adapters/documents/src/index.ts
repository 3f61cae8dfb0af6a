export { PdfLeaseDocuments } from './pdf-lease-documents';
export { PdfPrivacyNotice } from './pdf-privacy-notice';
