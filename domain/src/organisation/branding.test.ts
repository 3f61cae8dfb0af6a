import {
  contrastRatio,
  DEFAULT_THEME_COLOUR,
  footerTextColour,
  readableTextOn,
  headerLogoHref,
  relativeLuminance,
} from './branding';

describe('relativeLuminance', () => {
  it.each([
    ['#000000', 0],
    ['#fff', 1],
    ['#FFFFFF', 1],
    ['808080', 0.2159],
  ])('of %s is %p', (colour, luminance) => {
    expect(relativeLuminance(colour)).toBeCloseTo(luminance, 4);
  });

  it.each(['', 'navy', '#12345', 'rgb(0,0,0)'])('is unknown for %p', (colour) => {
    expect(relativeLuminance(colour)).toBeUndefined();
  });
});

describe('readableTextOn', () => {
  it('puts dark text on a light brand colour and light text on a dark one', () => {
    expect(readableTextOn('#ffd54f')).toBe('dark');
    expect(readableTextOn('#0b6e4f')).toBe('light');
    expect(readableTextOn('#5b2a86')).toBe('light');
  });
});

describe('footerTextColour', () => {
  it('is the default theme colour, #002856', () => {
    expect(DEFAULT_THEME_COLOUR).toBe('#002856');
  });

  it('is light on a dark footer such as the default navy', () => {
    expect(footerTextColour('#002856')).toBe('light');
    expect(footerTextColour('#1d1a4d')).toBe('light');
  });

  it('is dark on a light footer', () => {
    expect(footerTextColour('#ffffff')).toBe('dark');
    expect(footerTextColour('#e8f1ec')).toBe('dark');
    expect(footerTextColour('#808080')).toBe('dark');
  });

  it.each(['#002856', '#1d1a4d', '#e8f1ec', '#808080', '#767676', '#5b2a86', '#ffffff', '#000000'])(
    'always reaches the WCAG AA contrast of 4.5 on %s',
    (footer) => {
      const background = relativeLuminance(footer) as number;
      const text = footerTextColour(footer) === 'dark' ? 0 : 1;
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('treats a missing or unreadable colour as the default theme colour', () => {
    expect(footerTextColour(undefined)).toBe(footerTextColour(DEFAULT_THEME_COLOUR));
    expect(footerTextColour('not a colour')).toBe('light');
  });
});

describe('headerLogoHref', () => {
  const currentHost = 'lease.example.com';

  it('follows the configured link first', () => {
    expect(
      headerLogoHref({
        headerLogoLink: 'https://dealer.example.com',
        referrer: 'https://other.example.org/',
        currentHost,
      }),
    ).toBe('https://dealer.example.com');
    expect(headerLogoHref({ headerLogoLink: '/calculator/search', currentHost })).toBe('/calculator/search');
  });

  it('goes back to a referrer on another host', () => {
    expect(headerLogoHref({ referrer: 'https://dealer.example.com/cars?x=1', currentHost })).toBe(
      'https://dealer.example.com/cars?x=1',
    );
  });

  it('stays on the calculator when the referrer is this site, missing or not a web page', () => {
    expect(headerLogoHref({ referrer: 'https://LEASE.example.com/dashboard', currentHost })).toBe(
      '/calculator',
    );
    expect(headerLogoHref({ currentHost })).toBe('/calculator');
    expect(headerLogoHref({ headerLogoLink: '  ', referrer: '', currentHost })).toBe('/calculator');
    expect(headerLogoHref({ referrer: 'not a url', currentHost })).toBe('/calculator');
  });

  it('never follows a script link, configured or referred', () => {
    expect(headerLogoHref({ headerLogoLink: 'javascript:alert(1)', currentHost })).toBe('/calculator');
    expect(headerLogoHref({ headerLogoLink: '//evil.example.net', currentHost })).toBe('/calculator');
    expect(headerLogoHref({ referrer: 'data:text/html,hi', currentHost })).toBe('/calculator');
  });

  it('tells hosts apart by port', () => {
    expect(headerLogoHref({ referrer: 'http://localhost:4000/', currentHost: 'localhost:3000' })).toBe(
      'http://localhost:4000/',
    );
  });
});
