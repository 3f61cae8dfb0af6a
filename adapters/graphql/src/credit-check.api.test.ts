import { GetCurrentApplication } from '@lease-portal/domain';
import {
  aCreditCheckWorld,
  anApplicationAtReview,
  creditJobs,
  primaryUser,
  secondaryUser,
  stranger,
  withSecondary,
} from '@lease-portal/domain/src/credit-bureau/testing/credit-check-world';
import { customerDependenciesOf } from './testing/customer-test-support';
import { aCustomerWorld } from '@lease-portal/domain/src/customer/testing/customer-world';
import { anAccountsWorld } from '@lease-portal/domain/src/accounts/testing/accounts-world';
import type { GraphqlContext } from './context';
import { accountsDependenciesOf, signedInAs } from './testing/accounts-test-support';
import { creditCheckDependenciesOf } from './testing/credit-check-test-support';
import { aFleetCoProfile, anonymous, aTestServer, testServerDependencies } from './testing/test-server';
import { parse, subscribe } from 'graphql';
import { subscriptionServing } from './subscriptions';
import { CREDIT_DECISION_POLL_MS } from './resolvers/credit-check';

const SUBMIT = `mutation ($payload: CreditCheckSubmissionInput!) {
  submitCreditCheck(payload: $payload) { id_reference_internal status result }
}`;
const CHECK = `query ($param: String!) { creditCheck(param: $param, applicationType: standard) { id_reference_internal status result } }`;

