import type { AccountsWorld } from '../../accounts/testing/accounts-world';
import type { User } from '../../accounts/user';
import type { AuditEntry } from '../../application/audit-entry';
import type { VehicleApplication, Versioned } from '../../application/vehicle-application';
import type { VehicleApplications } from '../../application/vehicle-applications.port';
import { InMemoryRateBook } from '../../calculator/testing/in-memory-rate-book';
import type { Vehicle } from '../../calculator/vehicle';
import { RecordingCrm } from '../../leads/testing/recording-partners';
import { DomainError } from '../../shared/result';
import { applicantRoleOf } from '../../application/applicant-role';
import type { CustomerSignUps } from '../customer-sign-ups.port';
import { GetCurrentApplication } from '../current-application';
import { GetCustomerCrmRecords } from '../customer-crm-records';
import { RegisterCustomer } from '../register-customer';
import { UpdateQuoteStage } from '../update-quote-stage';
import { UpdateShortlists } from '../update-shortlists';

import { InMemoryAuditTrail } from '../../application/testing/in-memory-audit-trail';
import { MoveApplication } from '../../lease-application/move-application';
import { SetCreditLimit } from '../../lease-application/set-credit-limit';
import { SharedStoreUnitOfWork } from '../../lease-application/testing/shared-store-unit-of-work';
import { WriteApplicationProperty } from '../../lease-application/write-application-property';
import { InMemoryBusinessRegistry } from '../../business/testing/in-memory-business-registry';
import { SearchBusinesses } from '../../business/search-businesses';
import { InMemoryUploadedFiles } from '../../files/testing/in-memory-files';
import { industryClassification } from '../../industry-classification/industry-classification';

// Test support only: the customer context's use cases on the in-memory stores of an accounts world.

export { InMemoryAuditTrail };

/** Applications with their versions, sharing the accounts world's map so its guard sees them too. */
export class InMemoryVehicleApplications implements VehicleApplications {
  constructor(
    private readonly stored: Map<string, Versioned<VehicleApplication>>,
    private readonly audit: InMemoryAuditTrail,
  ) {}
  async ofId(applicationId: string) {
    const found = this.stored.get(applicationId);
    return found && structuredClone(found);
  }
  async ofUser(userId: string) {
    return [...this.stored.values()]
      .filter(({ value }) => value.orgUserId === userId || applicantRoleOf(value, userId) !== 'none')
      .sort((a, b) => b.value.createdAt.localeCompare(a.value.createdAt))
      .map((found) => structuredClone(found));
  }
  async search() {
    return [...this.stored.values()].map((found) => structuredClone(found));
  }
  async add(application: VehicleApplication, audit: AuditEntry) {
    const added = { value: structuredClone(application), version: 1 };
    this.stored.set(application.applicationId, added);
    await this.audit.record({ ...audit, applicationId: application.applicationId });
    return structuredClone(added);
  }
  async update(application: VehicleApplication, expectedVersion: number, audit: AuditEntry) {
    const stored = this.stored.get(application.applicationId);
    if (!stored) throw new DomainError('NOT_FOUND', 'No such application.');
    if (stored.version !== expectedVersion) {
      throw new DomainError(
        'CONCURRENT_UPDATE',
        'This application was changed by someone else; reload and try again.',
      );
    }
    const updated = { value: structuredClone(application), version: expectedVersion + 1 };
    this.stored.set(application.applicationId, updated);
    await this.audit.record({ ...audit, applicationId: application.applicationId });
    return structuredClone(updated);
  }
}

/** User and application together, or neither; a fault switch stands for a failed transaction. */
export class InMemoryCustomerSignUps implements CustomerSignUps {
  failNext = false;
  constructor(
    private readonly world: AccountsWorld,
    private readonly applications: InMemoryVehicleApplications,
  ) {}
  async add(user: User, application: VehicleApplication, audit: AuditEntry) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('the database went away');
    }
    if (await this.world.users.ofEmail(user.orgId, user.email)) {
      throw new DomainError('BAD_INPUT', 'A user with this e-mail address already exists.');
    }
    await this.world.users.add(user);
    await this.applications.add(application, audit);
  }
}

export function aCustomerWorld(world: AccountsWorld, vehicles: Vehicle[] = []) {
  const audit = new InMemoryAuditTrail();
  const applications = new InMemoryVehicleApplications(world.applications.applications, audit);
  const signUps = new InMemoryCustomerSignUps(world, applications);
  const crm = new RecordingCrm();
  const rateBook = new InMemoryRateBook(vehicles);
  const ids = { sequence: 0, next: () => `new-${++ids.sequence}` };
  const unitOfWork = new SharedStoreUnitOfWork(world.applications.applications, audit);
  const now = () => world.clock.now();
  const businessRegistry = new InMemoryBusinessRegistry();
  const uploadedFiles = new InMemoryUploadedFiles();
  return {
    audit,
    businessRegistry,
    uploadedFiles,
    applications,
    signUps,
    crm,
    rateBook,
    registerCustomer: new RegisterCustomer({
      users: world.users,
      credentials: world.users,
      applications,
      signUps,
      orgProfiles: world.orgProfiles,
      passwordLinks: world.issuePasswordResetLink,
      ids,
      clock: world.clock,
    }),
    getCurrentApplication: new GetCurrentApplication(applications),
    crmRecords: new GetCustomerCrmRecords({
      crm,
      currentApplication: new GetCurrentApplication(applications),
    }),
    updateQuoteStage: new UpdateQuoteStage({
      authoriseApplicant: world.authoriseApplicant,
      crm,
      audit,
      clock: world.clock,
    }),
    updateShortlists: new UpdateShortlists({
      authoriseApplicant: world.authoriseApplicant,
      applications,
      rateBook,
      clock: world.clock,
    }),
    writeApplicationProperty: new WriteApplicationProperty({
      authoriseApplicant: world.authoriseApplicant,
      unitOfWork,
      moveApplication: new MoveApplication(unitOfWork, now),
      setCreditLimit: new SetCreditLimit(unitOfWork, now),
      searchBusinesses: new SearchBusinesses(businessRegistry),
      industries: industryClassification,
      uploadedFiles,
      orgProfiles: world.orgProfiles,
      clock: world.clock,
    }),
  };
}

export type CustomerWorld = ReturnType<typeof aCustomerWorld>;
