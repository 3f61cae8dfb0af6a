import {
  ConfirmIdDetails,
  RecordScanSkipped,
  SaveDrivingLicence,
  type DomainError,
  type Result,
  type User,
  type VehicleApplication,
} from '@lease-portal/domain';
import { readingTogether } from './application-property-writes.contract';
import type { Database } from './database';
import { PostgresUploadedFiles } from './files/postgres-uploaded-files';
import { PostgresAuditTrail } from './postgres-audit-trail';
import { PostgresUnitOfWork } from './postgres-unit-of-work';
import { PostgresVehicleApplications } from './postgres-vehicle-applications';
import type { DatabaseFactory } from './repositories.contract';
import { applicationWrites } from './testing/application-writes';
import { anApplication, anAuditEntry, uniqueId } from './testing/builders';
import { withTestDatabase } from './testing/test-database';

const DETAILS = {
  firstName: 'Jane',
  lastName: 'Citizen',
  dob: '14/03/1985',
  currentAddress: '42 Harbour Street, Sydney NSW 2000',
  driversLicenceNumber: '12345678',
  driversLicenceExpiry: '21/07/2031',
  driversLicenceState: 'nsw',
  driversCardNumber: '2012345678',
};

/**
 * The identity check's writes (decision 1635) on the real unit of work: the licence, the error count
 * and the details land in the applicant's own record with their audit entries, never with the
 * details in the trail; Authorised Officer (1) and (2) confirming at the same moment lose nothing.
 */
