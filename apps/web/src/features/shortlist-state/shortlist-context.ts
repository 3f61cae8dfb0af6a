import { createContext } from 'react';
import type { LeaseTerm } from '@lease-portal/domain';
import { browserStorage, effectiveTerm, ShortlistStore } from './shortlist-store';

let browserStore: ShortlistStore | undefined;

/** One store per page, on local storage, created on first use. */
export function browserShortlistStore(): ShortlistStore {
  browserStore ??= new ShortlistStore(browserStorage());
  return browserStore;
}

/** The lease term the page-wide shortlist holds now, for a search asked before any page has drawn. */
export function browserShortlistTerm(): LeaseTerm {
  return effectiveTerm(browserShortlistStore().getSnapshot());
}

/**
 * The shortlist store in use. Without a provider the page-wide store on local storage applies, so
 * every page shares one shortlist without any wiring; tests provide their own.
 */
export const ShortlistContext = createContext<ShortlistStore | undefined>(undefined);
