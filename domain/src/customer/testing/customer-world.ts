import type { AccountsWorld } from '../../accounts/testing/accounts-world';
import type { VehicleApplication, Versioned } from '../../application/vehicle-application';
import type { VehicleApplications } from '../../application/vehicle-applications.port';
import { InMemoryRateBook } from '../../calculator/testing/in-memory-rate-book';
import type { Vehicle } from '../../calculator/vehicle';
import { RecordingCrm } from '../../leads/testing/recording-partners';
import { InMemoryJobQueue } from '../../jobs/testing/in-memory-job-queue';
import { WorkOffDueJobs } from '../../jobs/work-off-due-jobs';
import { MoveOpportunityStage, OPPORTUNITY_STAGE_JOB } from '../../leads/opportunity-stage';
import { applicantRoleOf } from '../../application/applicant-role';
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

/**
 * Applications with their versions, read from the accounts world's map so its guard sees them too. They
 * are written through the world's unit of work, as storage writes them.
 */
export class InMemoryVehicleApplications implements VehicleApplications {
  constructor(private readonly stored: Map<string, Versioned<VehicleApplication>>) {}
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
}

export function aCustomerWorld(world: AccountsWorld, vehicles: Vehicle[] = []) {
  const audit = new InMemoryAuditTrail();
  const applications = new InMemoryVehicleApplications(world.applications.applications);
  const crm = new RecordingCrm();
  const rateBook = new InMemoryRateBook(vehicles);
  const ids = { sequence: 0, next: () => `new-${++ids.sequence}` };
  const unitOfWork = new SharedStoreUnitOfWork(world.applications.applications, audit, world.users);
  const now = () => world.clock.now();
  const businessRegistry = new InMemoryBusinessRegistry();
  const uploadedFiles = new InMemoryUploadedFiles();
  // The CRM is told of a stage change by a job queued with its audit entry (decision 2117).
  const crmJobs = new InMemoryJobQueue();
  const crmWorker = new WorkOffDueJobs({
    queue: crmJobs,
    handlers: { [OPPORTUNITY_STAGE_JOB]: new MoveOpportunityStage(crm) },
    clock: world.clock,
    leaseMs: 60_000,
    random: () => 0,
  });
  return {
    audit,
    businessRegistry,
    uploadedFiles,
    applications,
    unitOfWork,
    crm,
    crmJobs,
    /** Runs the CRM's due jobs, as the portal's worker would, until none is left. */
    async workOffCrmJobs() {
      while ((await crmWorker.turn()).outcome !== 'idle');
    },
    rateBook,
    registerCustomer: new RegisterCustomer({
      users: world.users,
      credentials: world.users,
      applications,
      unitOfWork,
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
      unitOfWork: { run: (work) => work({ jobs: crmJobs, auditEntries: audit }) },
      clock: world.clock,
    }),
    updateShortlists: new UpdateShortlists({
      authoriseApplicant: world.authoriseApplicant,
      applications,
      unitOfWork,
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
