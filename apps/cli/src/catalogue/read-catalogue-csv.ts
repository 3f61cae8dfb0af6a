import type { CatalogueVehicle } from '@lease-portal/domain';
import { CsvError, parse } from 'csv-parse/sync';
import {
  CATALOGUE_COLUMNS,
  CatalogueCsvError,
  OPTIONAL_COLUMNS,
  type CatalogueColumn,
  type CatalogueProblem,
} from './catalogue-columns';
import { checkCatalogueRecord, type CatalogueRecord } from './catalogue-row-rules';

/**
 * Reads a catalogue CSV (tools/catalogue/README.md) into vehicles. A file with any bad row is
 * refused whole, with every problem and its line, so a rate book is never half replaced.
 */
export function readCatalogueCsv(text: string): CatalogueVehicle[] {
  const problems: CatalogueProblem[] = [];
  const vehicles: CatalogueVehicle[] = [];
  const lineOfId = new Map<string, number>();

  for (const { record, line } of parseRecords(text)) {
    const checked = checkCatalogueRecord(record);
    if (!checked.ok) {
      problems.push(...checked.problems.map((message) => ({ line, message })));
      continue;
    }
    const key = `${checked.vehicle.countryCode}/${checked.vehicle.catalogVehicleId}`;
    const earlier = lineOfId.get(key);
    if (earlier !== undefined) {
      problems.push({
        line,
        message: `catalogVehicleId '${checked.vehicle.catalogVehicleId}' repeats line ${earlier}`,
      });
      continue;
    }
    lineOfId.set(key, line);
    vehicles.push(checked.vehicle);
  }
  if (!vehicles.length && !problems.length) problems.push({ line: 1, message: 'the file has no vehicles' });
  if (problems.length) throw new CatalogueCsvError(problems);
  return vehicles;
}

function parseRecords(text: string): { record: CatalogueRecord; line: number }[] {
  try {
    const rows = parse(text, {
      bom: true,
      columns: checkHeader,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as { record: CatalogueRecord; info: { lines: number } }[];
    return rows.map(({ record, info }) => ({ record, line: info.lines }));
  } catch (error) {
    if (error instanceof CatalogueCsvError) throw error;
    if (error instanceof CsvError) {
      throw new CatalogueCsvError([{ line: Number(error.lines ?? 0), message: error.message }]);
    }
    throw error;
  }
}

/** The header must name every required column, and nothing we do not know (a typo loses data). */
function checkHeader(header: string[]): string[] {
  const names = header.map((name) => name.trim());
  const known = new Set<string>(CATALOGUE_COLUMNS);
  const unknown = names.filter((name) => !known.has(name));
  const missing = CATALOGUE_COLUMNS.filter(
    (column: CatalogueColumn) => !names.includes(column) && !OPTIONAL_COLUMNS.includes(column),
  );
  const problems = [
    ...unknown.map((name) => `unknown column '${name}'`),
    ...missing.map((name) => `missing column '${name}'`),
  ];
  if (problems.length) throw new CatalogueCsvError(problems.map((message) => ({ line: 1, message })));
  return names;
}
