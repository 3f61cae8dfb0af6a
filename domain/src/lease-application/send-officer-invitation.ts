import type { IssuePasswordResetLink } from '../accounts/issue-password-reset-link';
import type { Users } from '../accounts/users.port';
import type { Applicant } from '../application/application-journey';
import type { VehicleApplication } from '../application/vehicle-application';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import type { JobHandler } from '../jobs/job-handler';
import type { QueuedJob } from '../jobs/job-queue.port';
import { officerInvitationPayloadOf, type OfficerInvitationPayload } from './officer-invitation-jobs';
import { officerNominationMail, secondaryInvitationMail } from './officer-invitation-mail';
import { fullName } from './officers';

export interface SendOfficerInvitationDependencies {
  applications: Pick<VehicleApplications, 'ofId'>;
  users: Pick<Users, 'ofId'>;
  passwordLinks: Pick<IssuePasswordResetLink, 'execute'>;
}

/** The invited officer as the application names them now, while they are still invited and not started. */
function invitedOfficer(
  application: VehicleApplication,
  payload: OfficerInvitationPayload,
): Applicant | undefined {
  const { journey } = application;
  const officer = payload.officer === 'secondary' ? journey.secondaryApplicant : journey.primaryApplicant;
  if (!officer?.email || officer.userId !== payload.userId) return undefined;
  if (officer.confirmed === 'yes' || officer.identityVerificationStatus) return undefined;
  return officer;
}

/**
 * The job handler that sends an officer's invitation (decision 2094): it reads the application when
 * the job runs and issues the create-password link then, so a crash after the change was saved resumes
 * the send, and the mail carries the job's key, so a run repeated after the outbox kept it issues no
 * second link. An officer replaced, started or gone meanwhile is sent nothing. A throttled address
 * throws, and the queue tries again after its backoff.
 */
export class SendOfficerInvitation implements JobHandler {
  constructor(private readonly deps: SendOfficerInvitationDependencies) {}

  async run(job: QueuedJob): Promise<void> {
    const payload = officerInvitationPayloadOf(job.payload);
    if (!payload) throw new Error(`job ${job.id} is not an officer invitation this version knows`);
    const stored = await this.deps.applications.ofId(payload.applicationId);
    if (!stored) return;
    const application = stored.value;
    const officer = invitedOfficer(application, payload);
    if (!officer?.email) return;
    const outcome = await this.deps.passwordLinks.execute({
      orgId: application.orgId,
      email: officer.email,
      purpose: 'create-password',
      mail: await this.mailOf(application, payload),
      actor: payload.actor,
      ...(payload.host ? { host: payload.host } : {}),
      deliveryKey: job.key,
    });
    if (outcome === 'throttled') throw new Error(`job ${job.id}: the invitation's address is throttled`);
  }

  private async mailOf(application: VehicleApplication, payload: OfficerInvitationPayload) {
    const { journey } = application;
    if (payload.officer === 'secondary') {
      return secondaryInvitationMail({
        invitedBy: fullName(journey.primaryApplicant),
        businessName:
          journey.entityDetails?.entityName ??
          journey.companyDetails?.companyLegalName ??
          journey.companyDetails?.companyName,
      });
    }
    const nominator = payload.nominatedByUserId
      ? await this.deps.users.ofId(payload.nominatedByUserId)
      : undefined;
    return officerNominationMail({
      nominatedBy: fullName(nominator),
      quoteReference: journey.quoteDetails?.primaryQuoteReference,
      vehicle: journey.vehicleDetails,
    });
  }
}
