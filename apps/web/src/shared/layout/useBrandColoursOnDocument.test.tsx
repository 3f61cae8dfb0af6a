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
