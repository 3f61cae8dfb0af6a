import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Container } from 'inversify';
import {
  CLOCK,
  IDENTITY_SCAN,
  IDS,
  SECRET_TOKENS,
  StartIdentityScan,
  systemClock,
  VEHICLE_APPLICATIONS,
  type IdentityScan,
} from '@lease-portal/domain';
import { NodeCryptoSecretTokens, SPECIMEN_FOLDER } from '@lease-portal/partners';
import { describeIdentityScanContract } from '@lease-portal/partners/src/identity-scan/identity-scan.contract';
import { openMemoryDatabase, PostgresVehicleApplications, type Database } from '@lease-portal/postgres';
import { bindIdentityCheck } from './bind-identity-check';

jest.setTimeout(60_000);

let db: Database;
beforeAll(async () => {
  db = await openMemoryDatabase();
});
afterAll(() => db.close());

function aContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(CLOCK).toConstantValue(systemClock);
  container.bind(IDS).toConstantValue({ next: () => randomUUID() });
  container.bind(SECRET_TOKENS).toConstantValue(new NodeCryptoSecretTokens());
  container.bind(VEHICLE_APPLICATIONS).toConstantValue(new PostgresVehicleApplications(db));
  bindIdentityCheck(container, db);
  return container;
}

const specimen = (file: string) => readFile(path.join(SPECIMEN_FOLDER, file));

describeIdentityScanContract('the bound sandbox, on the embedded database', async () => ({
  scan: aContainer().get<IdentityScan>(IDENTITY_SCAN),
  images: {
    front: await specimen('nz-front.png'),
    back: await specimen('nz-back.png'),
    blurred: await specimen('au-nsw-front-blurred.png'),
  },
}));

describe('the identity check binding', () => {
  it('resolves the use cases on the port', () => {
    expect(aContainer().get(StartIdentityScan)).toBeInstanceOf(StartIdentityScan);
  });

  it('keeps sandbox journeys in the database with token digests only', async () => {
    const tokens = await aContainer()
      .get<IdentityScan>(IDENTITY_SCAN)
      .startJourney({ reference: 'r', region: 'AU' });
    const rows = await db.query<Record<string, string>>(
      'SELECT * FROM identity_scan_sandbox_journeys WHERE journey_id = $1',
      [tokens.journeyId],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(tokens.scanningToken);
    expect(JSON.stringify(rows)).not.toContain(tokens.investigationToken);
  });
});
