import { creditCheckErrors, DomainError, type CreditCheckAnswer } from '@lease-portal/domain';
import type { GraphqlDependencies } from '../dependencies';
import type {
  CreditCheckResult,
  MutationResolvers,
  QueryResolvers,
  SubscriptionResolvers,
} from '../generated/graphql';
import { endingOnReturn } from './ending-on-return';
import { valueOf, viewerOf } from './resolver-helpers';

/** The wire's fixed value that marks the primary's review; a resubmission sends none (journey §7). */
const REVIEW_TESTING_VALUE = 'accept';

/** The journey's param for an application: the first 8 characters of its id plus '3' (journey §7). */
const creditCheckParamOf = (applicationId: string): string => `${applicationId.slice(0, 8)}3`;

const resultOf = (answer: CreditCheckAnswer): CreditCheckResult => ({
  id_reference_internal: answer.id_reference_internal ?? null,
  status: answer.status,
  result: answer.result ?? null,
});

/**
 * submitCreditCheck (journey §7): the review ('accept') or a resubmission of the named application,
 * by its own officers only (decision 1660).
 */
export function creditCheckMutationResolvers(
  deps: GraphqlDependencies,
): Pick<Required<MutationResolvers>, 'submitCreditCheck'> {
  return {
    submitCreditCheck: async (_parent, { payload }, context) => {
      const review = payload.testing !== undefined && payload.testing !== null;
      if (review && payload.testing !== REVIEW_TESTING_VALUE)
        throw new DomainError('BAD_INPUT', "The review's testing value must be 'accept'.", {
          reason: 'CREDIT_CHECK.TESTING_VALUE_UNKNOWN',
        });
      return resultOf(
        valueOf(
          await deps.creditCheck.submitCreditCheck.execute({
            user: viewerOf(context),
            applicationId: payload.applicationId,
            submission: review ? 'review' : 'resubmission',
          }),
        ),
      );
    },
  };
}

/**
 * creditCheck (journey §7): the param names the signed-in applicant's current application by its
 * id's first characters; any other param is refused as someone else's application would be.
 */
export function creditCheckQueryResolvers(
  deps: GraphqlDependencies,
): Pick<Required<QueryResolvers>, 'creditCheck'> {
  return {
    creditCheck: async (_parent, { param }, context) => {
      const user = viewerOf(context);
      const current = await deps.customer.getCurrentApplication.execute(user);
      const applicationId = current?.value.applicationId;
      if (!applicationId || creditCheckParamOf(applicationId) !== param.trim()) {
        throw creditCheckErrors.notYourApplication();
      }
      return valueOf(await deps.creditCheck.readCreditCheck.execute(user, applicationId)).map(resultOf);
    },
  };
}

/**
 * How often a waiting subscription reads the stored decision even without an announcement: the
 * fallback for an announcement lost between replicas (decision 1660).
 */
export const CREDIT_DECISION_POLL_MS = 3_000;

/**
 * creditDecision (decision 1660): the decision of an application its own officer waits for, sent
 * once. The refusal comes at once, before any waiting: only the application's officers may listen.
 * Then it reads the stored decision whenever one is announced for the application, and on a short
 * poll, until there is one or the client leaves; once it has left, nothing is read (decision 2010).
 */
export function creditCheckSubscriptionResolvers(
  deps: GraphqlDependencies,
): Pick<Required<SubscriptionResolvers>, 'creditDecision'> {
  return {
    creditDecision: {
      subscribe: async (_parent, { applicationId }, context) => {
        const user = viewerOf(context);
        const read = () =>
          deps.creditCheck.readCreditCheck.execute(user, applicationId, { askService: false }).then(valueOf);
        const first = await read();
        return endingOnReturn(async function* (leaving) {
          let decided = first[0];
          while (!decided) {
            await deps.creditCheck.decisions.announcedOrAfter(
              applicationId,
              CREDIT_DECISION_POLL_MS,
              leaving,
            );
            if (leaving.aborted) return;
            decided = (await read())[0];
          }
          yield { creditDecision: resultOf(decided) };
        });
      },
    },
  };
}
