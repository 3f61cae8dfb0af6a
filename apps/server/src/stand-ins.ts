import type { PortalConfig } from './config';
import type { Logger } from './logger';
import {
  partnerAdapters,
  partnersOnSandbox,
  type Partner,
  type PartnerAdapter,
  type PartnerSettings,
} from './partner-settings';

/** What stands in for the real parts: the partners' sandboxes, and the outbox for SMTP (decision 2020). */
export interface StandIns {
  adapters: Record<Partner, PartnerAdapter>;
  sandboxes: Partner[];
  /** No SMTP_URL: mail is kept in the outbox, never sent. */
  outbox: boolean;
}

export function standInsOf(partners: PartnerSettings, smtp: boolean): StandIns {
  return { adapters: partnerAdapters(partners), sandboxes: partnersOnSandbox(partners), outbox: !smtp };
}

type Deployment = Pick<PortalConfig, 'production' | 'sandboxPartners' | 'mailOutbox'>;

/** A production portal with a stand-in nobody chose: it must not serve customers. */
export class NotReadyForProduction extends Error {
  override readonly name = 'NotReadyForProduction';
}

/**
 * In production every sandbox and the outbox must be chosen by name (SANDBOX_PARTNERS, MAIL_OUTBOX):
 * a sandbox approves credit, signs and checks identities for anyone, and an outbox sends nothing.
 */
export function refuseUnchosenStandIns(deployment: Deployment, standIns: StandIns): void {
  if (!deployment.production) return;
  const reasons: string[] = [];
  const unchosen = standIns.sandboxes.filter((partner) => !deployment.sandboxPartners.includes(partner));
  if (unchosen.length > 0) {
    reasons.push(
      `these partners would run on their embedded sandbox: ${unchosen.join(', ')}. Configure their ` +
        `real services, or name them in SANDBOX_PARTNERS (${unchosen.join(',')}, or all) to run them so on purpose.`,
    );
  }
  if (standIns.outbox && !deployment.mailOutbox) {
    reasons.push(
      'SMTP_URL is not set: mail would be kept in the outbox and never sent. Set SMTP_URL, or ' +
        'MAIL_OUTBOX=on to keep mail in the outbox on purpose.',
    );
  }
  if (reasons.length > 0) {
    throw new NotReadyForProduction(`NODE_ENV is production, but\n- ${reasons.join('\n- ')}`);
  }
}

/** The warning a production portal running on chosen stand-ins gives, at start and on /health. */
export function standInWarning(deployment: Deployment, standIns: StandIns): string | undefined {
  if (!deployment.production) return undefined;
  const parts = [
    ...(standIns.sandboxes.length > 0
      ? [`partners on their sandbox (SANDBOX_PARTNERS): ${standIns.sandboxes.join(', ')}`]
      : []),
    ...(standIns.outbox ? ['mail kept in the outbox, never sent (MAIL_OUTBOX=on)'] : []),
  ];
  return parts.length > 0 ? `Not for customers: ${parts.join('; ')}.` : undefined;
}

/** One line at start naming each partner's adapter and the mail's, and the warning when there is one. */
export function announceStandIns(logger: Logger, deployment: Deployment, standIns: StandIns): void {
  logger.info(
    { partners: standIns.adapters, mail: standIns.outbox ? 'outbox' : 'smtp' },
    'partners and mail chosen',
  );
  const warning = standInWarning(deployment, standIns);
  if (warning) logger.warn({ sandboxes: standIns.sandboxes, outbox: standIns.outbox }, warning);
}

/** What /health adds to its status: the partners on their sandbox, and the warning in production. */
export function healthNotesOf(
  deployment: Deployment,
  standIns: StandIns,
): { sandboxes?: Partner[]; warning?: string } {
  const warning = standInWarning(deployment, standIns);
  return {
    ...(standIns.sandboxes.length > 0 ? { sandboxes: standIns.sandboxes } : {}),
    ...(warning ? { warning } : {}),
  };
}
