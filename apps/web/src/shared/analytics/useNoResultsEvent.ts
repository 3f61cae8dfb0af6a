import { useEffect } from 'react';
import { useAnalytics } from './useAnalytics';

/** How long a search must show no results before it counts as a no-results event (calculator §4). */
export const NO_RESULTS_DELAY_MS = 3000;

/** Sends the no-results event once a search has shown nothing for three seconds. */
export function useNoResultsEvent(noResults: boolean, details: Record<string, unknown>): void {
  const track = useAnalytics();
  const key = JSON.stringify(details);
  useEffect(() => {
    if (!noResults) return;
    const timer = setTimeout(
      () => track('noResults', JSON.parse(key) as Record<string, unknown>),
      NO_RESULTS_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [noResults, key, track]);
}
