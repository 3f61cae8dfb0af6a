import { auditActor } from '../application/audit-entry';
import type { Applicant } from '../application/application-journey';
import type { VehicleApplication } from '../application/vehicle-application';
import type { Clock } from '../shared/clock';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { staffErrors } from '../staff/staff-errors';
import { staffReason } from '../staff/staff-reason';
import { mayAct, type StaffMember } from '../staff/staff-member';
import { LeaseApplication } from '../lease-application/lease-application';
import { officerNominationMail, secondaryInvitationMail } from '../lease-application/officer-invitation-mail';
import {
  fullName,
  sendInvitation,
  type OfficerInvitation,
  type OfficersDependencies,
} from '../lease-application/officers';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import type { UnitOfWork } from '../lease-application/unit-of-work.port';
import type { PartnerJobDesk, PartnerJobSummary } from '../jobs/partner-job-desk.port';
import type { Lead } from '../leads/lead';
import type { Leads } from '../leads/leads.port';

/**
 * What support repairs without moving an application (issue: support tooling, decisions 1840, 2115):
 * an officer's failed identity scans counted back to none, an invitation sent again, a lead delivered
 * again. Each runs as a staff member whose role allows it, and is written with its audit entry.
 */
export type OfficerNumber = 1 | 2;

const APPLICANT_KEY = { 1: 'primaryApplicant', 2: 'secondaryApplicant' } as const;

const notFound = (applicationId: string) =>
  new DomainError('NOT_FOUND', `No vehicle application with id '${applicationId}'.`, {
    reason: 'LEASE_APPLICATION.APPLICATION_NOT_FOUND',
  });

const officerOf = (application: VehicleApplication, officer: OfficerNumber): Applicant | undefined =>
  application.journey[APPLICANT_KEY[officer]];

export interface StaffRepairDependencies {
  unitOfWork: UnitOfWork;
  clock: Clock;
  passwordLinks: OfficersDependencies['passwordLinks'];
}

/**
 * Counts an officer's failed identity scans back to none, so the scan is offered again instead of the
 * manual upload (journey §4: the count decides). The scan itself, and any licence kept, stay as they are.
 */
export class ResetIdScanErrors {
  constructor(private readonly deps: Pick<StaffRepairDependencies, 'unitOfWork' | 'clock'>) {}

  execute(
    member: StaffMember,
    command: { applicationId: string; officer: OfficerNumber; reason: string },
  ): Promise<Result<{ previousCount: number }, DomainError>> {
    if (!mayAct(member, 'resetIdScanErrors')) {
      return Promise.resolve(fail(staffErrors.notPermitted('resetIdScanErrors')));
    }
    const reason = staffReason(command.reason);
    if (!reason.ok) return Promise.resolve(reason);
    return this.deps.unitOfWork.run(async ({ leaseApplications, auditEntries, jobs }) => {
      const stored = await leaseApplications.ofId(command.applicationId);
      if (!stored) return fail(notFound(command.applicationId));
      const key = APPLICANT_KEY[command.officer];
      const applicant = officerOf(stored.value, command.officer);
      if (!applicant) return fail(staffErrors.noSuchOfficer(command.officer));
      const previousCount = applicant.idScanData?.idScan?.errorCount ?? 0;
      if (previousCount === 0) {
        return fail(
          staffErrors.nothingToRepair(
            `Authorised Officer (${command.officer}) has no failed scans to reset.`,
          ),
        );
      }
      const reset: Applicant = {
        ...applicant,
        idScanData: { ...applicant.idScanData, idScan: { ...applicant.idScanData?.idScan, errorCount: 0 } },
      };
      const application = LeaseApplication.of(stored);
      application.change((journey) => ({ ...journey, [key]: reset }), {
        action: 'application.identity.scan-errors-reset',
        details: { applicant: key, from: previousCount, to: 0, reason: reason.value },
      });
      await storeLeaseApplication(
        { leaseApplications, auditEntries, jobs },
        application,
        auditActor.staff(member.staffId),
        this.deps.clock.now().toISOString(),
      );
      return ok({ previousCount });
    });
  }
}

/**
 * Sends an officer's invitation again: a new create-password link (the newest works) in the words of
 * their first one, to the address the application holds. Nothing else changes.
 */
export class ResendOfficerInvitation {
  constructor(private readonly deps: StaffRepairDependencies) {}

