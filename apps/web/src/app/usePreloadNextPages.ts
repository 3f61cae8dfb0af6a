import { useEffect } from 'react';
import { CALCULATOR_NEXT_PAGES } from './pages';

/** Runs the work when the browser is idle (Safari has no requestIdleCallback: a short timer then). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
}

/** Fetches the chunks of the pages the current calculator step leads to, after it has drawn. */
export function usePreloadNextPages(pathname: string): void {
  useEffect(() => {
    const next = CALCULATOR_NEXT_PAGES[pathname.replace(/\/+$/, '')];
    if (!next) return;
    return whenIdle(() => next.forEach((page) => page.preload()));
  }, [pathname]);
}
