import {
  CREDIT_DECISION_POLL_MS,
  CreditDecisionPending,
  RecordCreditDecision,
  SubmitCreditEnquiry,
  afterAFailure,
  type QueuedJob,
} from '@lease-portal/domain';
import {
  aCreditCheckWorld,
  creditJobs,
  primaryUser,
} from '@lease-portal/domain/src/credit-bureau/testing/credit-check-world';
import { PartnerCallCounts } from '@lease-portal/partners';
import {
  aCreditDecisionSandboxOverHttp,
  type CreditDecisionSandboxOverHttp,
} from './credit-decision-sandbox/testing/credit-decision-sandbox-over-http';

/**
 * The credit enquiry's job (decision 1660) with the real adapter, over HTTP, against the portal's credit
 * decision sandbox (decision 2120): an undecided enquiry is polled on the journey's 10 s without using an
 * attempt, a service that is down is retried as a failure, a refusal is given up, and however often the
 * job runs the service makes one enquiry.
 */
describe('the credit enquiry job against the credit decision service over HTTP', () => {
  const clock = { at: new Date('2026-11-27T09:00:00.000Z'), now: () => clock.at };
  let service: CreditDecisionSandboxOverHttp;
  let world: ReturnType<typeof aCreditCheckWorld>;
  let job: SubmitCreditEnquiry;
  let adapter: ReturnType<CreditDecisionSandboxOverHttp['adapter']>;

  beforeEach(async () => {
    clock.at = new Date('2026-11-27T09:00:00.000Z');
    service = await aCreditDecisionSandboxOverHttp({ delayMs: 4_000, clock });
    world = aCreditCheckWorld();
    adapter = service.adapter({ counts: new PartnerCallCounts(), sleep: async () => {} });
    job = new SubmitCreditEnquiry({
      applications: { ofId: async (id) => structuredClone(world.unitOfWork.applications.get(id)) },
      orgProfiles: { ofId: async () => undefined },
      bureau: adapter,
      recordDecision: new RecordCreditDecision({
        unitOfWork: world.unitOfWork,
        clock,
        signal: world.decisions,
      }),
    });
    expect(
      await world.submit.execute({ user: primaryUser, applicationId: 'app-1', submission: 'review' }),
    ).toMatchObject({ ok: true });
  });
  afterEach(async () => {
    await adapter.close();
    await service.close();
  });

  /** The queued credit job, claimed once more (attempts counted as the queue counts them). */
  const claimed = (attempts: number): QueuedJob => ({
    ...creditJobs(world).at(-1)!,
    attempts,
    queuedAt: new Date('2026-11-27T09:00:00.000Z'),
  });
  const run = (queued: QueuedJob) =>
    job.run(queued).then(
      () => undefined,
      (error: Error) => error,
    );
  const enquiriesMade = () => service.store.enquiries.length;
  const submissions = () => service.callsTo('POST', /\/credit-enquiries$/).length;

  it('polls an undecided enquiry every 10 s without using an attempt, then records the decision', async () => {
    const first = await run(claimed(1));
    expect(first).toBeInstanceOf(CreditDecisionPending);
    expect(afterAFailure(claimed(1), first!, clock.now())).toEqual({
      step: 'poll',
      dueAt: new Date(clock.at.getTime() + CREDIT_DECISION_POLL_MS),
    });
    expect(CREDIT_DECISION_POLL_MS).toBe(10_000);
    expect(world.stored().value.journey).toMatchObject({
      statusCreditCheck: 'awaitingDecision',
      creditSubmission: { enquiryId: 'CE-1' },
    });

    clock.at = new Date('2026-11-27T09:00:03.999Z');
    expect(await run(claimed(1))).toBeInstanceOf(CreditDecisionPending);
    clock.at = new Date('2026-11-27T09:00:04.000Z');
    expect(await run(claimed(1))).toBeUndefined();
    expect(world.stored().value.journey).toMatchObject({
      statusCreditCheck: 'approved',
      creditSubmission: { result: 'approved', decidedAt: '2026-11-27T09:00:04.000Z' },
    });
    // One enquiry made; the later runs read it by its reference.
    expect([enquiriesMade(), submissions()]).toEqual([1, 1]);
    expect(service.callsTo('GET', /\/credit-enquiries\/app-1:1$/).map(({ status }) => status)).toEqual([
      200, 200,
    ]);
  });

  it('retries a service that is down as a failure, with the backoff, and makes no second enquiry', async () => {
    expect(await run(claimed(1))).toBeInstanceOf(CreditDecisionPending);
    service.sandbox.faults.next({ kind: 'server-error' }, 3, { path: /\/credit-enquiries\// });
    const down = await run(claimed(2));
    expect(down).toMatchObject({ code: 'PARTNER_UNAVAILABLE', details: { class: 'unavailable' } });
    expect(afterAFailure(claimed(2), down!, clock.now(), () => 0)).toMatchObject({
      step: 'retry',
      retryAt: new Date(clock.at.getTime() + 10_000),
    });

    clock.at = new Date('2026-11-27T09:00:10.000Z');
    expect(await run(claimed(3))).toBeUndefined();
    expect(world.stored().value.journey.statusCreditCheck).toBe('approved');
    expect([enquiriesMade(), submissions()]).toEqual([1, 1]);
  });

  it('gives up an enquiry the service refuses, with its reason, after one attempt', async () => {
    service.sandbox.faults.next({ kind: 'refused' }, 1, { path: /\/credit-enquiries$/ });
    const refused = await run(claimed(1));
    expect(refused).toMatchObject({ code: 'PARTNER_REJECTED', details: { status: 400 } });
    expect(afterAFailure(claimed(1), refused!, clock.now())).toEqual({
      step: 'give-up',
      reason: 'The credit decision service refused the request (HTTP 400).',
    });
    expect(submissions()).toBe(1);
    expect(world.stored().value.journey.statusCreditCheck).toBe('awaitingDecision');
  });
});
