import type { ReactNode } from 'react';
import { ShortlistContext } from './shortlist-context';
import type { ShortlistStore } from './shortlist-store';

/** Gives a subtree its own shortlist store (tests; a signed-in store later). */
export function ShortlistProvider({ store, children }: { store: ShortlistStore; children: ReactNode }) {
  return <ShortlistContext.Provider value={store}>{children}</ShortlistContext.Provider>;
}
