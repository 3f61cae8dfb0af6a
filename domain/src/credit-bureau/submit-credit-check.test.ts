import { PollAgain } from '../jobs/poll-again';
import { CREDIT_DECISION_POLL_MS } from './submit-credit-enquiry';
import { CREDIT_ENQUIRY_READ_LIMIT_MS } from './read-credit-check';
import {
  aCreditCheckWorld,
  anApplicationAtReview,
  creditJobs,
  primaryUser,
  secondaryUser,
  stranger,
  withSecondary,
} from './testing/credit-check-world';

const review = { user: primaryUser, applicationId: 'app-1', submission: 'review' } as const;

describe('submitting the application for its credit check (journey §4)', () => {
  it('completes the review, moves to reviewAndSignContract and queues one enquiry, in one unit of work', async () => {
    const world = aCreditCheckWorld();
    expect(await world.submit.execute(review)).toEqual({ ok: true, value: { status: 'pending' } });
    const { value, version } = world.stored();
    expect(version).toBe(2);
    expect(value.journey).toMatchObject({
      status: 'reviewAndSignContract',
      statusCreditCheck: 'awaitingDecision',
      primaryApplicant: { applicationReviewStatus: 'completed' },
      creditSubmission: { number: 1, reference: 'app-1:1', submittedAt: '2026-11-24T10:00:00.000Z' },
    });
    expect(creditJobs(world)).toMatchObject([
      {
        kind: 'credit-check.submit',
        key: 'app-1:1',
        payload: { applicationId: 'app-1', reference: 'app-1:1' },
      },
    ]);
    expect(world.unitOfWork.audit.map((entry) => entry.action)).toEqual([
      'application.credit-check.submitted',
      'application.status.changed',
    ]);
  });

  it('makes one enquiry however often and however concurrently the review is sent', async () => {
    const world = aCreditCheckWorld();
    const answers = await Promise.all([1, 2, 3].map(() => world.submit.execute(review)));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(await world.submit.execute(review)).toEqual({ ok: true, value: { status: 'pending' } });
    expect(creditJobs(world)).toHaveLength(1);
    expect(world.stored().value.journey.creditSubmission?.number).toBe(1);
  });

  it('puts the application on hold without an enquiry while Authorised Officer (2) has no ID check', async () => {
    const world = aCreditCheckWorld(anApplicationAtReview(withSecondary(false)));
    expect(await world.submit.execute(review)).toEqual({
      ok: true,
      value: { status: 'decided', result: 'secondary_idscan_not_complete' },
    });
    expect(world.stored().value.journey).toMatchObject({
      status: 'reviewAndSignContract',
      statusCreditCheck: 'waitingForSecondary',
      primaryApplicant: { applicationReviewStatus: 'completed' },
    });
    expect(world.stored().value.journey.creditSubmission).toBeUndefined();
    expect(creditJobs(world)).toHaveLength(0);
    // A second click while it waits changes nothing.
    await world.submit.execute(review);
    expect(world.stored().version).toBe(2);
  });

  it('lets the secondary resubmit once their ID check is done, making the one enquiry', async () => {
    const world = aCreditCheckWorld(
      anApplicationAtReview({
        ...withSecondary(true),
        status: 'reviewAndSignContract',
        statusCreditCheck: 'waitingForSecondary',
      }),
    );
    const resubmit = { user: secondaryUser, applicationId: 'app-1', submission: 'resubmission' } as const;
    const answers = await Promise.all([world.submit.execute(resubmit), world.submit.execute(resubmit)]);
    expect(answers).toEqual([
      { ok: true, value: { status: 'pending' } },
      { ok: true, value: { status: 'pending' } },
    ]);
    expect(creditJobs(world).map((job) => job.key)).toEqual(['app-1:1']);
    expect(world.stored().value.journey).toMatchObject({
      statusCreditCheck: 'awaitingDecision',
      status: 'reviewAndSignContract',
    });
  });

  it('keeps waiting when the secondary resubmits before finishing their ID check', async () => {
    const world = aCreditCheckWorld(
      anApplicationAtReview({
        ...withSecondary(false),
        status: 'reviewAndSignContract',
        statusCreditCheck: 'waitingForSecondary',
      }),
    );
    expect(
      await world.submit.execute({ user: secondaryUser, applicationId: 'app-1', submission: 'resubmission' }),
    ).toMatchObject({
      ok: true,
      value: { result: 'secondary_idscan_not_complete' },
    });
    expect(world.stored().version).toBe(1);
  });

  it.each([
    ['a stranger', { user: stranger, applicationId: 'app-1', submission: 'review' }, 'FORBIDDEN', undefined],
    [
      'the secondary reviewing',
      { user: secondaryUser, applicationId: 'app-1', submission: 'review' },
      'FORBIDDEN',
      'CREDIT_CHECK.ONLY_PRIMARY_REVIEWS',
    ],
    [
      'a resubmission that is not waiting',
      { user: primaryUser, applicationId: 'app-1', submission: 'resubmission' },
      'NOT_ALLOWED',
      'CREDIT_CHECK.NOT_WAITING',
    ],
    [
      'an unknown application',
      { user: primaryUser, applicationId: 'app-2', submission: 'review' },
      'FORBIDDEN',
      undefined,
    ],
  ] as const)('refuses %s, storing nothing', async (_case, command, code, reason) => {
    const world = aCreditCheckWorld(anApplicationAtReview(withSecondary(false)));
    const result = await world.submit.execute(command);
    expect(result).toMatchObject({ ok: false, error: { code } });
    if (reason) expect(result).toMatchObject({ error: { details: { reason } } });
    expect(world.stored().version).toBe(1);
    expect(creditJobs(world)).toHaveLength(0);
  });

  it.each([
    [
      'the application is not at its review',
      { status: 'businessDetails' as const },
      'CREDIT_CHECK.NOT_AT_REVIEW',
    ],
    [
      "the primary's ID check is missing",
      { primaryApplicant: { userId: 'ada', privacyConsent: 'confirmed' } },
      'CREDIT_CHECK.REVIEW_NOT_READY',
    ],
    [
      'the privacy consent is missing',
      { primaryApplicant: { userId: 'ada', identityVerificationStatus: 'completed' } },
      'CREDIT_CHECK.REVIEW_NOT_READY',
    ],
  ])('refuses the review when %s', async (_case, changes, reason) => {
    const world = aCreditCheckWorld(anApplicationAtReview(changes));
    expect(await world.submit.execute(review)).toMatchObject({ ok: false, error: { details: { reason } } });
    expect(world.stored().version).toBe(1);
  });
});

