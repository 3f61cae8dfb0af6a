import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { Container } from 'inversify';
import {
  CLOCK,
  CONTENT_SNIFFER,
  IDENTITY_SCAN,
  IDS,
  SECRET_TOKENS,
  SubmitScanSide,
  systemClock,
  VEHICLE_APPLICATIONS,
  type IdentityScan,
} from '@lease-portal/domain';
import { fileTypeSniffer } from '@lease-portal/files';
import { GbgIdentityScan, NodeCryptoSecretTokens, SPECIMEN_FOLDER } from '@lease-portal/partners';
import { describeIdentityScanContract } from '@lease-portal/partners/src/identity-scan/identity-scan.contract';
import { openMemoryDatabase, PostgresVehicleApplications, type Database } from '@lease-portal/postgres';
import { bindIdentityCheck, identityScanListensAt, identityScanRouters } from './bind-identity-check';

jest.setTimeout(60_000);

let db: Database;
const servers: { close(): void }[] = [];
beforeAll(async () => {
  db = await openMemoryDatabase();
});
afterAll(async () => {
  for (const server of servers) server.close();
  await db.close();
});

/**
 * The portal's identity check bound without a GBG account: the adapter over the portal's own sandbox.
 * One for the file, as the portal has one: its sandbox learns the specimen licences' fingerprints from
 * their images once (seconds of image analysis), and every test makes journeys of its own.
 */
let bound: Promise<Container> | undefined;
const aContainer = (): Promise<Container> => (bound ??= aNewContainer());

async function aNewContainer(): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(CLOCK).toConstantValue(systemClock);
  container.bind(IDS).toConstantValue({ next: () => randomUUID() });
  container.bind(SECRET_TOKENS).toConstantValue(new NodeCryptoSecretTokens());
  container.bind(CONTENT_SNIFFER).toConstantValue(fileTypeSniffer);
  container.bind(VEHICLE_APPLICATIONS).toConstantValue(new PostgresVehicleApplications(db));
  bindIdentityCheck(container, db);
  const app = express();
  for (const router of identityScanRouters(container)) app.use(router.path, router.handler);
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  identityScanListensAt(container, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return container;
}

const specimen = (file: string) => readFile(path.join(SPECIMEN_FOLDER, file));

describeIdentityScanContract(
  "the GBG adapter over the portal's GBG sandbox, on the embedded database",
  async () => ({
    scan: (await aContainer()).get<IdentityScan>(IDENTITY_SCAN),
    images: {
      front: await specimen('nz-front.png'),
      back: await specimen('nz-back.png'),
      blurred: await specimen('au-nsw-front-blurred.png'),
    },
  }),
);

describe('the identity check binding', () => {
  it('runs the GBG adapter and resolves the use cases on the port', async () => {
    const container = await aContainer();
    expect(container.get(IDENTITY_SCAN)).toBeInstanceOf(GbgIdentityScan);
    expect(container.get(SubmitScanSide)).toBeInstanceOf(SubmitScanSide);
  });

  it('keeps sandbox journeys in the database, with their reference', async () => {
    const scan = (await aContainer()).get<IdentityScan>(IDENTITY_SCAN);
    const { journeyId } = await scan.submitDocument({
      reference: 'r',
      region: 'AU',
      side: 'Front',
      image: await specimen('nz-front.png'),
    });
    const rows = await db.query<Record<string, string>>(
      'SELECT * FROM identity_scan_sandbox_journeys WHERE journey_id = $1',
      [journeyId],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).toContain('"r"');
  });
});
