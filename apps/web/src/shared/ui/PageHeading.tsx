import type { ReactNode } from 'react';
import { Classes } from '@blueprintjs/core';

/** A page's title (its one h1) and an optional line under it, in the type scale's largest step. */
export function PageHeading({
  id,
  title,
  children,
}: {
  id?: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="lp-page-heading">
      <h1 id={id} className={`${Classes.HEADING} lp-page-heading__title`}>
        {title}
      </h1>
      {children && <div className="lp-page-heading__lead">{children}</div>}
    </header>
  );
}
