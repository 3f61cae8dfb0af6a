import path from 'node:path';
import { isBusinessNumberSetting } from '@lease-portal/domain';
import { PARTNERS, type Partner } from './partner-settings';

/** Everything the portal reads from its environment, parsed once at start-up. */
export interface PortalConfig {
  port: number;
  /**
   * The interface the portal listens on: loopback unless HOST says otherwise (decision 0210), so a
   * developer's portal is not reachable from the network. Containers and servers set HOST=0.0.0.0.
   */
  host?: string;
  /** Where the embedded PostgreSQL keeps its data when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl?: string;
  logLevel: string;
  /** The built web app (index.html and assets). */
  webDistDir: string;
  /** Minutes of inactivity after which a session expires (docs/decisions). */
  sessionTimeoutMinutes: number;
  /**
   * Which proxies may tell the client's address (Express 'trust proxy'): the per-address login limit
   * depends on it. Loopback by default; behind a load balancer, its addresses or hop count.
   */
  trustProxy: string;
  /** The business number of the introducer whose documents and header differ (decision 1540). */
  specialIntroducerAbn?: string;
  /** NODE_ENV=production: a deployment for customers, which refuses sandboxes and the outbox unless chosen. */
  production: boolean;
  /** Partners a production deployment runs on their sandbox on purpose (SANDBOX_PARTNERS, decision 2020). */
  sandboxPartners: readonly Partner[];
  /** A production deployment keeps mail in the outbox on purpose (MAIL_OUTBOX=on, decision 2021). */
  mailOutbox: boolean;
  /**
   * How a TERM stops the portal (decision 2116): for `unreadyMs` (STOP_DELAY_SECONDS, default 0) it
   * keeps serving while `/ready` answers 503, for load balancers to take it out; then requests in
   * flight get `graceMs` (STOP_GRACE_SECONDS, default 10) before they are cut off.
   */
  stop: { unreadyMs: number; graceMs: number };
}

export const LOOPBACK = '127.0.0.1';

const repositoryRoot = path.resolve(__dirname, '../../..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): PortalConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got '${env.PORT}'`);
  }
  const specialIntroducerAbn = env.SPECIAL_INTRODUCER_ABN?.trim() || undefined;
  if (specialIntroducerAbn && !isBusinessNumberSetting(specialIntroducerAbn)) {
    throw new Error('SPECIAL_INTRODUCER_ABN must be an ABN (11 digits) or an NZBN (13 digits)');
  }
  return {
    port,
    host: env.HOST || LOOPBACK,
    dataDir: path.resolve(repositoryRoot, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: path.resolve(repositoryRoot, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    sessionTimeoutMinutes: Number(env.SESSION_TIMEOUT_MINUTES ?? 30),
    trustProxy: env.TRUST_PROXY || 'loopback',
    ...(specialIntroducerAbn ? { specialIntroducerAbn } : {}),
    production: env.NODE_ENV === 'production',
    sandboxPartners: sandboxPartnersIn(env.SANDBOX_PARTNERS),
    mailOutbox: mailOutboxIn(env.MAIL_OUTBOX),
    stop: {
      unreadyMs: secondsIn(env, 'STOP_DELAY_SECONDS', 0) * 1000,
      graceMs: secondsIn(env, 'STOP_GRACE_SECONDS', 10) * 1000,
    },
  };
}

/** A number of seconds, at most a minute: an orchestrator kills a stop that takes longer anyway. */
function secondsIn(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 60) {
    throw new Error(`${name} must be a number of seconds from 0 to 60, got '${env[name]}'`);
  }
  return seconds;
}

/** `all`, or partners' names separated by commas or spaces; a name of no partner is a mistake. */
function sandboxPartnersIn(value: string | undefined): readonly Partner[] {
  const names = (value ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (names.includes('all')) return PARTNERS;
  const unknown = names.filter((name) => !(PARTNERS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `SANDBOX_PARTNERS names no partner '${unknown.join("', '")}': use all, or some of ${PARTNERS.join(', ')}`,
    );
  }
  return PARTNERS.filter((partner) => names.includes(partner));
}

function mailOutboxIn(value: string | undefined): boolean {
  const setting = (value ?? '').trim().toLowerCase();
  if (setting === 'on') return true;
  if (setting === '' || setting === 'off') return false;
  throw new Error(`MAIL_OUTBOX must be on or off, got '${value}'`);
}
