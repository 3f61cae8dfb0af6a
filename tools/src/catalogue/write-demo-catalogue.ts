import { writeFile } from 'node:fs/promises';
import { catalogueCsv } from '@lease-portal/cli';
import { demoCatalogueVehicles } from '@lease-portal/domain';
import { DEMO_CATALOGUE_CSV } from './demo-catalogue-file';

// Writes tools/catalogue/demo-catalogue.csv from the domain's DEMO_MODELS: `npm run catalogue:demo -w @lease-portal/tools`.
async function main(): Promise<void> {
  const vehicles = demoCatalogueVehicles();
  await writeFile(DEMO_CATALOGUE_CSV, catalogueCsv(vehicles));
  console.log(`Wrote ${vehicles.length} vehicles to ${DEMO_CATALOGUE_CSV}`);
}

void main();
