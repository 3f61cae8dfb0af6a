import { writeFile } from 'node:fs/promises';
import { catalogueCsv } from './write-catalogue-csv';
import { DEMO_CATALOGUE_CSV, demoCatalogueVehicles } from './demo-catalogue';

// Writes tools/catalogue/demo-catalogue.csv from DEMO_MODELS: `npm run catalogue:demo -w @lease-portal/tools`.
async function main(): Promise<void> {
  const vehicles = demoCatalogueVehicles();
  await writeFile(DEMO_CATALOGUE_CSV, catalogueCsv(vehicles));
  console.log(`Wrote ${vehicles.length} vehicles to ${DEMO_CATALOGUE_CSV}`);
}

void main();
