// The visitor's shortlist, payment cycle and lease term (calculator §4), kept in local storage.
export { useShortlist, type ShortlistApi } from './useShortlist';
export { ShortlistProvider } from './ShortlistProvider';
export { browserShortlistTerm } from './shortlist-context';
export {
  ShortlistStore,
  SHORTLIST_STORAGE_KEY,
  type ShortlistState,
  type ShortlistStorage,
} from './shortlist-store';
export { ShortlistServerSync } from './ShortlistServerSync';
export {
  ShortlistSync,
  type ShortlistOwner,
  type ShortlistServer,
  type ServerShortlist,
} from './shortlist-sync';
