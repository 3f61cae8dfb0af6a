import {
  AuthoriseApplicant,
  MoveApplication,
  SearchBusinesses,
  SetCreditLimit,
  WriteApplicationProperty,
  industryClassification,
  type DomainError,
  type PropertyWritten,
  type Result,
  type User,
  type VehicleApplication,
} from '@lease-portal/domain';
import type { Database } from './database';
import { PostgresAuditTrail } from './postgres-audit-trail';
import { PostgresUnitOfWork } from './postgres-unit-of-work';
import { PostgresVehicleApplications } from './postgres-vehicle-applications';
import type { DatabaseFactory } from './repositories.contract';
import { applicationWrites } from './testing/application-writes';
import { anApplication, anAuditEntry, uniqueId } from './testing/builders';
import { withTestDatabase } from './testing/test-database';

const ENTITY_DETAILS = {
  companyLegalAddress: '120 Collins Street, Melbourne VIC 3000',
  tradingAddressSame: true,
  businessContactNumber: '0395550123',
  streetNo: '120',
  streetName: 'Collins Street',
  suburb: 'Melbourne',
  state: 'vic',
  postCode: '3000',
  country: 'Australia',
  countryCode: 'AU',
};
const FINANCE = {
  currentFleetSize: '3',
  numberOfEmployees: '25',
  purchaseMoreVehicles: 'yes',
  howManyVehicles: 2,
  creditLimit: 120_000,
  maximum: false,
  fileUrls: [],
  personalGuarantee: 'yes',
};

/**
 * Two officers' browsers saving different sections of one application at the same moment, through
 * createOrUpdateProperty's use case on the real unit of work (decisions 1220, 1247): nothing may be
 * lost. Each save either lands, or answers CONCURRENT_UPDATE and lands when tried again; a design
 * that let the later save overwrite the earlier one from a stale read fails here.
 */
/**
 * The applications, whose next two reads wait for each other once armed: two saves started at once
 * then surely start from the same version, however the engine schedules them.
 */
export function readingTogether(applications: PostgresVehicleApplications) {
  let waiting = 0;
  let release = () => {};
  let bothRead = Promise.resolve();
  const together = Object.create(applications) as PostgresVehicleApplications;
  together.ofId = async (applicationId: string) => {
    const read = await applications.ofId(applicationId);
    if (waiting > 0) {
      waiting -= 1;
      if (waiting === 0) release();
      await bothRead;
    }
    return read;
  };
  const meetNextTwoReads = () => {
    waiting = 2;
    bothRead = new Promise<void>((resolve) => (release = resolve));
  };
  return { together, meetNextTwoReads };
}