describe('the credit enquiry job and the decision (decision 1660)', () => {
  it('submits the enquiry, stays pending until the service decides, then stores the decision and announces it', async () => {
    const world = aCreditCheckWorld();
    await world.submit.execute(review);
    const undecided = await world.runJob();
    // Still deciding: the queue polls in 10 s without using an attempt (decision 2104).
    expect(undecided).toBeInstanceOf(PollAgain);
    expect(undecided).toMatchObject({
      message: 'the credit decision service has not decided yet',
      afterMs: CREDIT_DECISION_POLL_MS,
    });
    expect(world.bureau.enquiries).toMatchObject([
      {
        reference: 'app-1:1',
        business: { name: 'Coastal Plumbing Pty Ltd', businessNumber: '53004085616' },
        requestedLimit: 100_000,
        personalGuarantee: true,
        applicants: [{ name: 'Ada Lovelace', role: 'primary', identityVerified: true }],
      },
    ]);
    expect(world.stored().value.journey).toMatchObject({
      statusCreditCheck: 'awaitingDecision',
      creditSubmission: { enquiryId: 'CE-1' },
    });
    expect(await world.read.execute(primaryUser, 'app-1')).toEqual({ ok: true, value: [] });

    world.bureau.decisions.set('app-1:1', 'approved');
    expect(await world.runJob()).toBeUndefined();
    expect(world.bureau.enquiries).toHaveLength(1);
    expect(world.stored().value.journey).toMatchObject({
      statusCreditCheck: 'approved',
      creditSubmission: { result: 'approved', decidedAt: '2026-11-24T10:00:04.000Z' },
    });
    expect(world.announced).toEqual(['app-1']);
    expect(await world.read.execute(primaryUser, 'app-1')).toEqual({
      ok: true,
      value: [{ id_reference_internal: 'CE-1', status: 'decided', result: 'approved' }],
    });
    // Run again after a crash: nothing more is asked or stored.
    const version = world.stored().version;
    expect(await world.runJob()).toBeUndefined();
    expect(world.stored().version).toBe(version);
  });

  it.each([
    ['declined', 'declined'],
    ['refer', 'referred'],
  ] as const)('maps the decision %s to the credit status %s', async (result, status) => {
    const world = aCreditCheckWorld();
    await world.submit.execute(review);
    world.bureau.decisions.set('app-1:1', result);
    expect(await world.runJob()).toBeUndefined();
    expect(world.stored().value.journey.statusCreditCheck).toBe(status);
  });

  it('reads a decision the job has not collected yet when the waiting screen checks', async () => {
    const world = aCreditCheckWorld();
    await world.submit.execute(review);
    await world.runJob();
    world.bureau.decisions.set('app-1:1', 'approved');
    expect(await world.read.execute(secondaryUser, 'app-1')).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(await world.read.execute(primaryUser, 'app-1')).toMatchObject({
      ok: true,
      value: [{ result: 'approved' }],
    });
    expect(world.stored().value.journey.statusCreditCheck).toBe('approved');
  });

  it('answers undecided when the service has not answered within two seconds, and the job collects the decision', async () => {
    const world = aCreditCheckWorld();
    await world.submit.execute(review);
    await world.runJob();
    world.bureau.decisions.set('app-1:1', 'approved');
    world.bureau.slow = true;
    const reading = world.read.execute(primaryUser, 'app-1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(world.timer.asked).toEqual([CREDIT_ENQUIRY_READ_LIMIT_MS]);
    expect(CREDIT_ENQUIRY_READ_LIMIT_MS).toBe(2_000);
    world.timer.elapse();
    expect(await reading).toEqual({ ok: true, value: [] });
    expect(world.stored().value.journey.statusCreditCheck).toBe('awaitingDecision');

    world.bureau.slow = false;
    world.bureau.answer();
    expect(await world.runJob()).toBeUndefined();
    expect(world.stored().value.journey.statusCreditCheck).toBe('approved');
    // The decision enters the trail as the service's, once, with the status it mapped to.
    expect(
      world.unitOfWork.audit.filter((entry) => entry.action === 'application.credit-check.decided'),
    ).toEqual([
      expect.objectContaining({
        actor: 'partner:credit-decision-service',
        applicationId: 'app-1',
        details: { reference: 'app-1:1', result: 'approved', statusCreditCheck: 'approved' },
      }),
    ]);
  });

  it('leaves the application as it was while the service is down, and the retried job finishes the work', async () => {
    const world = aCreditCheckWorld();
    await world.submit.execute(review);
    const before = structuredClone(world.stored());
    world.bureau.down = true;
    expect(await world.runJob()).toMatchObject({ code: 'PARTNER_UNAVAILABLE' });
    expect(await world.read.execute(primaryUser, 'app-1')).toEqual({ ok: true, value: [] });
    expect(world.stored()).toEqual(before);

    world.bureau.down = false;
    world.bureau.decisions.set('app-1:1', 'approved');
    expect(await world.runJob()).toBeUndefined();
    expect(world.bureau.enquiries).toHaveLength(1);
    expect(world.stored().value.journey.statusCreditCheck).toBe('approved');
  });

  it('keeps a status a person set before the decision came', async () => {
    const world = aCreditCheckWorld();
    await world.submit.execute(review);
    const stored = world.stored();
    world.unitOfWork.applications.set('app-1', {
      value: { ...stored.value, journey: { ...stored.value.journey, statusCreditCheck: 'referred' } },
      version: stored.version + 1,
    });
    world.bureau.decisions.set('app-1:1', 'approved');
    await world.runJob();
    expect(world.stored().value.journey).toMatchObject({
      statusCreditCheck: 'referred',
      creditSubmission: { result: 'approved' },
    });
  });
});
