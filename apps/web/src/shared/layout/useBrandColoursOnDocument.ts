import { useLayoutEffect } from 'react';
import { readableTextOn } from '@lease-portal/domain';

/**
 * The organisation's colours as custom properties on the document root, not only on the page frame:
 * Blueprint renders dialogs, drawers and toasts in portals outside it, and they wear the brand too.
 */
export function useBrandColoursOnDocument(primaryColour: string): void {
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--lp-primary', primaryColour);
    root.setProperty('--lp-on-primary', onPrimary(primaryColour));
  }, [primaryColour]);
}

export function onPrimary(primaryColour: string): string {
  return readableTextOn(primaryColour) === 'dark' ? '#1c2127' : '#ffffff';
}
