import { fileTypeSniffer } from './file-type-sniffer';

const text = (value: string) => new TextEncoder().encode(value);

describe('fileTypeSniffer', () => {
  it('names a type by the bytes, whatever the file was called', async () => {
    expect(await fileTypeSniffer.typeOf(text('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'))).toBe('application/pdf');
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    expect(await fileTypeSniffer.typeOf(png)).toBe('image/png');
  });

  it('names no type for HTML, SVG or plain text, so none is accepted', async () => {
    expect(await fileTypeSniffer.typeOf(text('<!doctype html><script>alert(1)</script>'))).toBeUndefined();
    expect(
      await fileTypeSniffer.typeOf(text('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
    ).toBeUndefined();
  });

  it('names an executable as one', async () => {
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(56).fill(0)]);
    expect(await fileTypeSniffer.typeOf(elf)).toBe('application/x-elf');
  });
});
