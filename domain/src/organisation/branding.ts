/** The default theme's primary colour (calculator §9). */
export const DEFAULT_THEME_COLOUR = '#002856';

/**
 * WCAG relative luminance (0 black to 1 white) of a '#rgb' or '#rrggbb' colour; undefined for
 * anything else.
 */
export function relativeLuminance(colour: string): number | undefined {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (hex === undefined) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export type FooterTextColour = 'dark' | 'light';

/** WCAG contrast ratio between two relative luminances (1 to 21). */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Text on a coloured surface (footer, primary buttons) is dark on a light colour and light on a dark
 * one: whichever gives the higher WCAG contrast. A missing or unreadable colour counts as the
 * default theme colour.
 */
export function readableTextOn(colour: string | undefined): FooterTextColour {
  const luminance =
    (colour === undefined ? undefined : relativeLuminance(colour)) ??
    (relativeLuminance(DEFAULT_THEME_COLOUR) as number);
  return contrastRatio(luminance, 0) > contrastRatio(luminance, 1) ? 'dark' : 'light';
}

/**
 * Footer text by the footer colour (decision 0101: by contrast; the specification's literal wording
 * would put dark text on dark footers).
 */
export function footerTextColour(footerColour: string | undefined): FooterTextColour {
  return readableTextOn(footerColour);
}

export const CALCULATOR_HOME_PATH = '/calculator';

export interface HeaderLogoContext {
  /** The organisation's configured header logo link. */
  headerLogoLink?: string;
  /** The page the visitor came from (document.referrer), if any. */
  referrer?: string;
  /** The host the portal is served on, with its port if any. */
  currentHost: string;
}

/** Only web links and paths on this site are followed: never a 'javascript:' or 'data:' link. */
function isSafeLink(link: string): boolean {
  if (link.startsWith('/') && !link.startsWith('//')) return true;
  return webUrl(link) !== undefined;
}

function webUrl(link: string): URL | undefined {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the header logo leads (calculator §2): the configured link; otherwise back to the referrer
 * when it is on another host (the introducer's own site); otherwise the calculator.
 */
export function headerLogoHref({ headerLogoLink, referrer, currentHost }: HeaderLogoContext): string {
  const configured = headerLogoLink?.trim();
  if (configured && isSafeLink(configured)) return configured;
  const from = referrer ? webUrl(referrer.trim()) : undefined;
  if (from && from.host.toLowerCase() !== currentHost.trim().toLowerCase()) return from.href;
  return CALCULATOR_HOME_PATH;
}
