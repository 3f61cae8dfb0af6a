import {
  type DomainError,
  type BusinessLookupRow,
  type BusinessRegistry,
  type Region,
} from '@lease-portal/domain';
import { SANDBOX_BUSINESSES } from '@lease-portal/partners';
import type { PartnerHttpTuning } from '@lease-portal/partners';
import { closedPort } from '@lease-portal/partners/src/partner-http/fault-server';
import {
  registerSandboxesOverHttp,
  type RegisterSandboxesOverHttp,
} from './testing/register-sandboxes-over-http';

// The partner layer's fault suite (decision 2102) run over both registers' adapters against the
// portal's ABR and NZBN sandboxes and their switchable faults (decision 2110): what is tried again,
// what is waited for, what is asked once, when the circuit opens. A lookup is a read: nothing a
// register is asked twice is written twice.

interface Register {
  name: 'ABR' | 'NZBN';
  region: Region;
  adapter(
    fixture: RegisterSandboxesOverHttp,
    http: PartnerHttpTuning,
    baseUrl?: () => string,
  ): BusinessRegistry;
  /** The call a number lookup makes, as the sandbox records its path. */
  path: RegExp;
  businesses: readonly BusinessLookupRow[];
}

const REGISTERS: Register[] = [
  {
    name: 'ABR',
    region: 'AU',
    adapter: (fixture, http, baseUrl) => fixture.abr(http, baseUrl),
    path: /\/AbnDetails\.aspx$/,
    businesses: SANDBOX_BUSINESSES.AU,
  },
  {
    name: 'NZBN',
    region: 'NZ',
    adapter: (fixture, http, baseUrl) => fixture.nzbn(http, baseUrl),
    path: /\/entities\/\d{13}$/,
    businesses: SANDBOX_BUSINESSES.NZ,
  },
];

const failureOf = (lookup: Promise<unknown>) =>
  lookup.then(
    () => {
      throw new Error('the lookup answered');
    },
    (error: unknown) => error as DomainError,
  );

describe.each(REGISTERS)('the $name adapter when its register struggles', (register) => {
  let fixture: RegisterSandboxesOverHttp;
  let waits: number[];
  let adapter: BusinessRegistry;
  let looked: number;
  // Another business each time: the ABR adapter keeps a record it has read (decision 2110).
  const lookup = () =>
    adapter.search({ by: 'number', number: register.businesses[looked++]!.abn }, register.region);
  const statuses = () =>
    fixture.calls.filter((call) => register.path.test(call.path)).map((call) => call.status);

  beforeEach(async () => {
    fixture = await registerSandboxesOverHttp();
    waits = [];
    looked = 0;
    adapter = register.adapter(fixture, {
      timeoutMs: 1_000,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
  });
  afterEach(() => fixture.close());

  it('answers with the business, asked once', async () => {
    const [business] = register.businesses;
    expect(await lookup()).toMatchObject([{ abn: business!.abn, name: business!.name }]);
    expect(statuses()).toEqual([200]);
  });

  it('tries a refused connection twice, then says the register is unavailable', async () => {
    const refused = await closedPort();
    const refusing = register.adapter(fixture, { sleep: async (ms) => void waits.push(ms) }, () => refused);
    const error = await failureOf(
      refusing.search({ by: 'number', number: register.businesses[0]!.abn }, register.region),
    );
    expect(error).toMatchObject({
      code: 'PARTNER_UNAVAILABLE',
      details: { partner: register.name, class: 'unavailable', reason: 'unreachable' },
    });
    expect(waits).toHaveLength(1);
  });

  it('waits for a slow answer within the timeout, and cuts off one beyond it, twice', async () => {
    fixture.sandboxes.faults.next({ kind: 'slow', ms: 300 }, 1, { path: register.path });
    expect(await lookup()).toHaveLength(1);
    fixture.sandboxes.faults.next({ kind: 'slow', ms: 1_500 }, 2, { path: register.path });
    const started = Date.now();
    const error = await failureOf(lookup());
    expect(error.details).toMatchObject({ class: 'unavailable', reason: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
  });

  it('rides out a 500, and gives up after a burst of them: two attempts, the customer is waiting', async () => {
    fixture.sandboxes.faults.next({ kind: 'server-error' }, 1, { path: register.path });
    expect(await lookup()).toHaveLength(1);
    expect(statuses()).toEqual([500, 200]);
    fixture.sandboxes.faults.next({ kind: 'server-error' }, 5, { path: register.path });
    expect((await failureOf(lookup())).details).toMatchObject({ class: 'unavailable', status: 500 });
    expect(statuses()).toEqual([500, 200, 500, 500]);
  });

  it("waits for a 429's Retry-After, then answers", async () => {
    fixture.sandboxes.faults.next({ kind: 'rate-limited', retryAfterSeconds: 1 }, 1, { path: register.path });
    expect(await lookup()).toHaveLength(1);
    expect(statuses()).toEqual([429, 200]);
    expect(waits).toEqual([1_000]);
  });

  it('asks once when the request is refused (400): the same request would be refused again', async () => {
    fixture.sandboxes.faults.next({ kind: 'bad-request' }, 1, { path: register.path });
    const error = await failureOf(lookup());
    expect(error).toMatchObject({ code: 'PARTNER_REJECTED', details: { class: 'rejected', status: 400 } });
    expect(statuses()).toEqual([400]);
  });

  it('asks once when its credentials are refused, for an operator to fix', async () => {
    fixture.sandboxes.faults.next({ kind: 'credentials-refused' }, 1, { path: register.path });
    const error = await failureOf(lookup());
    expect(error).toMatchObject({ code: 'PARTNER_UNAVAILABLE', details: { class: 'unauthorised' } });
    expect(statuses()).toHaveLength(1);
  });

  it('takes a garbage body, or one that stalls, for the register unavailable', async () => {
    fixture.sandboxes.faults.next({ kind: 'garbage-body' }, 2, { path: register.path });
    expect((await failureOf(lookup())).details).toMatchObject({ reason: 'unexpected response' });
    fixture.sandboxes.faults.next({ kind: 'stalled-body' }, 1, { path: register.path });
    expect(await lookup()).toHaveLength(1);
  });

  it('opens its circuit after five failed attempts in a row: the next lookup fails at once, unasked', async () => {
    fixture.sandboxes.faults.next({ kind: 'server-error' }, 5, { path: register.path });
    for (let i = 0; i < 3; i += 1) await failureOf(lookup());
    expect(statuses()).toEqual([500, 500, 500, 500, 500]);
    const error = await failureOf(lookup());
    expect(error.details).toMatchObject({ class: 'unavailable', reason: 'circuit open' });
    expect(statuses()).toHaveLength(5);
  });

  it('closes its circuit once the register answers again after the half-open wait', async () => {
    const tripping = register.adapter(fixture, {
      timeoutMs: 1_000,
      sleep: async () => {},
      circuit: { consecutiveFailures: 5, halfOpenAfterMs: 1_000 },
    });
    const lookupBy = () =>
      tripping.search({ by: 'number', number: register.businesses[looked++]!.abn }, register.region);
    fixture.sandboxes.faults.next({ kind: 'server-error' }, 5, { path: register.path });
    for (let i = 0; i < 3; i += 1) await failureOf(lookupBy());
    expect((await failureOf(lookupBy())).details).toMatchObject({ reason: 'circuit open' });
    // The wait is a second: on a busy machine the calls that open the circuit outlasted a shorter one.
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect(await lookupBy()).toHaveLength(1);
    expect(statuses()).toEqual([500, 500, 500, 500, 500, 200]);
  });
});
