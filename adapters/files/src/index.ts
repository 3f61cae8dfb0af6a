// Signed-URL file storage: uploaded files in a folder, HMAC-signed expiring grants, content sniffing,
// and reading signed documents' pages.
export { FolderFileStorage } from './folder-file-storage';
export { HmacFileGrants } from './hmac-file-grants';
export { fileUrlSecret, FILE_URL_SECRET_FILE } from './file-url-secret';
export { fileTypeSniffer } from './file-type-sniffer';
export { pdfJsReader } from './pdf-js-reader';
