import type { RequestHandler } from 'express';
import type { Container } from 'inversify';
import { MAIL_OUTBOX, type MailOutbox } from '@lease-portal/domain';
import { devOutboxRouter } from './dev-outbox-router';

/** The accounts' pages: the development outbox, never in production (not even with MAIL_OUTBOX=on). */
export function accountRouters(
  container: Container,
  production: boolean,
): { path: string; handler: RequestHandler }[] {
  if (production) return [];
  return [{ path: '/dev/outbox', handler: devOutboxRouter(container.get<MailOutbox>(MAIL_OUTBOX)) }];
}