export function describeConcurrentPropertyWrites(engine: string, factory: DatabaseFactory): void {
  describe(`createOrUpdateProperty sections saved at once on ${engine}`, () => {
    let applications: PostgresVehicleApplications;
    let writes: ReturnType<typeof applicationWrites>;
    let auditTrail: PostgresAuditTrail;
    let write: WriteApplicationProperty;
    let meetNextTwoReads: () => void;

    withTestDatabase(factory, async (db: Database) => {
      applications = new PostgresVehicleApplications(db);
      writes = applicationWrites(db);
      auditTrail = new PostgresAuditTrail(db);
      const unitOfWork = new PostgresUnitOfWork(db);
      const now = () => new Date('2026-11-24T09:00:00.000Z');
      const reads = readingTogether(applications);
      meetNextTwoReads = reads.meetNextTwoReads;
      write = new WriteApplicationProperty({
        orgProfiles: { ofId: async () => undefined },
        authoriseApplicant: new AuthoriseApplicant(reads.together),
        unitOfWork,
        moveApplication: new MoveApplication(unitOfWork, now),
        setCreditLimit: new SetCreditLimit(unitOfWork, now),
        searchBusinesses: new SearchBusinesses({ search: async () => [] }),
        industries: industryClassification,
        uploadedFiles: { ofId: async () => undefined },
        clock: { now },
      });
    });

    /** An application at business details whose confirmed company's primary is the returned user. */
    async function anApplicationAtBusinessDetails(): Promise<{
      application: VehicleApplication;
      primary: User;
    }> {
      const orgId = uniqueId('org');
      const primary: User = {
        id: uniqueId('user'),
        orgId,
        firstName: 'Sam',
        lastName: 'Driver',
        email: 'sam@fleetco.example',
        region: 'AU',
        createdAt: '2026-11-01T00:00:00.000Z',
      };
      const application = anApplication({
        orgId,
        orgUserId: primary.id,
        journey: {
          status: 'businessDetails',
          primaryApplicant: { userId: primary.id, confirmed: 'yes' },
          currentUser: { region: 'AU' },
          leaseDetails: { driveAwayPrice: 45_000 },
          entityDetails: {
            entityName: 'Carlton Fleet Services Pty Ltd',
            abn: '51824753556',
            entityType: 'PRV',
          },
          businessDetails: { entityDetails: { companyLegalName: 'Carlton Fleet Services Pty Ltd' } },
        },
      });
      await writes.add(application, anAuditEntry({ action: 'application.started' }));
      return { application, primary };
    }

    const saveEntityDetails = (user: User, applicationId: string) =>
      write.execute({
        user,
        applicationId,
        path: { propertyFirst: 'businessDetails', propertySecond: 'entityDetails' },
        value: ENTITY_DETAILS,
      });
    const saveFinance = (user: User, applicationId: string) =>
      write.execute({
        user,
        applicationId,
        path: { propertyFirst: 'businessDetails', propertySecond: 'financeDetails' },
        value: undefined,
        sections: { financeDetails: FINANCE },
      });

    /** Saves until the save lands, as the page does after reloading: a refusal other than CONCURRENT_UPDATE fails. */
    async function untilSaved(
      first: Result<PropertyWritten, DomainError>,
      again: () => Promise<Result<PropertyWritten, DomainError>>,
    ): Promise<number> {
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

    it('loses neither section: each lands, or is refused as CONCURRENT_UPDATE and lands when saved again', async () => {
      const { application, primary } = await anApplicationAtBusinessDetails();
      const id = application.applicationId;
      meetNextTwoReads();
      const [entity, finance] = await Promise.all([saveEntityDetails(primary, id), saveFinance(primary, id)]);
      // At most one of two saves from the same version can land.
      expect(entity.ok && finance.ok).toBe(false);
      expect(entity.ok || finance.ok).toBe(true);

      const refusals =
        (await untilSaved(entity, () => saveEntityDetails(primary, id))) +
        (await untilSaved(finance, () => saveFinance(primary, id)));
      expect(refusals).toBe(1);

      const stored = (await applications.ofId(id))!;
      expect(stored.version).toBe(3);
      expect(stored.value.journey.businessDetails).toEqual({
        entityDetails: {
          ...ENTITY_DETAILS,
          companyLegalName: 'Carlton Fleet Services Pty Ltd',
          tradingAddress: ENTITY_DETAILS.companyLegalAddress,
        },
        financeDetails: FINANCE,
      });
      const changes = (await auditTrail.ofApplication(id)).filter(
        (e) => e.action === 'application.property.changed',
      );
      expect(changes.map((e) => e.details?.property).sort()).toEqual([
        'businessDetails.entityDetails',
        'businessDetails.financeDetails',
      ]);
    });

    it('stores nothing of a refused save: the trail holds only what landed', async () => {
      const { application, primary } = await anApplicationAtBusinessDetails();
      const id = application.applicationId;
      meetNextTwoReads();
      const outcomes = await Promise.all([saveFinance(primary, id), saveFinance(primary, id)]);
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      const stored = (await applications.ofId(id))!;
      expect(stored.version).toBe(2);
      expect(await auditTrail.ofApplication(id)).toHaveLength(2);
    });

    it("refuses the security review's five status writes: a new application never reaches finished", async () => {
      const { application, primary } = await anApplicationAtBusinessDetails();
      const fresh = {
        ...application,
        applicationId: uniqueId('app'),
        journey: { ...application.journey, status: undefined },
      };
      await writes.add(fresh, anAuditEntry({ action: 'application.started' }));
      const statuses = ['reviewQuote', 'businessDetails', 'approvals', 'reviewAndSignContract', 'finished'];
      const outcomes = [];
      for (const value of statuses) {
        const path = { propertyFirst: 'status' };
        outcomes.push(
          await write.execute({ user: primary, applicationId: fresh.applicationId, path, value }),
        );
      }
      // Opening the first step is the customer's; the quote is not signed, so nothing after it opens.
      expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, false, false, false]);
      const stored = (await applications.ofId(fresh.applicationId))!;
      expect(stored.value.journey.status).toBe('reviewQuote');
    });
  });
}
