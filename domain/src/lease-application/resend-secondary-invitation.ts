import type { User } from '../accounts/user';
import { isPrimaryApplicant } from '../application/applicant-role';
import { auditActor } from '../application/audit-entry';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import type { Clock } from '../shared/clock';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { leaseApplicationErrors } from './lease-application-errors';
import { enqueueOfficerInvitation } from './officer-invitation-jobs';
import { writeOnVersion } from './officers';
import {
  nextSecondaryInvitationResendAt,
  secondaryInvitationResendRefusal,
} from './secondary-invitation-resend';
import { storeLeaseApplication } from './store-lease-application';
import type { UnitOfWork } from './unit-of-work.port';

export interface ResendSecondaryInvitationDependencies {
  applications: Pick<VehicleApplications, 'ofId'>;
  unitOfWork: UnitOfWork;
  clock: Clock;
}

export interface ResendSecondaryInvitationCommand {
  user: User;
  applicationId: string;
  /** The host the request came to, so the new link returns them to the same portal. */
  host?: string;
}

/**
 * The on-hold page's resend (decision 2094): Authorised Officer (1) of the application, in their own
 * organisation, has Authorised Officer (2)'s invitation sent again with a fresh link while the credit
 * check waits for them and they have not started. The time of the resend is saved on the application
 * with the job that sends it, on the version the checks read, so parallel clicks save once (the others
 * meet the saved version and are told it was just sent) and a resend within the spacing is refused.
 */
export class ResendSecondaryInvitation {
  constructor(private readonly deps: ResendSecondaryInvitationDependencies) {}

  async execute(
    command: ResendSecondaryInvitationCommand,
  ): Promise<Result<{ nextResendAt: Date }, DomainError>> {
    const { user } = command;
    const found = await this.deps.applications.ofId(command.applicationId);
    // Unknown, another organisation's and someone else's answer the same: nothing is revealed.
    if (!found || found.value.orgId !== user.orgId || !isPrimaryApplicant(found.value, user.id)) {
      return fail(leaseApplicationErrors.notPrimaryApplicant());
    }
    const now = this.deps.clock.now();
    const refusal = secondaryInvitationResendRefusal(found.value.journey, now);
    if (refusal) return fail(refusal);

    const at = now.toISOString();
    const actor = auditActor.customer(user.id);
    const written = await writeOnVersion(this.deps.unitOfWork, found, async (tx, application) => {
      const secondary = application.journey.secondaryApplicant!;
      application.change(
        (journey) => ({ ...journey, secondaryApplicant: { ...secondary, invitationResentAt: at } }),
        { action: 'application.secondary-invitation.resent', details: { userId: secondary.userId } },
      );
      const saved = await storeLeaseApplication(tx, application, actor, at);
      await enqueueOfficerInvitation(
        tx.jobs,
        {
          applicationId: saved.value.applicationId,
          officer: 'secondary',
          userId: secondary.userId!,
          actor,
          ...(command.host ? { host: command.host } : {}),
          version: saved.version,
          event: 'resent',
        },
        now,
      );
      return ok({ nextResendAt: nextSecondaryInvitationResendAt(saved.value.journey, now) });
    });
    if (written.ok || written.error.code !== 'CONCURRENT_UPDATE') return written;
    // Saved meanwhile, most often by a parallel click: its refusal (just sent) is the clearer answer.
    const again = await this.deps.applications.ofId(command.applicationId);
    const meanwhile = again && secondaryInvitationResendRefusal(again.value.journey, now);
    return fail(meanwhile ?? written.error);
  }
}
