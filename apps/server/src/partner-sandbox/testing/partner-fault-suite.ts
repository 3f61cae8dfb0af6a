import { DomainError } from '@lease-portal/domain';
import { PartnerCallCounts, type PartnerHttpTuning } from '@lease-portal/partners';
import { closedPort } from '@lease-portal/partners/src/partner-http/fault-server';
import type { CommonSandboxFault } from '../sandbox-faults';

/** One call a sandbox answered. */
export interface SandboxCall {
  method: string;
  path: string;
  status: number;
}

/** An adapter under the suite: it sends one thing under a reference (a lead, an account...). */
export interface AdapterUnderTest {
  send(reference: string): Promise<unknown>;
  close(): Promise<void>;
}

/** A partner's sandbox served over HTTP, with an adapter of the portal's that reaches it. */
export interface FaultSuiteHarness {
  faults: { next(fault: CommonSandboxFault, times: number, on: { path: RegExp }): unknown; clear(): void };
  calls: SandboxCall[];
  revokeTokens(): void;
  adapter(http: PartnerHttpTuning): AdapterUnderTest;
  /** The same adapter with the partner's address replaced, e.g. by a port nothing listens on. */
  adapterAt(baseUrl: string, http: PartnerHttpTuning): AdapterUnderTest;
  /** How many records the partner keeps under the reference: 1 however often it was sent. */
  recordsOf(reference: string): Promise<number>;
  close(): Promise<void>;
}

export interface FaultSuiteSubject {
  /** e.g. 'the Salesforce adapter'. */
  name: string;
  /** The partner's name in the layer's errors and counts. */
  partner: string;
  /** The call the suite sends, and the token call, as the sandbox sees their paths. */
  callPath: RegExp;
  tokenPath: RegExp;
  start(): Promise<FaultSuiteHarness>;
}

/** What one case of the suite measured, printed at its end for the closing note. */
interface Figures {
  case: string;
  attempts: number;
  tokenCalls: number;
  duplicates: number;
  outcome: string;
}

/**
 * The partner layer's fault suite (decision 2102) run over one adapter against its sandbox, over real
 * HTTP: a refused connection, a slow answer and one slower than the timeout, a burst of 500s, a 429
 * with Retry-After, a 400 never retried, a 401 refreshing the token once (and a second 401 not
 * looping), the circuit opening and closing; and never a second record under a reference.
 */
