import { renderHook, waitFor } from '@testing-library/react';
import { FIRST_CARDS, useCountInSteps } from './useCountInSteps';

/** Every count the hook answered, render by render, for a page of `total` cards and then others. */
function countsFor(total: number) {
  const counts: number[] = [];
  const hook = renderHook(
    ({ cards }) => {
      const count = useCountInSteps(cards);
      counts.push(count);
      return count;
    },
    { initialProps: { cards: total } },
  );
  return { counts, hook };
}

describe('drawing the first page of cards in steps', () => {
  it("draws the first screen's cards at once, then a few more in each step, up to the page", async () => {
    const { counts, hook } = countsFor(25);
    await waitFor(() => expect(hook.result.current).toBe(25));
    expect(counts[0]).toBe(FIRST_CARDS);
    const distinct = [...new Set(counts)];
    expect(distinct).toEqual([6, 12, 18, 24, 25]);
  });

  it('waits with nothing to draw until the cards arrive', async () => {
    const { counts, hook } = countsFor(0);
    expect(hook.result.current).toBe(0);
    hook.rerender({ cards: 10 });
    await waitFor(() => expect(hook.result.current).toBe(10));
    expect([...new Set(counts)]).toEqual([0, 6, 10]);
  });

  it('draws a later search whole at once, its previous cards on screen meanwhile', async () => {
    const { counts, hook } = countsFor(8);
    await waitFor(() => expect(hook.result.current).toBe(8));
    counts.splice(0);
    hook.rerender({ cards: 50 });
    expect(hook.result.current).toBe(50);
    expect([...new Set(counts)]).toEqual([50]);
  });
});
