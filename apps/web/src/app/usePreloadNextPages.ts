import { useEffect } from 'react';
import {
  CALCULATOR_NEXT_PAGES,
  FIRST_PAGE_NEXT_PAGES,
  JOURNEY_STEP_PAGES,
  type PreloadablePage,
} from './pages';

/** Runs the work when the browser is idle (Safari has no requestIdleCallback: a short timer then). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 200);
  return () => window.clearTimeout(timer);
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Runs the work once, on the visitor's first touch, key or focus anywhere in the page. */
function onFirstInteraction(work: () => void): () => void {
  const once = () => {
    stop();
    work();
  };
  const stop = () => INTERACTIONS.forEach((type) => document.removeEventListener(type, once, true));
  INTERACTIONS.forEach((type) => document.addEventListener(type, once, true));
  return stop;
}

const preloadAll = (pages: readonly PreloadablePage[]) => () => pages.forEach((page) => page.preload());

/**
 * Fetches the chunks of the pages the current calculator step leads to, so a router navigation
 * never leaves the old page on screen while the next one downloads (decision 1040).
 */
export function usePreloadNextPages(pathname: string): void {
  useEffect(() => {
    const path = pathname.replace(/\/+$/, '');
    const fromFirstPage = FIRST_PAGE_NEXT_PAGES[path];
    if (fromFirstPage) return onFirstInteraction(preloadAll(fromFirstPage));
    const next = CALCULATOR_NEXT_PAGES[path];
    return next ? whenIdle(preloadAll(next)) : undefined;
  }, [pathname]);
}

/**
 * Fetches every journey step's page once a journey page has drawn and the browser is idle, so a
 * step's write that navigates on finds the next page's code loaded: the router no longer keeps the
 * page being left on screen while it downloads, where Back returned to it as it was (decision 2084).
 * Asked again on each step, it costs nothing: the browser fetches a module once and keeps it.
 */
export function usePreloadJourneyPages(): void {
  useEffect(() => whenIdle(preloadAll(JOURNEY_STEP_PAGES)), []);
}
