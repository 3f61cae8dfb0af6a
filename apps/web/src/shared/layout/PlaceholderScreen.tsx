import { Classes, NonIdealState } from '@blueprintjs/core';

/** A screen that later work builds: its real title, and a note that it is not there yet. */
export function PlaceholderScreen({ title, level = 1 }: { title: string; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="lp-screen">
      <NonIdealState
        icon="build"
        description={
          <>
            <Heading className={Classes.HEADING}>{title}</Heading>
            <p>This screen is being built.</p>
          </>
        }
      />
    </section>
  );
}
