import type { Mailer } from '../accounts/mailer.port';
import { linkDomainFor, type PortalLinks } from '../accounts/portal-links';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import type { JobHandler } from '../jobs/job-handler';
import type { QueuedJob } from '../jobs/job-queue.port';
import { defaultOrgProfile } from '../organisation/default-org-profile';
import type { OrgProfiles } from '../organisation/org-profiles.port';
import { milestoneMail } from './milestone-mail';
import { milestoneMailPayloadOf } from './milestone-mail-jobs';
import { reminderStillDue } from './milestones';

export interface SendMilestoneMailDependencies {
  applications: Pick<VehicleApplications, 'ofId'>;
  orgProfiles: Pick<OrgProfiles, 'ofId'>;
  mailer: Mailer;
  links: PortalLinks;
}

/**
 * The job handler that sends one milestone mail (decision 2082): it reads the application and its
 * organisation when the job runs, writes the mail in the brand and sends it through the Mailer. A
 * reminder goes only while the application still waits where it did; an application gone, or an
 * officer without an address, leaves nothing to send. A failed send throws, and the queue retries it.
 */
export class SendMilestoneMail implements JobHandler {
  constructor(private readonly deps: SendMilestoneMailDependencies) {}

  async run(job: QueuedJob): Promise<void> {
    const payload = milestoneMailPayloadOf(job.payload);
    if (!payload) throw new Error(`job ${job.id} is not a milestone mail this version knows`);
    const stored = await this.deps.applications.ofId(payload.applicationId);
    if (!stored) return;
    const application = stored.value;
    if (payload.unless && !reminderStillDue(application.journey, payload.unless)) return;
    const profile =
      (await this.deps.orgProfiles.ofId(application.orgId)) ??
      defaultOrgProfile(application.journey.currentUser?.region);
    const origin = this.deps.links.originOf(linkDomainFor(profile, this.deps.links));
    const mail = milestoneMail({
      milestone: payload.milestone,
      recipient: payload.recipient,
      application,
      profile,
      origin,
    });
    // The job's key goes with the mail: a run repeated after a crash is kept once by the outbox.
    if (mail) await this.deps.mailer.send({ ...mail, deliveryKey: job.key });
  }
}
