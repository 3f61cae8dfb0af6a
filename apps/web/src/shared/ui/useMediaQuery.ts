import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query holds, following it as the window changes. Where the browser cannot
 * tell (no matchMedia, as in tests), it is taken not to hold.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
