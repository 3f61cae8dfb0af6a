import { createContext } from 'react';
import { browserStorage, ShortlistStore } from './shortlist-store';

let browserStore: ShortlistStore | undefined;

/** One store per page, on local storage, created on first use. */
export function browserShortlistStore(): ShortlistStore {
  browserStore ??= new ShortlistStore(browserStorage());
  return browserStore;
}

/**
 * The shortlist store in use. Without a provider the page-wide store on local storage applies, so
 * every page shares one shortlist without any wiring; tests provide their own.
 */
export const ShortlistContext = createContext<ShortlistStore | undefined>(undefined);
