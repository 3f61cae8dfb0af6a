// A provider's catalogue as a CSV file (tools/catalogue/README.md): its columns, rules, reader and writer.
export * from './catalogue-columns';
export * from './catalogue-row-rules';
export * from './read-catalogue-csv';
export * from './write-catalogue-csv';