  async execute(
    member: StaffMember,
    command: { applicationId: string; officer: OfficerNumber },
  ): Promise<Result<{ email: string; invitation: OfficerInvitation }, DomainError>> {
    if (!mayAct(member, 'resendInvitation')) return fail(staffErrors.notPermitted('resendInvitation'));
    const stored = await this.deps.unitOfWork.run(({ leaseApplications }) =>
      leaseApplications.ofId(command.applicationId),
    );
    if (!stored) return fail(notFound(command.applicationId));
    const application = stored.value;
    const officer = officerOf(application, command.officer);
    if (!officer?.email) return fail(staffErrors.noSuchOfficer(command.officer));
    const { journey } = application;
    const mail =
      command.officer === 1
        ? officerNominationMail({
            quoteReference: journey.quoteDetails?.primaryQuoteReference,
            vehicle: journey.vehicleDetails,
          })
        : secondaryInvitationMail({
            invitedBy: fullName(journey.primaryApplicant),
            businessName:
              journey.entityDetails?.entityName ??
              journey.companyDetails?.companyLegalName ??
              journey.companyDetails?.companyName,
          });
    const actor = auditActor.staff(member.staffId);
    const invitation = await sendInvitation(this.deps.passwordLinks, {
      orgId: application.orgId,
      email: officer.email,
      mail,
      actor,
    });
    await this.deps.unitOfWork.run(({ auditEntries }) =>
      auditEntries.record({
        actor,
        action: 'application.invitation.resent',
        applicationId: application.applicationId,
        at: this.deps.clock.now().toISOString(),
        details: { applicant: APPLICANT_KEY[command.officer], outcome: invitation.outcome },
      }),
    );
    return ok({ email: officer.email, invitation });
  }
}

/** A lead support asks to deliver again, and the job that delivers it. */
export interface LeadToRetry {
  lead: Pick<Lead, 'id' | 'kind' | 'status' | 'failure'>;
  job: PartnerJobSummary;
}

/**
 * Delivers a lead a partner did not take (a call-back the dialler refused or never answered, a call
 * enquiry whose CRM copy is owed, an online-account request; decision 2115) by its own delivery job,
 * made due now with a fresh round of attempts: the same job and key, which is also the partners'
 * idempotency reference, so a partner that had it already is not given it twice. `check` does every
 * look-up without changing anything, so the member is asked only about a retry that can happen.
 */
export class RetryLeadDelivery {
  constructor(private readonly deps: { leads: Pick<Leads, 'ofId'>; jobs: PartnerJobDesk; clock: Clock }) {}

  async check(
    member: StaffMember,
    command: { leadId: string; reason: string },
  ): Promise<Result<LeadToRetry & { reason: string }, DomainError>> {
    if (!mayAct(member, 'retryPartnerCall')) return fail(staffErrors.notPermitted('retryPartnerCall'));
    const reason = staffReason(command.reason);
    if (!reason.ok) return reason;
    const leadId = command.leadId.trim();
    const lead = await this.deps.leads.ofId(leadId);
    if (!lead) return fail(new DomainError('NOT_FOUND', `No lead with id '${leadId}'.`));
    if (lead.status === 'sent')
      return fail(staffErrors.nothingToRepair(`Lead ${lead.id} is sent: every partner has it.`));
    // Its delivery job is keyed by the lead ('<kind>:<leadId>'), whatever the kind of lead.
    const job = (await this.deps.jobs.list({ key: lead.id })).find((each) =>
      each.key.endsWith(`:${lead.id}`),
    );
    if (!job) {
      return fail(
        staffErrors.nothingToRepair(
          `Lead ${lead.id} has no delivery job: it was taken before leads were delivered by jobs, so it is ` +
            'entered in the partner by hand.',
        ),
      );
    }
    if (
      job.status === 'done' ||
      (job.leasedUntil && Date.parse(job.leasedUntil) > this.deps.clock.now().getTime())
    ) {
      return fail(
        staffErrors.nothingToRepair(
          job.status === 'done'
            ? `Lead ${lead.id}'s delivery job ${job.id} is done: nothing to retry.`
            : `Lead ${lead.id}'s delivery job ${job.id} is running now: wait for its outcome.`,
        ),
      );
    }
    const { id, kind, status, failure } = lead;
    return ok({ lead: { id, kind, status, ...(failure ? { failure } : {}) }, job, reason: reason.value });
  }

  async execute(
    member: StaffMember,
    command: { leadId: string; reason: string },
  ): Promise<Result<LeadToRetry, DomainError>> {
    const checked = await this.check(member, command);
    if (!checked.ok) return checked;
    const { lead, job, reason } = checked.value;
    const at = this.deps.clock.now();
    const outcome = await this.deps.jobs.retryNow(job.id, at, {
      actor: auditActor.staff(member.staffId),
      action: 'lead.delivery.retried',
      subject: `lead:${lead.id}`,
      at: at.toISOString(),
      details: { jobId: job.id, kind: job.kind, key: job.key, leadStatus: lead.status, reason },
    });
    if (outcome !== 'retried') {
      return fail(staffErrors.nothingToRepair(`Lead ${lead.id}'s delivery job ${job.id} is ${outcome} now.`));
    }
    const retried = await this.deps.jobs.ofId(job.id);
    return ok({ lead, job: retried ?? job });
  }
}
