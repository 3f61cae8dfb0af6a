import { startTransition, useEffect, useState } from 'react';

/** The cards of the first screen, on a phone or a desktop; then this many more at a time. */
export const FIRST_CARDS = 6;
const MORE_CARDS = 6;

/**
 * How many of `total` cards to draw: on the first page of cards the page shows, the first screen's
 * at once, then a few more in each of the transitions that follow, each its own short commit. Later
 * searches draw all their cards at once, as before (the previous ones stay on screen meanwhile).
 */
export function useCountInSteps(total: number): number {
  const [count, setCount] = useState(FIRST_CARDS);
  const counting = count !== Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!counting || total === 0) return;
    startTransition(() =>
      setCount((drawn) => (drawn + MORE_CARDS >= total ? Number.POSITIVE_INFINITY : drawn + MORE_CARDS)),
    );
  }, [counting, count, total]);
  return Math.min(count, total);
}