export function describePartnerFaults(subject: FaultSuiteSubject): void {
  describe(`${subject.name} when its partner struggles (the partner layer's fault suite)`, () => {
    let harness: FaultSuiteHarness;
    let adapters: AdapterUnderTest[];
    let sleeps: number[];
    let counts: PartnerCallCounts;
    const figures: Figures[] = [];
    let sequence = 0;
    const aReference = () => `lead-fault-${Date.now()}-${++sequence}`;

    beforeEach(async () => {
      harness = await subject.start();
      adapters = [];
      sleeps = [];
      counts = new PartnerCallCounts();
    });
    afterEach(async () => {
      await Promise.all(adapters.map((adapter) => adapter.close()));
      await harness.close();
    });
    afterAll(() => console.info(`fault suite: ${subject.name}`, figures));

    /** Generous timeouts, so a loaded machine never turns a quick answer into a timeout; waits recorded. */
    const tuning = (extra: PartnerHttpTuning = {}): PartnerHttpTuning => ({
      timeoutMs: 3_000,
      counts,
      random: () => 0.5,
      sleep: async (ms) => void sleeps.push(ms),
      ...extra,
    });
    const anAdapter = (extra?: PartnerHttpTuning) => {
      const adapter = harness.adapter(tuning(extra));
      adapters.push(adapter);
      return adapter;
    };
    const callsTo = (path: RegExp) => harness.calls.filter((call) => path.test(call.path));
    const failureOf = (sending: Promise<unknown>) =>
      sending.then(
        () => {
          throw new Error('expected the call to fail');
        },
        (error: unknown) => error as DomainError,
      );
    const measured = async (name: string, reference: string | undefined, outcome: string) => {
      figures.push({
        case: name,
        attempts: callsTo(subject.callPath).length,
        tokenCalls: callsTo(subject.tokenPath).length,
        duplicates: reference ? Math.max(0, (await harness.recordsOf(reference)) - 1) : 0,
        outcome,
      });
    };

    it('gives a refused connection its attempts, then answers the partner unavailable', async () => {
      const adapter = harness.adapterAt(await closedPort(), tuning());
      adapters.push(adapter);
      const error = await failureOf(adapter.send(aReference()));
      expect(error).toBeInstanceOf(DomainError);
      expect(error.code).toBe('PARTNER_UNAVAILABLE');
      expect(error.details).toMatchObject({ class: 'unavailable', reason: 'unreachable' });
      // The token is fetched with three attempts, on each of the call's three: nothing loops further.
      expect(sleeps.length).toBeLessThanOrEqual(8);
      await measured(
        'refused connection',
        undefined,
        `${error.code} (${sleeps.length + 1} attempts, all refused)`,
      );
    });

    it('waits for a slow answer within the timeout', async () => {
      harness.faults.next({ kind: 'slow', ms: 300 }, 1, { path: subject.callPath });
      const reference = aReference();
      await anAdapter().send(reference);
      expect(callsTo(subject.callPath)[0]?.status).toBeLessThan(300);
      expect(await harness.recordsOf(reference)).toBe(1);
      await measured('slow (300 ms)', reference, 'answered');
    });

    it('cuts off a partner slower than the timeout, on each attempt', async () => {
      harness.faults.next({ kind: 'slow', ms: 2_000 }, 2, { path: subject.callPath });
      const error = await failureOf(anAdapter({ timeoutMs: 500, maxAttempts: 2 }).send(aReference()));
      expect(error.details).toMatchObject({ class: 'unavailable', reason: 'timeout' });
      await measured('slower than the timeout', undefined, `${error.code} (timeout)`);
    });

    it('rides out a burst of 500s and answers, with one record', async () => {
      harness.faults.next({ kind: 'server-error' }, 2, { path: subject.callPath });
      const reference = aReference();
      await anAdapter().send(reference);
      expect(callsTo(subject.callPath).map(({ status }) => status >= 500)).toEqual([true, true, false]);
      expect(await harness.recordsOf(reference)).toBe(1);
      await measured('500 burst (2)', reference, 'answered');
    });

    it("waits a 429's Retry-After and sends again, with one record", async () => {
      harness.faults.next({ kind: 'rate-limited', retryAfterSeconds: 2 }, 1, { path: subject.callPath });
      const reference = aReference();
      await anAdapter().send(reference);
      expect(sleeps).toEqual([2_000]);
      expect(callsTo(subject.callPath)[0]?.status).toBe(429);
      expect(await harness.recordsOf(reference)).toBe(1);
      await measured('429, Retry-After 2 s', reference, 'answered');
    });

    it('never repeats a request the partner refused (400)', async () => {
      harness.faults.next({ kind: 'refused' }, 1, { path: subject.callPath });
      const reference = aReference();
      const error = await failureOf(anAdapter().send(reference));
      expect(error.code).toBe('PARTNER_REJECTED');
      expect(error.details).toMatchObject({ class: 'rejected', status: 400 });
      expect(callsTo(subject.callPath)).toHaveLength(1);
      expect(Object.values(counts.snapshot()[subject.partner] ?? {})).toContainEqual(
        expect.objectContaining({ rejected: 1 }),
      );
      await measured('400 refused', reference, `${error.code}: ${error.message}`);
    });

    it('fetches one new token on a 401 and answers', async () => {
      const adapter = anAdapter();
      await adapter.send(aReference());
      harness.revokeTokens();
      const reference = aReference();
      await adapter.send(reference);
      expect(callsTo(subject.tokenPath)).toHaveLength(2);
      expect(callsTo(subject.callPath).map(({ status }) => status)).toEqual([
        expect.any(Number),
        401,
        expect.any(Number),
      ]);
      expect(await harness.recordsOf(reference)).toBe(1);
      await measured('401 once', reference, 'answered after one new token');
    });

    it('does not loop on a partner refusing every token: one new token, then unauthorised', async () => {
      harness.faults.next({ kind: 'invalid-token' }, 5, { path: subject.callPath });
      const error = await failureOf(anAdapter().send(aReference()));
      expect(error.code).toBe('PARTNER_UNAVAILABLE');
      expect(error.details).toMatchObject({ class: 'unauthorised', status: 401 });
      expect(callsTo(subject.tokenPath)).toHaveLength(2);
      expect(callsTo(subject.callPath)).toHaveLength(2);
      await measured('401 always', undefined, `${error.code} (unauthorised)`);
    });

    it('opens the circuit after consecutive failures, fails fast, and closes once the partner is back', async () => {
      harness.faults.next({ kind: 'server-error' }, 20, { path: subject.callPath });
      const adapter = anAdapter({ circuit: { consecutiveFailures: 3, halfOpenAfterMs: 300 } });
      await failureOf(adapter.send(aReference()));
      const reached = callsTo(subject.callPath).length;
      const fast = await failureOf(adapter.send(aReference()));
      expect(fast.details).toMatchObject({ class: 'unavailable', reason: 'circuit open' });
      expect(callsTo(subject.callPath)).toHaveLength(reached);

      harness.faults.clear();
      await new Promise((resolve) => setTimeout(resolve, 350));
      const reference = aReference();
      await adapter.send(reference);
      expect(await harness.recordsOf(reference)).toBe(1);
      await measured(
        'circuit (3 failures)',
        reference,
        `opened after ${reached} attempts, closed after 300 ms`,
      );
    });
  });
}
