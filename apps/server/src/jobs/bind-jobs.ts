import type { Container } from 'inversify';
import {
  CLOCK,
  CREDIT_CHECK_SUBMISSION,
  DIALLER_LEAD_DELIVERY,
  DeliverDiallerLead,
  MoveOpportunityStage,
  OPPORTUNITY_STAGE_JOB,
  JOB_QUEUE,
  MAILER,
  MILESTONE_MAIL_JOB,
  ONLINE_ACCOUNT_DELIVERY,
  ORG_PROFILES,
  VEHICLE_APPLICATIONS,
  DeliverOnlineAccountRequest,
  ENVELOPE_EVENT_JOB,
  IssuePasswordResetLink,
  OFFICER_INVITATION_JOB,
  PruneWebhookEvents,
  SendMilestoneMail,
  SendKeptMail,
  SEND_KEPT_MAIL_JOB,
  SendOfficerInvitation,
  USERS,
  SubmitCreditEnquiry,
  WEBHOOK_EVENTS_PRUNE_JOB,
  WorkOffDueJobs,
  type Clock,
  type JobHandlers,
  type JobQueue,
  type Mailer,
  type OrgProfiles,
  type PortalLinks,
  type Users,
  type VehicleApplications,
} from '@lease-portal/domain';
import { PostgresJobQueue, PostgresPartnerWebhookInbox, type Database } from '@lease-portal/postgres';
import { envelopeEventHandler } from '../e-signature/connect/envelope-event-handler';
import { envelopeJobHandlers } from '../e-signature/envelope-job-handlers';
import { tracedJobHandlers } from '../telemetry/traced-jobs';
import { readJobSettings, type JobSettings } from './job-settings';
import { JobsQueuedSignal } from './jobs-queued-signal';

export const JOBS_QUEUED = Symbol('JobsQueuedSignal');
export const JOB_SETTINGS = Symbol('JobSettings');

/**
 * The partner job queue, the handler of each job kind, and one worker turn (decision 0920); the
 * milestone mails' links reach the portal as the password links do (decisions 0704, 2082); the
 * officers' invitations issue their password link when their job runs (decision 2094).
 */
export function bindJobs(
  container: Container,
  db: Database,
  links: PortalLinks,
  settings: JobSettings = readJobSettings(),
): void {
  container.bind<JobQueue>(JOB_QUEUE).toDynamicValue(() => new PostgresJobQueue(db));
  container.bind(JOBS_QUEUED).toConstantValue(new JobsQueuedSignal());
  container.bind<JobSettings>(JOB_SETTINGS).toConstantValue(settings);
  container.bind(SendMilestoneMail).toDynamicValue(
    (ctx) =>
      new SendMilestoneMail({
        applications: ctx.get<VehicleApplications>(VEHICLE_APPLICATIONS),
        orgProfiles: ctx.get<OrgProfiles>(ORG_PROFILES),
        mailer: ctx.get<Mailer>(MAILER),
        links,
      }),
  );
  container.bind(SendOfficerInvitation).toDynamicValue(
    (ctx) =>
      new SendOfficerInvitation({
        applications: ctx.get<VehicleApplications>(VEHICLE_APPLICATIONS),
        users: ctx.get<Users>(USERS),
        passwordLinks: ctx.get(IssuePasswordResetLink),
      }),
  );
  // Webhook events are forgotten after their retention by a daily job (decision 2109).
  container.bind(PruneWebhookEvents).toDynamicValue(
    (ctx) =>
      new PruneWebhookEvents({
        events: new PostgresPartnerWebhookInbox(db),
        jobs: ctx.get<JobQueue>(JOB_QUEUE),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container.bind(WorkOffDueJobs).toDynamicValue((ctx) => {
    // Each job's run is a span continuing the trace it was queued in (decision 2124).
    const handlers: JobHandlers = tracedJobHandlers({
      [ONLINE_ACCOUNT_DELIVERY]: ctx.get(DeliverOnlineAccountRequest),
      [DIALLER_LEAD_DELIVERY]: ctx.get(DeliverDiallerLead),
      [OPPORTUNITY_STAGE_JOB]: ctx.get(MoveOpportunityStage),
      [CREDIT_CHECK_SUBMISSION]: ctx.get(SubmitCreditEnquiry),
      [MILESTONE_MAIL_JOB]: ctx.get(SendMilestoneMail),
      [OFFICER_INVITATION_JOB]: ctx.get(SendOfficerInvitation),
      [ENVELOPE_EVENT_JOB]: envelopeEventHandler(ctx),
      ...envelopeJobHandlers(ctx),
      [WEBHOOK_EVENTS_PRUNE_JOB]: ctx.get(PruneWebhookEvents),
      // Bound only with an SMTP server: without one, mail stays in the outbox (decision 2107).
      ...(container.isBound(SendKeptMail) ? { [SEND_KEPT_MAIL_JOB]: ctx.get(SendKeptMail) } : {}),
    });
    return new WorkOffDueJobs({
      queue: ctx.get<JobQueue>(JOB_QUEUE),
      handlers,
      clock: ctx.get<Clock>(CLOCK),
      leaseMs: settings.leaseMs,
    });
  });
}
