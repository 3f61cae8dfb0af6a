import type { ReactNode } from 'react';

/** The standard layout (journey §2): the page's content beside its progress column; stacked on a phone. */
export function JourneyColumns({ main, column }: { main: ReactNode; column: ReactNode }) {
  return (
    <div className="lp-journey-columns">
      <div className="lp-journey-columns__main">{main}</div>
      <aside className="lp-journey-columns__progress" aria-label="Your progress">
        {column}
      </aside>
    </div>
  );
}
