import type { ApplicationJourney } from '../application/application-journey';
import type { JobQueue } from '../jobs/job-queue.port';
import {
  milestonesBetween,
  MILESTONES,
  type Milestone,
  type MilestoneRecipient,
  type ReminderCondition,
} from './milestones';

/** The job kind that sends one milestone mail (decision 2082). */
export const MILESTONE_MAIL_JOB = 'milestone-mail.send';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a milestone mail's job carries: ids and steps only, never an address or a name. */
export interface MilestoneMailPayload {
  applicationId: string;
  milestone: Milestone;
  recipient: MilestoneRecipient;
  /** Reminders only: what must still hold when the job falls due. */
  unless?: ReminderCondition;
}

/**
 * Queues the mails a change of an application reached, in the transaction that saves it
 * (`storeLeaseApplication`): one job per milestone and officer, keyed by the application, the version
 * the change was saved at, the milestone and the officer, so a retried or replayed unit of work never
 * queues a second one, and a change that reached nothing queues nothing. Reminders are queued for
 * when they fall due.
 */
export async function enqueueMilestoneMails(
  jobs: Pick<JobQueue, 'enqueue'>,
  change: { applicationId: string; version: number; before: ApplicationJourney; after: ApplicationJourney },
  at: Date,
): Promise<void> {
  for (const notice of milestonesBetween(change.before, change.after)) {
    const payload: MilestoneMailPayload = {
      applicationId: change.applicationId,
      milestone: notice.milestone,
      recipient: notice.recipient,
      ...(notice.after ? { unless: notice.after.unless } : {}),
    };
    const due = notice.after ? new Date(at.getTime() + notice.after.days * DAY_MS) : at;
    await jobs.enqueue(
      {
        kind: MILESTONE_MAIL_JOB,
        key: `${MILESTONE_MAIL_JOB}:${change.applicationId}:v${change.version}:${notice.milestone}:${notice.recipient}`,
        payload: { ...payload },
        applicationId: change.applicationId,
      },
      due,
    );
  }
}

/** The payload read back from a job, or undefined for one this code does not know. */
export function milestoneMailPayloadOf(payload: Record<string, unknown>): MilestoneMailPayload | undefined {
  const { applicationId, milestone, recipient, unless } = payload;
  if (typeof applicationId !== 'string') return undefined;
  if (!MILESTONES.includes(milestone as Milestone)) return undefined;
  if (recipient !== 'primary' && recipient !== 'secondary') return undefined;
  return {
    applicationId,
    milestone: milestone as Milestone,
    recipient,
    ...(unless && typeof unless === 'object' ? { unless: unless as ReminderCondition } : {}),
  };
}
