import type { Container } from 'inversify';
import type { RequestHandler } from 'express';
import {
  CLOCK,
  INTRODUCER_KEYS,
  ORG_PROFILES,
  REQUEST_COUNTERS,
  SECRET_TOKENS,
  SendRequestCallback,
  SubmitDiallerLead,
  SubmitIntroducerLead,
  type IntroducerKeys,
  type Clock,
  type OrgProfiles,
  type RequestCounters,
  type SecretTokens,
} from '@lease-portal/domain';
import { PostgresIntroducerKeys, type Database } from '@lease-portal/postgres';
import type { Logger } from '../logger';
import { INTRODUCER_LEADS_PATH, introducerLeadsRouter } from './introducer-leads-router';

/**
 * The introducers' lead API (decision 2121): their keys, and the use case that takes their leads
 * through the calculator's own (bound by leads/bind-leads.ts) on the request counters the accounts bind.
 */
export function bindIntroducers(container: Container, db: Database): void {
  container.bind<IntroducerKeys>(INTRODUCER_KEYS).toDynamicValue(() => new PostgresIntroducerKeys(db));
  container.bind(SubmitIntroducerLead).toDynamicValue(
    (ctx) =>
      new SubmitIntroducerLead({
        keys: ctx.get<IntroducerKeys>(INTRODUCER_KEYS),
        orgProfiles: ctx.get<OrgProfiles>(ORG_PROFILES),
        tokens: ctx.get<SecretTokens>(SECRET_TOKENS),
        counters: ctx.get<RequestCounters>(REQUEST_COUNTERS),
        clock: ctx.get<Clock>(CLOCK),
        submitDiallerLead: ctx.get(SubmitDiallerLead),
        sendRequestCallback: ctx.get(SendRequestCallback),
      }),
  );
}

/** The API's router, mounted by the portal beside its other pages. */
export function introducerRouters(
  container: Container,
  logger: Logger,
): { path: string; handler: RequestHandler }[] {
  return [
    {
      path: INTRODUCER_LEADS_PATH,
      handler: introducerLeadsRouter({ submit: container.get(SubmitIntroducerLead), logger }),
    },
  ];
}