export function describeIdentityCheckWrites(engine: string, factory: DatabaseFactory): void {
  describe(`the identity check's writes on ${engine}`, () => {
    let applications: PostgresVehicleApplications;
    let writes: ReturnType<typeof applicationWrites>;
    let auditTrail: PostgresAuditTrail;
    let files: PostgresUploadedFiles;
    let save: SaveDrivingLicence;
    let skip: RecordScanSkipped;
    let confirm: ConfirmIdDetails;
    let meetNextTwoReads: () => void;

    withTestDatabase(factory, async (db: Database) => {
      applications = new PostgresVehicleApplications(db);
      writes = applicationWrites(db);
      auditTrail = new PostgresAuditTrail(db);
      files = new PostgresUploadedFiles(db);
      const unitOfWork = new PostgresUnitOfWork(db);
      const clock = { now: () => new Date('2026-11-24T09:00:00.000Z') };
      const reads = readingTogether(applications);
      meetNextTwoReads = reads.meetNextTwoReads;
      const unused = {
        execute: async () => ({ ok: false as const, error: new Error('no scan here') as DomainError }),
      };
      save = new SaveDrivingLicence({
        applications: reads.together,
        unitOfWork,
        readScanOutcome: unused,
        readScanImage: unused,
        files,
        storage: { put: async () => undefined },
        sniffer: { typeOf: async () => undefined },
        ids: { next: () => uniqueId('file') },
        clock,
      });
      skip = new RecordScanSkipped({ applications: reads.together, unitOfWork, clock });
      confirm = new ConfirmIdDetails({
        applications: reads.together,
        orgProfiles: { ofId: async () => undefined },
        unitOfWork,
        clock,
      });
    });

    const anApplicant = (orgId: string): User => ({
      id: uniqueId('user'),
      orgId,
      firstName: 'Jane',
      lastName: 'Citizen',
      email: 'jane@harbour.example',
      region: 'AU',
      createdAt: '2026-11-01T00:00:00.000Z',
    });

    /** Both officers at the ID check, each with their licence's front and back uploaded and saved. */
    async function anApplicationAtTheIdCheck() {
      const orgId = uniqueId('org');
      const [primary, secondary] = [anApplicant(orgId), anApplicant(orgId)];
      const application: VehicleApplication = anApplication({
        orgId,
        orgUserId: primary.id,
        journey: {
          status: 'approvals',
          statusSecondary: 'approvals',
          currentUser: { region: 'AU' },
          primaryApplicant: { userId: primary.id, confirmed: 'yes' },
          secondaryApplicant: { userId: secondary.id },
        },
      });
      await writes.add(application, anAuditEntry({ action: 'application.started' }));
      const licences = new Map<string, string[]>();
      for (const user of [primary, secondary]) {
        const uuids = [uniqueId('front'), uniqueId('back')];
        for (const uuid of uuids) {
          await files.recordUpload({
            uuid,
            ownerUserId: user.id,
            orgId,
            applicationId: application.applicationId,
            kind: 'driversLicence',
            contentType: 'image/png',
            sizeBytes: 2048,
            uploadedAt: '2026-11-24T09:00:00.000Z',
          });
          await files.markSaved(uuid, `${uuid}.png`, '2026-11-24T09:00:00.000Z');
        }
        licences.set(user.id, uuids);
      }
      return { id: application.applicationId, primary, secondary, licences };
    }

    async function untilDone(
      first: Result<unknown, DomainError>,
      again: () => Promise<Result<unknown, DomainError>>,
    ) {
      let outcome = first;
      let refusals = 0;
      while (!outcome.ok) {
        expect(outcome.error.code).toBe('CONCURRENT_UPDATE');
        refusals += 1;
        expect(refusals).toBeLessThan(5);
        outcome = await again();
      }
      return refusals;
    }

    it("keeps the licence, the count and the details in the applicant's own record, and none of them in the trail", async () => {
      const { id, primary, licences } = await anApplicationAtTheIdCheck();
      const fileUuids = licences.get(primary.id)!;
      expect((await skip.execute({ user: primary, applicationId: id, applicantType: 'primary' })).ok).toBe(
        true,
      );
      expect(
        (await save.execute({ user: primary, applicationId: id, applicantType: 'primary', fileUuids })).ok,
      ).toBe(true);
      expect(
        (await confirm.execute({ user: primary, applicationId: id, applicantType: 'primary', form: DETAILS }))
          .ok,
      ).toBe(true);

      const stored = (await applications.ofId(id))!;
      expect(stored.version).toBe(4);
      expect(stored.value.journey.primaryApplicant).toMatchObject({
        identityVerificationStatus: 'completed',
        idScanResult: DETAILS,
        idScanData: { fileUrls: fileUuids, idScan: { skipped: true, errorCount: 1 } },
      });
      const trail = await auditTrail.ofApplication(id);
      expect(trail.map((entry) => entry.action)).toEqual(
        expect.arrayContaining([
          'application.identity.scan-skipped',
          'application.identity.licence-saved',
          'application.identity.confirmed',
        ]),
      );
      expect(JSON.stringify(trail)).not.toMatch(/12345678|Citizen|14\/03\/1985/);
    });

    it('loses neither confirmation when both officers confirm at once, and moves Authorised Officer (2) on', async () => {
      const { id, primary, secondary, licences } = await anApplicationAtTheIdCheck();
      for (const [user, applicantType] of [
        [primary, 'primary'],
        [secondary, 'secondary'],
      ] as const) {
        const saved = await save.execute({
          user,
          applicationId: id,
          applicantType,
          fileUuids: licences.get(user.id)!,
        });
        expect(saved.ok).toBe(true);
      }
      const confirmAs = (user: User, applicantType: 'primary' | 'secondary') => () =>
        confirm.execute({ user, applicationId: id, applicantType, form: DETAILS });
      meetNextTwoReads();
      const [first, second] = await Promise.all([
        confirmAs(primary, 'primary')(),
        confirmAs(secondary, 'secondary')(),
      ]);
      expect(first.ok && second.ok).toBe(false);
      const refusals =
        (await untilDone(first, confirmAs(primary, 'primary'))) +
        (await untilDone(second, confirmAs(secondary, 'secondary')));
      expect(refusals).toBe(1);

      const journey = (await applications.ofId(id))!.value.journey;
      expect(journey.primaryApplicant?.identityVerificationStatus).toBe('completed');
      expect(journey.secondaryApplicant?.identityVerificationStatus).toBe('completed');
      expect(journey.statusSecondary).toBe('reviewAndSignContract');
    });
  });
}
