import type { Container } from 'inversify';
import {
  CLOCK,
  CREDIT_BUREAU,
  SANDBOX_CREDIT_STORE,
  type Clock,
  type CreditBureau,
  type SandboxCreditStore,
} from '@lease-portal/domain';
import { SandboxCreditBureau } from '@lease-portal/partners';
import { PostgresSandboxCreditStore, type Database } from '@lease-portal/postgres';
import type { PartnerSettings } from '../partner-settings';

/** The credit decision service: the embedded sandbox (decision 1520) until a real one is configured. */
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
}
