// Seed data and generators: the demo catalogue, the rate-book CSV loader and a synthetic catalogue.
export * from './seed/demo-organisations';
export * from './catalogue/catalogue-columns';
export * from './catalogue/catalogue-row-rules';
export * from './catalogue/read-catalogue-csv';
export * from './catalogue/write-catalogue-csv';
export * from './catalogue/demo-models';
export * from './catalogue/demo-catalogue';
export * from './catalogue/rate-book';
export * from './catalogue/synthetic-catalogue';
