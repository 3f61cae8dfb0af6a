import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify';
import { CATALOGUE_COLUMNS } from '@lease-portal/cli';
import { syntheticCatalogue } from './synthetic-catalogue';

// Writes a large seeded catalogue CSV for benchmarks:
//   npm run catalogue:synthetic -w @lease-portal/tools -- --count 100000 --seed 1 [--out file.csv]
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '100000' },
      seed: { type: 'string', default: '1' },
      out: { type: 'string' },
    },
  });
  const count = Number(values.count);
  const seed = Number(values.seed);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
    throw new Error('--count must be a whole number above zero and --seed a whole number.');
  }
  const out = path.resolve(
    values.out ?? path.join(__dirname, '../../catalogue/generated', `synthetic-${count}-seed-${seed}.csv`),
  );
  await mkdir(path.dirname(out), { recursive: true });
  const rows = Readable.from(
    (function* () {
      for (const vehicle of syntheticCatalogue({ count, seed })) {
        yield CATALOGUE_COLUMNS.map((column) => vehicle[column] ?? '');
      }
    })(),
  );
  await pipeline(rows, stringify({ header: true, columns: [...CATALOGUE_COLUMNS] }), createWriteStream(out));
  console.log(`Wrote ${count} vehicles to ${out}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
