import { contrastRatio, DEFAULT_THEME_COLOUR, readableTextOn, relativeLuminance } from '@lease-portal/domain';

/** WCAG AA for normal text. */
const AA = 4.5;
const WHITE = '#ffffff';
const INK = '#1c2127';

/**
 * The design tokens one organisation's colours give (docs/decisions/0604-design-system.md): every
 * colour text sits on, with the text colour that stays readable on it, whatever the brand chose.
 */
export interface BrandPalette {
  /** The brand colour itself: buttons, active steps, the price band. */
  '--lp-primary': string;
  /** Text and icons on the brand colour. */
  '--lp-on-primary': string;
  /** The brand colour as text on white (headings, prices, links), darkened until it reads at AA. */
  '--lp-primary-ink': string;
  /** A pale wash of the brand for bands and selected tiles; body text stays readable on it. */
  '--lp-primary-wash': string;
  /** The header's background and the text on it. */
  '--lp-header-bg': string;
  '--lp-on-header': string;
}

function channels(colour: string): [number, number, number] | undefined {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (hex === undefined) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
}

function hexOf([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `colour` moved `amount` (0 to 1) of the way towards `towards`. */
export function mix(colour: string, towards: string, amount: number): string {
  const from = channels(colour) ?? (channels(DEFAULT_THEME_COLOUR) as [number, number, number]);
  const to = channels(towards) as [number, number, number];
  return hexOf(from.map((c, i) => c + (to[i]! - c) * amount) as [number, number, number]);
}

/** WCAG contrast between two '#rrggbb' colours. */
export function contrastBetween(a: string, b: string): number {
  return contrastRatio(relativeLuminance(a) ?? 0, relativeLuminance(b) ?? 0);
}

/** The colour, darkened in small steps until it reads at AA as text on white. */
export function inkOnWhite(colour: string): string {
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const candidate = mix(colour, '#000000', amount);
    if (contrastBetween(candidate, WHITE) >= AA) return candidate;
  }
  return '#000000';
}

/**
 * White or dark text, whichever reads better (decision 0101); the dark is the page's ink unless a
 * mid-tone brand needs pure black to reach AA (the better of black and white always does).
 */
function textOn(colour: string): string {
  if (readableTextOn(colour) === 'light') return WHITE;
  return contrastBetween(INK, colour) >= AA ? INK : '#000000';
}

function usable(colour: string | undefined): string | undefined {
  return colour !== undefined && channels(colour) ? mix(colour, colour, 0) : undefined;
}

/** The organisation's palette: its primary colour, and its header colour when it has one. */
export function brandPalette(primaryColour: string, headerColour?: string): BrandPalette {
  const primary = usable(primaryColour) ?? DEFAULT_THEME_COLOUR;
  const header = usable(headerColour) ?? primary;
  return {
    '--lp-primary': primary,
    '--lp-on-primary': textOn(primary),
    '--lp-primary-ink': inkOnWhite(primary),
    '--lp-primary-wash': mix(primary, WHITE, 0.92),
    '--lp-header-bg': header,
    '--lp-on-header': textOn(header),
  };
}
