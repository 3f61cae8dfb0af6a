import { render } from '@testing-library/react';
import { useBrandIcon } from './useBrandIcon';

function Branded({ logo }: { logo?: string }) {
  useBrandIcon(logo);
  return null;
}

const iconHref = () => document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href');

describe('the page icon', () => {
  it("shows the organisation's logo, and the default without one", () => {
    const { rerender } = render(<Branded logo="/images/brands/kiwi-fleet-leasing.svg" />);
    expect(iconHref()).toBe('/images/brands/kiwi-fleet-leasing.svg');
    rerender(<Branded />);
    expect(iconHref()).toBe('/favicon.ico');
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  });
});
