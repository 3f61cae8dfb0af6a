// The public calculator: rate book model, search rules, shortlist and lease pricing.
export * from './catalogue-options';
export * from './lease-terms';
export * from './search-settings';
export * from './vehicle';
export * from './cents';
export * from './make-model-pair';
export * from './choose-vehicle';
export * from './rate-book-filter';
export * from './rate-book-search';
export * from './rate-book-search-rules';
export * from './rate-book.port';
export * from './pagination';
export * from './shortlist';
export * from './shortlist-prices';
export * from './vehicle-image';
export * from './pricing-assumptions';
export * from './rate-book-pricing';
