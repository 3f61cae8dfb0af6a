export { PostgresRateBook, REPLACE_BATCH_SIZE } from './postgres-rate-book';
export { PostgresMakeModelLists } from './postgres-make-model-lists';
export { PostgresRateBookSummaries } from './postgres-rate-book-summaries';
export {
  CachedMakeModelLists,
  DEFAULT_MAKE_MODEL_TTL_MS,
  type MakeModelCacheOptions,
} from './cached-make-model-lists';
export {
  CachedRateBook,
  DEFAULT_RATE_BOOK_CACHE_ROWS,
  DEFAULT_REVISION_CHECK_MS,
  type RateBookCacheOptions,
  type RevisedRateBook,
} from './cached-rate-book';
