import { UploadRefused } from './upload-refused';
import { UPLOAD_FAILED_MESSAGE, uploadRefusalMessage } from './upload-refusal';

describe('uploadRefusalMessage', () => {
  it('passes on the portal’s reason when another file is the way on', () => {
    const notAPdf =
      'This file is not really a PDF: its content is another kind of file. Please choose a PDF.';
    expect(uploadRefusalMessage(new UploadRefused(415, notAPdf))).toBe(notAPdf);
    expect(uploadRefusalMessage(new UploadRefused(413, 'File size should be under 10MB.'))).toBe(
      'File size should be under 10MB.',
    );
    expect(uploadRefusalMessage(new UploadRefused(422, 'This PDF has no pages.'))).toBe(
      'This PDF has no pages.',
    );
  });

  it('asks to try again after a dropped connection or a fault', () => {
    expect(uploadRefusalMessage(new Error('Upload failed'))).toBe(UPLOAD_FAILED_MESSAGE);
    expect(uploadRefusalMessage(new UploadRefused(500, undefined))).toBe(UPLOAD_FAILED_MESSAGE);
    expect(uploadRefusalMessage(new UploadRefused(403, 'This link has expired or is not valid.'))).toBe(
      UPLOAD_FAILED_MESSAGE,
    );
  });
});
