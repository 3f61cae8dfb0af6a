import type { RecordedEnvelope, VehicleApplication } from '@lease-portal/domain';
import { openMemoryDatabase, type Database } from '@lease-portal/postgres';
import { applicationWrites } from '@lease-portal/postgres/src/testing/application-writes';
import { demoOrganisations } from '@lease-portal/server';
import { cliServicesOf } from '../open-cli-services';
import { commandRunner } from '../testing/run-command';
import { applicationLines, applicationView } from './application-view';
import { recordedLeaseSigning } from './recorded-lease-signing';

const jordan = {
  userId: 'user-jordan',
  firstName: 'Jordan',
  lastName: 'Quill',
  email: 'jordan@acme.example',
};
const noor = { userId: 'user-noor', firstName: 'Noor', lastName: 'Haddad', email: 'noor@acme.example' };

const outForSigning = (lease?: RecordedEnvelope): VehicleApplication => ({
  applicationId: 'app-acme',
  applicationType: 'standard',
  orgId: 'org-au-demo',
  orgUserId: 'user-jordan',
  createdAt: '2026-11-02T23:30:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  journey: {
    status: 'reviewAndSignContract',
    statusCreditCheck: 'approved',
    leaseEnvelopeId: 'env-1',
    primaryApplicant: jordan,
    secondaryApplicant: noor,
    leaseWitness: { name: 'Sam Witness', email: 'sam@acme.example', address: '1 George St' },
    ...(lease ? { envelopeProgress: { lease } } : {}),
  },
});

const read: RecordedEnvelope = {
  envelopeId: 'env-1',
  status: 'delivered',
  recipients: [
    { recipientId: '1', role: 'signer', email: jordan.email, status: 'completed' },
    { recipientId: '2', role: 'signer', email: noor.email, status: 'sent' },
    { recipientId: '3', role: 'witness', roleName: 'Witness', status: 'delivered' },
  ],
  readAt: '2026-11-20T10:00:00.000Z',
  recordedAt: '2026-11-20T10:04:05.000Z',
};

const shown = (application: VehicleApplication, witnessRequired = true) => {
  const recorded = recordedLeaseSigning(application, { contractSigning: { witnessRequired } });
  return applicationLines(
    applicationView({ value: application, version: 3 }, undefined, recorded?.signing, recorded),
  ).join('\n');
};

describe('application show reads who has signed from what the application recorded (decision 2122)', () => {
  it('names each signer and the witness in routing order, with when the record was made', () => {
    const text = shown(outForSigning(read));
    expect(text).toMatch(
      /Why:\s+Approved: Jordan Quill \(Authorised Officer \(1\)\) signed; waiting for the witness/,
    );
    expect(text).toMatch(/Lease envelope:\s+env-1, delivered\n/);
    expect(text).toMatch(
      /Signers:\s+Jordan Quill \(Authorised Officer \(1\)\): signed\n\s+Sam Witness \(witness\): not signed yet\n\s+Noor Haddad \(Authorised Officer \(2\)\): not signed yet/,
    );
    expect(text).toMatch(/Recorded:\s+2026-11-20 10:04:05 UTC, .*last read 2026-11-20 10:00:00 UTC/);
  });

  it("reads an envelope known by Connect's events alone as the organisation's signing has it", () => {
    const byEvents: RecordedEnvelope = {
      envelopeId: 'env-1',
      status: 'delivered',
      recipients: [
        { recipientId: '1', status: 'completed' },
        { recipientId: '3', status: 'completed' },
      ],
      recordedAt: '2026-11-20T10:04:05.000Z',
    };
    const text = shown(outForSigning(byEvents));
    expect(text).toMatch(/the witness signed; waiting for Noor Haddad/);
    expect(text).toMatch(/last read never/);
    // Without a witness required and none recorded, the officers alone.
    const officersOnly = recordedLeaseSigning(
      outForSigning({ ...byEvents, recipients: [{ recipientId: '1', status: 'completed' }] }),
      { contractSigning: { witnessRequired: false } },
    );
    expect(officersOnly?.signing).toMatchObject({
      signers: [
        { role: 'authorisedOfficer1', status: 'completed' },
        { role: 'authorisedOfficer2', status: 'sent' },
      ],
    });
    // A completed envelope: everyone signed, those no event named included.
    expect(
      recordedLeaseSigning(outForSigning({ ...byEvents, status: 'completed', recipients: [] }), {
        contractSigning: { witnessRequired: true },
      })?.signing,
    ).toMatchObject({ signers: [{ status: 'completed' }, { status: 'completed' }, { status: 'completed' }] });
  });

  it('says who has signed is not known while nothing is recorded of the envelope, or of another one', () => {
    expect(shown(outForSigning())).toMatch(/Signers:\s+not known: the portal has recorded nothing/);
    expect(shown(outForSigning({ ...read, envelopeId: 'env-0' }))).toMatch(/not known/);
  });

  it('has nothing to say of an application not out for electronic signing', () => {
    const onPaper = outForSigning(read);
    onPaper.journey.wetSignature = { signType: 'wet' };
    expect(recordedLeaseSigning(onPaper, undefined)).toBeUndefined();
    expect(
      recordedLeaseSigning({ ...read, ...outForSigning(read), journey: { status: 'approvals' } }, undefined),
    ).toBeUndefined();
  });

  describe('through the command', () => {
    let db: Database;
    beforeAll(async () => {
      db = await openMemoryDatabase();
    }, 60_000);
    afterAll(async () => db.close());

    it('never asks the e-signature service: the read touches no envelope but the record', async () => {
      let held: string | undefined;
      // Every statement the command sends, to see that it reads no envelope of the service's.
      const statements: string[] = [];
      const watched = new Proxy(db, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (typeof args[0] === 'string') statements.push(args[0]);
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const services = cliServicesOf(watched, {
        confirm: async () => true,
        keys: {
          location: 'memory',
          read: async () => held,
          save: async (key) => ((held = key), 'memory'),
          remove: async () => ((held = undefined), true),
        },
        readKey: async () => '',
      });
      for (const profile of demoOrganisations) await services.orgProfiles.save(profile);
      const run = commandRunner(async () => services);
      const enrolled = await run(
        ...['staff', 'init', '--name', 'Ada Lovelace', '--email', 'ada@provider.example', '--json'],
      );
      expect(enrolled.exitCode).toBe(0);
      held = (JSON.parse(enrolled.stdout) as { key: string }).key;
      await applicationWrites(db).add(outForSigning(read), {
        actor: 'customer:user-jordan',
        action: 'application.created',
        at: '2026-11-02T23:30:00.000Z',
      });
      statements.length = 0;
      // The portal's sandbox knows no such envelope: a read of the service would say so.
      const { stdout, exitCode } = await run('application', 'show', 'app-acme');
      expect(exitCode).toBe(0);
      expect(stdout).toMatch(/waiting for the\s+witness/);
      expect(stdout).toMatch(/Jordan Quill \(Authorised Officer \(1\)\): signed/);
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.filter((sql) => /e_signature|envelope/i.test(sql))).toEqual([]);
    });
  });
});
