import { render } from '@testing-library/react';
import { onPrimary, useBrandColoursOnDocument } from './useBrandColoursOnDocument';

function Branded({ colour }: { colour: string }) {
  useBrandColoursOnDocument(colour);
  return null;
}

describe('the brand colours on the document', () => {
  it('puts the organisation colour where dialogs in portals can read it', () => {
    const { rerender } = render(<Branded colour="#5b2a86" />);
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--lp-primary')).toBe('#5b2a86');
    expect(root.getPropertyValue('--lp-on-primary')).toBe('#ffffff');

    rerender(<Branded colour="#f5d76e" />);
    expect(root.getPropertyValue('--lp-primary')).toBe('#f5d76e');
    expect(root.getPropertyValue('--lp-on-primary')).toBe(onPrimary('#f5d76e'));
    expect(onPrimary('#f5d76e')).toBe('#1c2127');
  });
});

describe('the header colour on the document', () => {
  function Header({ primary, header }: { primary: string; header?: string }) {
    useBrandColoursOnDocument(primary, header);
    return null;
  }

  it('gives a pale header dark text, and a missing one the brand colour', () => {
    const { rerender } = render(<Header primary="#0b6e4f" header="#e8f1ec" />);
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--lp-header-bg')).toBe('#e8f1ec');
    expect(root.getPropertyValue('--lp-on-header')).toBe('#1c2127');
    rerender(<Header primary="#0b6e4f" />);
    expect(root.getPropertyValue('--lp-header-bg')).toBe('#0b6e4f');
    expect(root.getPropertyValue('--lp-on-header')).toBe('#ffffff');
  });
});
