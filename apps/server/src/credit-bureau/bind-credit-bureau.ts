import type { Container } from 'inversify';
import type { RequestHandler } from 'express';
import {
  AuthoriseApplicant,
  CLOCK,
  CREDIT_BUREAU,
  CREDIT_DECISION_SIGNAL,
  ORG_PROFILES,
  ReadCreditCheck,
  RecordCreditDecision,
  SANDBOX_CREDIT_STORE,
  SubmitCreditCheck,
  SubmitCreditEnquiry,
  UNIT_OF_WORK,
  VEHICLE_APPLICATIONS,
  type Clock,
  type CreditBureau,
  type CreditDecisionSignal,
  type OrgProfiles,
  type SandboxCreditStore,
  type UnitOfWork,
  type VehicleApplications,
} from '@lease-portal/domain';
import type { CreditCheckDependencies } from '@lease-portal/graphql';
import { SandboxCreditBureau, creditBureau, type PartnerCallLogger } from '@lease-portal/partners';
import {
  PostgresCreditDecisionListener,
  PostgresCreditDecisionSignal,
  PostgresSandboxCreditStore,
  type Database,
} from '@lease-portal/postgres';
import type { PartnerSettings } from '../partner-settings';
import {
  CREDIT_DECISION_SANDBOX_PATH,
  CreditDecisionSandbox,
} from './credit-decision-sandbox/credit-decision-sandbox';
import { creditDecisionSandboxRouter } from './credit-decision-sandbox/credit-decision-sandbox-router';

/**
 * The credit decision service, on the contract the portal publishes (decision 2120): the service
 * configured, or else the portal's own credit decision sandbox (decision 1520), served by the portal at
 * /sandbox/credit-decision and reached over HTTP at the portal's own address like any partner; and the
 * credit check's use cases on it (decision 1660).
 */
export function bindCreditBureau(
  container: Container,
  db: Database,
  partners: PartnerSettings,
  partnerLogger?: PartnerCallLogger,
): void {
  const service = partners.creditDecision;
  if (!service) {
    container
      .bind<SandboxCreditStore>(SANDBOX_CREDIT_STORE)
      .toDynamicValue(() => new PostgresSandboxCreditStore(db));
    container.bind(CreditDecisionSandbox).toDynamicValue((ctx) => {
      const store = ctx.get<SandboxCreditStore>(SANDBOX_CREDIT_STORE);
      const engine = new SandboxCreditBureau(store, ctx.get<Clock>(CLOCK), partners.sandboxCreditDelayMs);
      return new CreditDecisionSandbox(engine, store);
    });
  }
  container.bind<CreditBureau>(CREDIT_BUREAU).toDynamicValue((ctx) => {
    const sandbox = service ? undefined : ctx.get(CreditDecisionSandbox);
    return creditBureau({
      ...(service ?? { baseUrl: () => sandbox!.baseUrl(), ...sandbox!.client }),
      http: partnerLogger ? { logger: partnerLogger } : {},
    });
  });
  container
    .bind<CreditDecisionSignal>(CREDIT_DECISION_SIGNAL)
    .toDynamicValue(() => new PostgresCreditDecisionSignal(db));
  // One LISTEN per replica, shared by every waiting connection it serves.
  container.bind(PostgresCreditDecisionListener).toConstantValue(new PostgresCreditDecisionListener(db));
  container.bind(RecordCreditDecision).toDynamicValue(
    (ctx) =>
      new RecordCreditDecision({
        unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
        clock: ctx.get<Clock>(CLOCK),
        signal: ctx.get<CreditDecisionSignal>(CREDIT_DECISION_SIGNAL),
      }),
  );
  container.bind(SubmitCreditCheck).toDynamicValue(
    (ctx) =>
      new SubmitCreditCheck({
        authoriseApplicant: ctx.get(AuthoriseApplicant),
        unitOfWork: ctx.get<UnitOfWork>(UNIT_OF_WORK),
        clock: ctx.get<Clock>(CLOCK),
      }),
  );
  container.bind(ReadCreditCheck).toDynamicValue(
    (ctx) =>
      new ReadCreditCheck({
        authoriseApplicant: ctx.get(AuthoriseApplicant),
        bureau: ctx.get<CreditBureau>(CREDIT_BUREAU),
        recordDecision: ctx.get(RecordCreditDecision),
      }),
  );
  container.bind(SubmitCreditEnquiry).toDynamicValue(
    (ctx) =>
      new SubmitCreditEnquiry({
        applications: ctx.get<VehicleApplications>(VEHICLE_APPLICATIONS),
        orgProfiles: ctx.get<OrgProfiles>(ORG_PROFILES),
        bureau: ctx.get<CreditBureau>(CREDIT_BUREAU),
        recordDecision: ctx.get(RecordCreditDecision),
      }),
  );
}

/** The credit check's use cases as the API receives them. */
export function creditCheckForGraphql(container: Container): CreditCheckDependencies {
  return {
    submitCreditCheck: container.get(SubmitCreditCheck),
    readCreditCheck: container.get(ReadCreditCheck),
    decisions: container.get(PostgresCreditDecisionListener),
  };
}

/** The portal listens at `origin`: its own credit decision sandbox, when it runs one, is reached there. */
export function creditDecisionListensAt(container: Container, origin: string): void {
  if (creditDecisionOnSandbox(container)) container.get(CreditDecisionSandbox).listeningAt(origin);
}

/** Whether the credit decision adapter speaks to the portal's own sandbox (no service configured). */
export function creditDecisionOnSandbox(container: Container): boolean {
  return container.isBound(CreditDecisionSandbox);
}

/** The published contract as the sandbox speaks it, served by the portal. */
export function creditDecisionRouters(container: Container): { path: string; handler: RequestHandler }[] {
  return [
    {
      path: CREDIT_DECISION_SANDBOX_PATH,
      handler: creditDecisionSandboxRouter(container.get(CreditDecisionSandbox)),
    },
  ];
}
