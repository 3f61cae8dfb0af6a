import { fileTypeFromBuffer } from 'file-type';
import type { ContentSniffer } from '@lease-portal/domain';

/** What the bytes are by their magic numbers (the file-type library); text formats (HTML, SVG) are nothing. */
export const fileTypeSniffer: ContentSniffer = {
  async typeOf(bytes) {
    return (await fileTypeFromBuffer(bytes))?.mime;
  },
};
