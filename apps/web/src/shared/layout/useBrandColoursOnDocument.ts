import { useLayoutEffect } from 'react';
import { brandPalette, type BrandPalette } from '../theme/brand-palette';

/**
 * The organisation's colours as custom properties on the document root, not only on the page frame:
 * Blueprint renders dialogs, drawers and toasts in portals outside it, and they wear the brand too.
 */
export function useBrandColoursOnDocument(primaryColour: string, headerColour?: string): BrandPalette {
  const palette = brandPalette(primaryColour, headerColour);
  const key = JSON.stringify(palette);
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(JSON.parse(key) as BrandPalette))
      root.setProperty(name, value);
  }, [key]);
  return palette;
}

export function onPrimary(primaryColour: string): string {
  return brandPalette(primaryColour)['--lp-on-primary'];
}
