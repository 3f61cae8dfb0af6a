import { brandPalette, contrastBetween, inkOnWhite, mix } from './brand-palette';

const WHITE = '#ffffff';

describe("an organisation's palette", () => {
  // Dark, mid, pale and garish brand colours, as organisations might configure them.
  const brands = [
    '#0b6e4f',
    '#5b2a86',
    '#002856',
    '#f5d76e',
    '#ffcc00',
    '#00aeef',
    '#ff0000',
    '#ffffff',
    '#000',
  ];

  it.each(brands)('keeps every text on and in %s readable at WCAG AA', (colour) => {
    const palette = brandPalette(colour);
    expect(contrastBetween(palette['--lp-on-primary'], palette['--lp-primary'])).toBeGreaterThanOrEqual(4.5);
    expect(contrastBetween(palette['--lp-primary-ink'], WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastBetween(palette['--lp-on-header'], palette['--lp-header-bg'])).toBeGreaterThanOrEqual(4.5);
    // Body text (#1c2127) on the pale wash.
    expect(contrastBetween('#1c2127', palette['--lp-primary-wash'])).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a dark brand colour as it is for text, and darkens a pale one only as far as needed', () => {
    expect(inkOnWhite('#0b6e4f')).toBe('#0b6e4f');
    const yellow = inkOnWhite('#ffcc00');
    expect(yellow).not.toBe('#ffcc00');
    expect(contrastBetween(yellow, WHITE)).toBeLessThan(6);
  });

  it('puts dark text on a pale brand and white text on a dark one', () => {
    expect(brandPalette('#ffcc00')['--lp-on-primary']).toBe('#1c2127');
    expect(brandPalette('#5b2a86')['--lp-on-primary']).toBe('#ffffff');
  });

  it('gives the header its own colour and text, falling back to the brand colour', () => {
    const palette = brandPalette('#0b6e4f', '#e8f1ec');
    expect(palette['--lp-header-bg']).toBe('#e8f1ec');
    expect(palette['--lp-on-header']).toBe('#1c2127');
    expect(brandPalette('#0b6e4f')['--lp-header-bg']).toBe('#0b6e4f');
  });

  it('reads a missing or unreadable colour as the default theme colour', () => {
    expect(brandPalette('not a colour')['--lp-primary']).toBe('#002856');
    expect(brandPalette('#abc')['--lp-primary']).toBe('#aabbcc');
  });

  it('mixes towards another colour', () => {
    expect(mix('#000000', WHITE, 0.5)).toBe('#808080');
  });
});
