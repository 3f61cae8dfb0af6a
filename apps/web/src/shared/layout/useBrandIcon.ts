import { useLayoutEffect } from 'react';

export const DEFAULT_ICON = '/favicon.ico';

/** The page's icon: the organisation's logo where its branding has one, else the portal's default. */
export function useBrandIcon(logo: string | undefined): void {
  useLayoutEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.append(link);
    }
    link.href = logo ?? DEFAULT_ICON;
  }, [logo]);
}
