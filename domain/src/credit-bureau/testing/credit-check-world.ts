import { AuthoriseApplicant } from '../../accounts/authorise-applicant';
import type { User } from '../../accounts/user';
import type { ApplicationJourney } from '../../application/application-journey';
import type { VehicleApplication } from '../../application/vehicle-application';
import { InMemoryUnitOfWork } from '../../lease-application/testing/in-memory-unit-of-work';
import { DomainError } from '../../shared/result';
import { ManualTimer } from '../../shared/testing/manual-timer';
import type { CreditBureau } from '../credit-bureau.port';
import { CREDIT_CHECK_SUBMISSION } from '../credit-submission';
import type { CreditEnquiry, CreditEnquiryState, CreditResult } from '../credit-enquiry';
import { ReadCreditCheck } from '../read-credit-check';
import { RecordCreditDecision } from '../record-credit-decision';
import { SubmitCreditCheck } from '../submit-credit-check';
import { SubmitCreditEnquiry } from '../submit-credit-enquiry';
import { InMemoryCreditDecisions } from './in-memory-credit-decisions';

/** Test support: a credit decision service that decides when the test says so, and can be down. */
export class ScriptedCreditBureau implements CreditBureau {
  readonly enquiries: CreditEnquiry[] = [];
  readonly decisions = new Map<string, CreditResult>();
  down = false;
  /** A service that takes its time: enquiry answers only once `answer` is called. */
  slow = false;
  private readonly held: (() => void)[] = [];

  /** Lets a slow service's held answers go. */
  answer(): void {
    this.held.splice(0).forEach((release) => release());
  }

  async submit(enquiry: CreditEnquiry): Promise<CreditEnquiryState> {
    this.check();
    if (!this.enquiries.some((kept) => kept.reference === enquiry.reference)) this.enquiries.push(enquiry);
    return (await this.enquiry(enquiry.reference))!;
  }

  async enquiry(reference: string): Promise<CreditEnquiryState | undefined> {
    if (this.slow) await new Promise<void>((release) => this.held.push(release));
    this.check();
    const at = this.enquiries.findIndex((kept) => kept.reference === reference);
    if (at < 0) return undefined;
    const result = this.decisions.get(reference);
    const state = { enquiryId: `CE-${at + 1}`, reference, submittedAt: '2026-11-24T10:00:00.000Z' };
    return result
      ? { ...state, status: 'decided', result, decidedAt: '2026-11-24T10:00:04.000Z' }
      : { ...state, status: 'pending' };
  }

  private check(): void {
    if (this.down)
      throw new DomainError('PARTNER_UNAVAILABLE', 'The credit decision service is unavailable.');
  }
}

export const primaryUser: User = {
  id: 'ada',
  orgId: 'fleet-co',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@business.example',
  region: 'AU',
  createdAt: '2026-01-01T00:00:00.000Z',
};
export const secondaryUser: User = {
  ...primaryUser,
  id: 'tom',
  firstName: 'Tom',
  email: 'tom@business.example',
};
export const stranger: User = { ...primaryUser, id: 'eve', firstName: 'Eve', email: 'eve@elsewhere.example' };

/** An application at its review: business confirmed, the primary's ID check and consent done. */
export function anApplicationAtReview(changes: ApplicationJourney = {}): VehicleApplication {
  return {
    applicationId: 'app-1',
    applicationType: 'standard',
    orgId: 'fleet-co',
    orgUserId: 'ada',
    createdAt: '2026-01-05T00:00:00.000Z',
    updatedAt: '2026-01-05T00:00:00.000Z',
    journey: {
      status: 'approvals',
      entityDetails: {
        entityName: 'Coastal Plumbing Pty Ltd',
        abn: '53004085616',
        hasSecondaryApplicant: 'no',
      },
      businessDetails: { financeDetails: { creditLimit: 100_000, personalGuarantee: 'yes' } },
      primaryApplicant: {
        userId: 'ada',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@business.example',
        confirmed: 'yes',
        identityVerificationStatus: 'completed',
        privacyConsent: 'confirmed',
      },
      ...changes,
    },
  };
}

/** A second officer named: verified or not. */
export const withSecondary = (verified: boolean): ApplicationJourney => ({
  entityDetails: { entityName: 'Coastal Plumbing Pty Ltd', abn: '53004085616', hasSecondaryApplicant: 'yes' },
  secondaryApplicant: {
    userId: 'tom',
    firstName: 'Tom',
    lastName: 'Avery',
    email: 'tom@business.example',
    ...(verified ? { identityVerificationStatus: 'completed' } : {}),
  },
});

/** Test support: the credit check's use cases over an in-memory unit of work and a scripted service. */
export function aCreditCheckWorld(application: VehicleApplication = anApplicationAtReview()) {
  const unitOfWork = new InMemoryUnitOfWork();
  unitOfWork.applications.set(application.applicationId, { value: application, version: 1 });
  const clock = { now: () => new Date('2026-11-24T10:00:00.000Z') };
  const decisions = new InMemoryCreditDecisions();
  const bureau = new ScriptedCreditBureau();
  const timer = new ManualTimer();
  const applications = { ofId: async (id: string) => structuredClone(unitOfWork.applications.get(id)) };
  const authoriseApplicant = new AuthoriseApplicant(applications);
  const recordDecision = new RecordCreditDecision({
    unitOfWork,
    clock,
    signal: decisions,
  });
  return {
    unitOfWork,
    bureau,
    decisions,
    announced: decisions.announced,
    submit: new SubmitCreditCheck({ authoriseApplicant, unitOfWork, clock }),
    enquiryJob: new SubmitCreditEnquiry({
      applications,
      orgProfiles: { ofId: async () => undefined },
      bureau,
      recordDecision,
    }),
    timer,
    read: new ReadCreditCheck({ authoriseApplicant, bureau, recordDecision, timer }),
    stored: () => unitOfWork.applications.get(application.applicationId)!,
    /** Runs the queued credit job once, as the worker would; its error when it asks to be retried. */
    async runJob(): Promise<Error | undefined> {
      // The credit enquiry's job; the milestone mails the same writes queued are not this one's (decision 2082).
      const job = unitOfWork.jobs.jobs.filter(({ kind }) => kind === CREDIT_CHECK_SUBMISSION).at(-1);
      if (!job) throw new Error('no job queued');
      return this.enquiryJob.run(job).then(
        () => undefined,
        (error: Error) => error,
      );
    },
  };
}

/** The credit enquiries' jobs a world queued, without the milestone mails queued beside them (decision 2082). */
export const creditJobs = (world: { unitOfWork: InMemoryUnitOfWork }) =>
  world.unitOfWork.jobs.jobs.filter(({ kind }) => kind === CREDIT_CHECK_SUBMISSION);
