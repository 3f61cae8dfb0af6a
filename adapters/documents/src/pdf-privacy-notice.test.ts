import { extractText, getDocumentProxy } from 'unpdf';
import { privacyCollectionNotice } from '@lease-portal/domain';
import { PdfPrivacyNotice } from './pdf-privacy-notice';

async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the privacy notice as a PDF', () => {
  it('holds every section of the notice', async () => {
    const notice = privacyCollectionNotice({ region: 'NZ', specialIntroducer: false });
    const pdf = await new PdfPrivacyNotice().render(notice, '#002856');
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    expect(text).toContain('Privacy Collection Notice and Consent');
    for (const section of notice.sections) expect(text).toContain(section.heading);
    expect(text).toContain('Credit Reporting Privacy Code 2020');
  });
});
