import type { JobQueue } from '../jobs/job-queue.port';

/** The job kind that sends one officer's invitation with its create-password link (decision 2094). */
export const OFFICER_INVITATION_JOB = 'officer-invitation.send';

/** Which invitation: Authorised Officer (2)'s, or the nominee's who becomes Authorised Officer (1). */
export type InvitedOfficer = 'secondary' | 'nominee';

/** What made the invitation: the nomination, or Authorised Officer (1) asking to send it again. */
export type InvitationEvent = 'invited' | 'resent';

/** What an invitation's job carries: ids only, never an address, a name or a link. */
export interface OfficerInvitationPayload {
  applicationId: string;
  officer: InvitedOfficer;
  /** The invited person: a job for someone replaced since sends nothing. */
  userId: string;
  /** Who asked, as the audit trail names them ('customer:<id>', 'staff:<id>'). */
  actor: string;
  /** The nominee's invitation names the customer who nominated them; staff nominate for the provider. */
  nominatedByUserId?: string;
  /** The host the request came to, so the link returns them to the portal their officer used. */
  host?: string;
}

/**
 * Queues an invitation in the transaction that saves the change it follows, keyed by the application,
 * the invited officer and the version that change was saved at: the same event never queues twice,
 * and a resend, a change of its own, queues a job of its own. The link is issued when the job sends.
 */
export async function enqueueOfficerInvitation(
  jobs: Pick<JobQueue, 'enqueue'>,
  invitation: OfficerInvitationPayload & { version: number; event: InvitationEvent },
  at: Date,
): Promise<boolean> {
  const { version, event, ...payload } = invitation;
  return jobs.enqueue(
    {
      kind: OFFICER_INVITATION_JOB,
      key: `${OFFICER_INVITATION_JOB}:${payload.applicationId}:${payload.officer}:${payload.userId}:${event}:v${version}`,
      payload: { ...payload },
      applicationId: payload.applicationId,
    },
    at,
  );
}

/** The payload read back from a job, or undefined for one this code does not know. */
export function officerInvitationPayloadOf(
  payload: Record<string, unknown>,
): OfficerInvitationPayload | undefined {
  const { applicationId, officer, userId, actor, nominatedByUserId, host } = payload;
  if (typeof applicationId !== 'string' || typeof userId !== 'string' || typeof actor !== 'string')
    return undefined;
  if (officer !== 'secondary' && officer !== 'nominee') return undefined;
  return {
    applicationId,
    officer,
    userId,
    actor,
    ...(typeof nominatedByUserId === 'string' ? { nominatedByUserId } : {}),
    ...(typeof host === 'string' ? { host } : {}),
  };
}