function anApi(application = anApplicationAtReview()) {
  const world = aCreditCheckWorld(application);
  const applications = {
    ofUser: async (userId: string) =>
      [...world.unitOfWork.applications.values()].filter(({ value }) =>
        [value.orgUserId, value.journey.secondaryApplicant?.userId].includes(userId),
      ),
  };
  // The operation guard reads the same application, as the portal's storage serves both.
  const accounts = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
  accounts.applications.add(application);
  const { server } = aTestServer({
    accounts: accountsDependenciesOf(accounts),
    creditCheck: creditCheckDependenciesOf(world),
    customer: {
      ...customerDependenciesOf(aCustomerWorld(anAccountsWorld())),
      getCurrentApplication: new GetCurrentApplication(applications),
    },
  });
  const call = async (query: string, variables: Record<string, unknown>, contextValue: GraphqlContext) => {
    const response = await server.executeOperation({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    return { data, code: errors?.[0]?.extensions?.code, reason: errors?.[0]?.extensions?.reason };
  };
  return { world, call };
}

describe('submitCreditCheck', () => {
  it("submits the primary's review once and answers pending until the service decides", async () => {
    const api = anApi();
    const answer = await api.call(
      SUBMIT,
      { payload: { applicationId: 'app-1', testing: 'accept' } },
      signedInAs(primaryUser),
    );
    expect(answer).toEqual({
      data: { submitCreditCheck: { id_reference_internal: null, status: 'pending', result: null } },
      code: undefined,
      reason: undefined,
    });
    expect(creditJobs(api.world)).toHaveLength(1);
  });

  it('answers the on-hold result while Authorised Officer (2) has no ID check', async () => {
    const api = anApi(anApplicationAtReview(withSecondary(false)));
    const answer = await api.call(
      SUBMIT,
      { payload: { applicationId: 'app-1', testing: 'accept' } },
      signedInAs(primaryUser),
    );
    expect(answer.data).toEqual({
      submitCreditCheck: {
        id_reference_internal: null,
        status: 'decided',
        result: 'secondary_idscan_not_complete',
      },
    });
  });

  it.each([
    ['an anonymous caller', anonymous, 'UNAUTHENTICATED'],
    ['a stranger', signedInAs(stranger), 'FORBIDDEN'],
    ['the secondary, for the review', signedInAs(secondaryUser), 'FORBIDDEN'],
  ])('refuses %s', async (_who, context, code) => {
    const api = anApi(anApplicationAtReview(withSecondary(false)));
    const answer = await api.call(
      SUBMIT,
      { payload: { applicationId: 'app-1', testing: 'accept' } },
      context,
    );
    expect({ data: answer.data, code: answer.code }).toEqual({ data: null, code });
    expect(api.world.stored().version).toBe(1);
  });

  it('refuses a testing value other than the review’s as bad input', async () => {
    const api = anApi();
    const answer = await api.call(
      SUBMIT,
      { payload: { applicationId: 'app-1', testing: 'decline' } },
      signedInAs(primaryUser),
    );
    expect(answer.code).toBe('BAD_USER_INPUT');
  });
});

describe('creditCheck', () => {
  it("answers the decided result of the applicant's own application, named by its id's first characters", async () => {
    const api = anApi();
    await api.world.submit.execute({ user: primaryUser, applicationId: 'app-1', submission: 'review' });
    expect((await api.call(CHECK, { param: 'app-13' }, signedInAs(primaryUser))).data).toEqual({
      creditCheck: [],
    });
    await api.world.runJob();
    api.world.bureau.decisions.set('app-1:1', 'refer');
    expect((await api.call(CHECK, { param: 'app-13' }, signedInAs(primaryUser))).data).toEqual({
      creditCheck: [{ id_reference_internal: 'CE-1', status: 'decided', result: 'refer' }],
    });
  });

  it.each([
    ['another param', 'app-23', signedInAs(primaryUser), 'FORBIDDEN'],
    ['a stranger', 'app-13', signedInAs(stranger), 'FORBIDDEN'],
    ['an anonymous caller', 'app-13', anonymous, 'UNAUTHENTICATED'],
  ])('refuses %s', async (_case, param, context, code) => {
    const api = anApi();
    const answer = await api.call(CHECK, { param }, context);
    expect({ data: answer.data, code: answer.code }).toEqual({ data: null, code });
  });
});

describe('creditDecision', () => {
  const DECISION = parse(
    'subscription ($applicationId: ID!) { creditDecision(applicationId: $applicationId) { id_reference_internal status result } }',
  );

  function aSubscription(world = aCreditCheckWorld(), creditCheck = creditCheckDependenciesOf(world)) {
    const accounts = anAccountsWorld({ orgProfiles: [aFleetCoProfile()] });
    const serving = subscriptionServing(
      testServerDependencies({ accounts: accountsDependenciesOf(accounts), creditCheck }),
    );
    return (contextValue: GraphqlContext) =>
      subscribe({
        schema: serving.schema,
        document: DECISION,
        contextValue,
        variableValues: { applicationId: 'app-1' },
      });
  }

  it('sends the decision once, as soon as it is stored and announced', async () => {
    const world = aCreditCheckWorld();
    await world.submit.execute({ user: primaryUser, applicationId: 'app-1', submission: 'review' });
    const stream = (await aSubscription(world)(signedInAs(primaryUser))) as AsyncGenerator<unknown>;
    const next = stream.next();
    await world.runJob();
    world.bureau.decisions.set('app-1:1', 'approved');
    const startedAt = Date.now();
    await world.runJob();
    expect(await next).toEqual({
      done: false,
      value: {
        data: { creditDecision: { id_reference_internal: 'CE-1', status: 'decided', result: 'approved' } },
      },
    });
    // Woken by the announcement, not by its poll.
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  describe('once its client has left', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('ends at once and reads the stored decision no more, however long the service takes', async () => {
      const world = aCreditCheckWorld();
      await world.submit.execute({ user: primaryUser, applicationId: 'app-1', submission: 'review' });
      let reads = 0;
      const counted = {
        ...creditCheckDependenciesOf(world),
        readCreditCheck: {
          execute: (...args: Parameters<typeof world.read.execute>) => (reads++, world.read.execute(...args)),
        },
      };
      const stream = (await aSubscription(
        world,
        counted,
      )(signedInAs(primaryUser))) as AsyncGenerator<unknown>;
      const waiting = stream.next();
      await jest.advanceTimersByTimeAsync(CREDIT_DECISION_POLL_MS + 100);
      expect(reads).toBe(2);

      // graphql-ws calls return() when the client completes the subscription or its socket closes.
      const returned = stream.return(undefined);
      await jest.advanceTimersByTimeAsync(CREDIT_DECISION_POLL_MS * 5);
      expect(reads).toBe(2);
      expect(world.decisions.waiting).toBe(0);
      await expect(returned).resolves.toEqual({ done: true, value: undefined });
      await expect(waiting).resolves.toEqual({ done: true, value: undefined });
    });
  });

  it.each([
    ['an anonymous caller', anonymous, 'UNAUTHENTICATED'],
    ['a stranger', signedInAs(stranger), 'FORBIDDEN'],
  ])('refuses %s at once', async (_who, context, code) => {
    const answer = await aSubscription()(context);
    expect(answer).toMatchObject({
      errors: [{ originalError: { code: code === 'FORBIDDEN' ? 'FORBIDDEN' : 'UNAUTHENTICATED' } }],
    });
  });
});
