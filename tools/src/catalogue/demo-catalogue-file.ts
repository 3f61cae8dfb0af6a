import path from 'node:path';

/** The demo catalogue as a provider's CSV file, written from the demo models by `npm run catalogue:demo`. */
export const DEMO_CATALOGUE_CSV = path.resolve(__dirname, '../../catalogue/demo-catalogue.csv');
