import type { Clock } from '../shared/clock';
import { DomainError, fail, ok, type Result } from '../shared/result';
import type { AttemptWindow } from './login-attempts.port';

/**
 * Counters of requests per subject in fixed windows, shared by every replica: the login throttle's
 * counters (decision 0703), one atomic statement a request, so parallel requests never all pass.
 */
export interface RequestCounters {
  /** Counts one more request, atomically, and answers the count in the current window, this one included. */
  count(subject: string, at: Date, window: AttemptWindow): Promise<number>;
}
export const REQUEST_COUNTERS = Symbol('RequestCounters');

/** How many of one kind of request a client address, an organisation and a user may make in a window. */
export interface RequestLimit {
  name: string;
  /** What the limited requests are, as the refusal names them: "enquiries have been sent". */
  what: string;
  window: AttemptWindow;
  perAddress: number;
  perOrganisation: number;
  /** Only for signed-in requests. */
  perUser?: number;
}

const HOUR: AttemptWindow = { minutes: 60 };

/**
 * Decision 2042: the writes anyone may make without signing in, and e-mailing the lease documents to
 * an address that is not the officer's own. A visitor sends an enquiry or two; an office behind one
 * address a few more. An organisation's limit holds when the requests come from many addresses.
 */
export const REQUEST_LIMITS = {
  enquiry: {
    name: 'enquiry',
    what: 'enquiries have been sent',
    window: HOUR,
    perAddress: 20,
    perOrganisation: 300,
  },
  callBack: {
    name: 'callBack',
    what: 'call-back requests have been sent',
    window: HOUR,
    perAddress: 20,
    perOrganisation: 300,
  },
  passwordReset: {
    name: 'passwordReset',
    what: 'password reset requests have been sent',
    window: HOUR,
    perAddress: 20,
    perOrganisation: 300,
  },
  analyticsEvent: {
    name: 'analyticsEvent',
    what: 'events have been recorded',
    window: HOUR,
    perAddress: 1_000,
    perOrganisation: 50_000,
  },
  leaseDocumentsMail: {
    name: 'leaseDocumentsMail',
    what: 'lease document e-mails have been sent',
    window: HOUR,
    perAddress: 10,
    perUser: 10,
    perOrganisation: 100,
  },
} as const satisfies Record<string, RequestLimit>;

/** Who makes a request: the client's network address, the organisation of its host, and the user signed in. */
export interface Requester {
  clientAddress: string;
  orgId: string;
  userId?: string;
}

export const REQUEST_LIMITED_REASON = 'ACCOUNTS.TOO_MANY_REQUESTS';

/** The refusal, in the words of the login throttle's (decision 0703). */
export const tooManyRequests = (limit: RequestLimit): DomainError =>
  new DomainError(
    'RATE_LIMITED',
    `Too many ${limit.what}. Please wait ${limit.window.minutes} minutes and try again.`,
    { reason: REQUEST_LIMITED_REASON, limit: limit.name },
  );

/**
 * Counts a request against its limits before it runs. The narrowest count comes first (the address,
 * then the user, then the organisation) and counting stops at the first one past its limit, so one
 * address sending on after being refused never uses up its organisation's requests.
 */
export class LimitRequests {
  constructor(
    private readonly counters: RequestCounters,
    private readonly clock: Clock,
  ) {}

  async admit(limit: RequestLimit, requester: Requester): Promise<Result<void, DomainError>> {
    const at = this.clock.now();
    const subjects: [subject: string, allowed: number][] = [
      [`limit:${limit.name}:address:${requester.clientAddress}`, limit.perAddress],
      ...(requester.userId && limit.perUser !== undefined
        ? [[`limit:${limit.name}:user:${requester.userId}`, limit.perUser] as [string, number]]
        : []),
      [`limit:${limit.name}:organisation:${requester.orgId}`, limit.perOrganisation],
    ];
    for (const [subject, allowed] of subjects) {
      if ((await this.counters.count(subject, at, limit.window)) > allowed)
        return fail(tooManyRequests(limit));
    }
    return ok(undefined);
  }
}
