import type { Container } from 'inversify';
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
import { SandboxCreditBureau } from '@lease-portal/partners';
import {
  PostgresCreditDecisionListener,
  PostgresCreditDecisionSignal,
  PostgresSandboxCreditStore,
  type Database,
} from '@lease-portal/postgres';
import type { PartnerSettings } from '../partner-settings';

/**
 * The credit decision service: the embedded sandbox (decision 1520) until a real one is configured,
 * and the credit check's use cases on it (decision 1660).
 */
export function bindCreditBureau(container: Container, db: Database, partners: PartnerSettings): void {
  container
    .bind<SandboxCreditStore>(SANDBOX_CREDIT_STORE)
    .toDynamicValue(() => new PostgresSandboxCreditStore(db));
  container
    .bind(SandboxCreditBureau)
    .toDynamicValue(
      (ctx) =>
        new SandboxCreditBureau(
          ctx.get<SandboxCreditStore>(SANDBOX_CREDIT_STORE),
          ctx.get<Clock>(CLOCK),
          partners.sandboxCreditDelayMs,
        ),
    );
  container.bind<CreditBureau>(CREDIT_BUREAU).toDynamicValue((ctx) => ctx.get(SandboxCreditBureau));
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
