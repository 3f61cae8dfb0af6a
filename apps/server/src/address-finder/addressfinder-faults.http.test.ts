import type { DomainError } from '@lease-portal/domain';
import { AddressfinderAddressFinder, PartnerCallCounts } from '@lease-portal/partners';
import { closedPort } from '@lease-portal/partners/src/partner-http/fault-server';
import {
  anAddressfinderSandboxOverHttp,
  type AddressfinderSandboxOverHttp,
} from './testing/addressfinder-sandbox-over-http';

// The partner layer's fault suite (decision 2102) over the Addressfinder adapter, against the portal's
// Addressfinder sandbox and its switchable faults: what is retried, waited for, refused at once, and
// when the circuit stops asking (decision 2111).

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as DomainError,
  );

describe('the Addressfinder adapter when Addressfinder struggles', () => {
  let addressfinder: AddressfinderSandboxOverHttp;
  let counts: PartnerCallCounts;
  let finder: AddressfinderAddressFinder;
  beforeEach(async () => {
    addressfinder = await anAddressfinderSandboxOverHttp();
    counts = new PartnerCallCounts();
    // Generous, so a loaded machine never turns a quick answer into a timeout; the timeout test sets its own.
    finder = addressfinder.adapter({ counts, timeoutMs: 1_500 });
  });
  afterEach(() => addressfinder.close());

  const autocomplete = () => finder.autocomplete('AU', 'collins st melbourne', 5);

  it('fails as unavailable when nothing listens, after its two attempts', async () => {
    const refused = new AddressfinderAddressFinder(
      { baseUrl: await closedPort(), ...addressfinder.sandbox.account },
      { counts, sleep: async () => {} },
    );
    const error = await failureOf(refused.autocomplete('AU', 'collins st', 5));
    await refused.close();
    expect(error.code).toBe('PARTNER_UNAVAILABLE');
    expect(error.details).toMatchObject({
      class: 'unavailable',
      reason: 'unreachable',
      cause: 'ECONNREFUSED',
    });
    expect(counts.snapshot()).toEqual({ Addressfinder: { 'au.autocomplete': { unavailable: 1 } } });
  });

  it('waits for a slow answer within its short timeout', async () => {
    addressfinder.sandbox.faults.next({ kind: 'slow', ms: 300 });
    expect(await autocomplete()).toHaveLength(4);
    expect(addressfinder.statusesOf('/autocomplete')).toEqual([200]);
  });

  it('gives up on an answer slower than its timeout after two attempts, about twice the timeout', async () => {
    const quick = addressfinder.adapter({ counts, timeoutMs: 300 });
    addressfinder.sandbox.faults.next({ kind: 'slow', ms: 1_500 }, 2);
    const started = performance.now();
    const error = await failureOf(quick.autocomplete('NZ', 'queen street', 5));
    const took = performance.now() - started;
    expect(error.details).toMatchObject({ class: 'unavailable', reason: 'timeout', timeoutMs: 300 });
    expect(took).toBeGreaterThanOrEqual(600);
    expect(took).toBeLessThan(1_500);
  });

  it('rides out a 500 and answers', async () => {
    addressfinder.sandbox.faults.next({ kind: 'server-error' }, 1);
    expect(await autocomplete()).toHaveLength(4);
    expect(addressfinder.statusesOf('/autocomplete')).toEqual([500, 200]);
  });

  it('gives up on a burst of 500s after two attempts, as unavailable', async () => {
    addressfinder.sandbox.faults.next({ kind: 'server-error' }, 5);
    const error = await failureOf(autocomplete());
    expect(error.details).toMatchObject({ class: 'unavailable', reason: 'http status', status: 500 });
    expect(addressfinder.statusesOf('/autocomplete')).toEqual([500, 500]);
  });

  it("waits for a 429's Retry-After before asking again", async () => {
    addressfinder.sandbox.faults.next({ kind: 'rate-limited', retryAfterSeconds: 1 }, 1, {
      path: /metadata$/,
    });
    const started = Date.now();
    expect(await finder.metadata('AU', 'sbx-au-0001')).toMatchObject({ streetName: 'George Street' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(addressfinder.statusesOf('/metadata')).toEqual([429, 200]);
  });

  it('asks once when Addressfinder refuses the request with a 400: the same request would be refused again', async () => {
    const wrongKey = new AddressfinderAddressFinder(
      {
        baseUrl: () => addressfinder.sandbox.baseUrl(),
        key: 'NOT-THE-KEY',
        secret: addressfinder.sandbox.account.secret,
      },
      { counts },
    );
    const error = await failureOf(wrongKey.autocomplete('AU', 'collins st', 5));
    await wrongKey.close();
    expect(error.details).toMatchObject({ class: 'unauthorised', errorCode: '1001' });
    expect(addressfinder.statusesOf('/autocomplete')).toEqual([400]);
    expect(await finder.metadata('AU', 'sbx-au-9999')).toBeUndefined();
    expect(addressfinder.statusesOf('/metadata')).toEqual([400]);
  });

  it('takes a body that is not JSON for the service unavailable, after its two attempts', async () => {
    addressfinder.sandbox.faults.next({ kind: 'garbage-body' }, 2);
    const error = await failureOf(autocomplete());
    expect(error.details).toMatchObject({ class: 'unavailable', reason: 'unexpected response' });
    expect(addressfinder.statusesOf('/autocomplete')).toEqual([200, 200]);
  });

  it('opens its circuit after five failed attempts and stops asking; refusals do not count', async () => {
    // Refusals (400) are about our request, not Addressfinder's health.
    for (let at = 0; at < 6; at += 1) await finder.metadata('AU', 'sbx-au-9999');
    addressfinder.sandbox.faults.next({ kind: 'server-error' }, 10);
    await failureOf(autocomplete());
    await failureOf(autocomplete());
    const open = await failureOf(autocomplete());
    expect(open.details).toMatchObject({ class: 'unavailable', reason: 'circuit open' });
    // Two calls of two attempts, then the fifth failure opened it: the third call reached nobody after it.
    expect(addressfinder.statusesOf('/autocomplete')).toEqual([500, 500, 500, 500, 500]);
    expect(counts.snapshot()).toEqual({
      Addressfinder: { 'au.metadata': { rejected: 6 }, 'au.autocomplete': { unavailable: 3 } },
    });
  });

  it('closes its circuit once Addressfinder answers again after the half-open wait', async () => {
    const tripping = addressfinder.adapter({
      counts,
      timeoutMs: 1_500,
      circuit: { consecutiveFailures: 5, halfOpenAfterMs: 1_000 },
    });
    addressfinder.sandbox.faults.next({ kind: 'server-error' }, 5);
    for (let call = 0; call < 3; call += 1) await failureOf(tripping.autocomplete('AU', 'collins st', 5));
    expect(addressfinder.statusesOf('/autocomplete')).toEqual([500, 500, 500, 500, 500]);
    // The wait is a second: on a busy machine the calls that open the circuit outlasted a shorter one.
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect(await tripping.autocomplete('AU', 'collins st melbourne', 5)).toHaveLength(4);
    expect(addressfinder.statusesOf('/autocomplete')).toEqual([500, 500, 500, 500, 500, 200]);
  });
});
