import type { Container } from 'inversify';
import type { RequestHandler } from 'express';
import { CLOCK, LimitRequests, type Clock } from '@lease-portal/domain';
import { ConnectEventSender, SandboxESignature } from '@lease-portal/partners';
import { PostgresPartnerWebhookInbox, type Database } from '@lease-portal/postgres';
import { JOBS_QUEUED } from '../../jobs/bind-jobs';
import type { JobsQueuedSignal } from '../../jobs/jobs-queued-signal';
import type { Logger } from '../../logger';
import { CONNECT_PATH, connectRouter } from './connect-router';

/** Connect's listener, mounted whether DocuSign is real or the portal's sandbox (decision 2105). */
export function connectRouters(
  container: Container,
  db: Database,
  keys: readonly string[],
  logger: Logger,
): { path: string; handler: RequestHandler }[] {
  const inbox = new PostgresPartnerWebhookInbox(db, () =>
    container.get<JobsQueuedSignal>(JOBS_QUEUED).notify(),
  );
  return [
    {
      path: CONNECT_PATH,
      handler: connectRouter({
        limits: container.get(LimitRequests),
        inbox,
        keys: () => keys,
        clock: container.get<Clock>(CLOCK),
        logger,
      }),
    },
  ];
}

/**
 * The embedded sandbox tells the portal's own listener of each signature and decline, signed with the
 * key the listener checks, as DocuSign Connect would; `url` is known once the portal listens.
 */
export function sendSandboxConnectEvents(
  container: Container,
  keys: readonly string[],
  url: () => string | undefined,
  logger: Logger,
): ConnectEventSender | undefined {
  if (!container.isBound(SandboxESignature)) return undefined;
  const sender = new ConnectEventSender({
    url,
    keys: () => keys,
    onGiveUp: (failure) =>
      logger.warn({ webhook: 'docusign-connect', ...failure }, 'sandbox Connect event not delivered'),
  });
  container.get(SandboxESignature).setEventListener(sender);
  return sender;
}

/** The portal's own listener, at the origin this process reaches itself on. */
export const connectListenerUrl = (ownOrigin: string): string => `${ownOrigin}${CONNECT_PATH}`;
