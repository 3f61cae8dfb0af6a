import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * An application is saved in one place, `storeLeaseApplication`, with the events its aggregate's
 * methods recorded as its audit entries: a use case that saved it itself could change a status or
 * write a trail entry of its own beside the aggregate. Tests and their helpers arrange applications
 * as they need, so they are not counted.
 */
const DOMAIN_SOURCES = path.resolve(__dirname, '..');
const THE_WRITER = path.join('lease-application', 'store-lease-application.ts');
const SAVES = /\b(?:leaseApplications|applications)\.save\(/;

const isTestOrHelper = (file: string): boolean =>
  file.endsWith('.test.ts') || file.split(path.sep).includes('testing');

function sourcesSaving(): string[] {
  return readdirSync(DOMAIN_SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !isTestOrHelper(file))
    .filter((file) => SAVES.test(readFileSync(path.join(DOMAIN_SOURCES, file), 'utf8')))
    .sort();
}

describe('one writer of the lease applications', () => {
  it('is storeLeaseApplication: no other domain source saves an application', () => {
    expect(sourcesSaving()).toEqual([THE_WRITER]);
  });
});
