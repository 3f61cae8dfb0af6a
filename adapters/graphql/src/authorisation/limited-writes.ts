import { normalisedEmailAddress, REQUEST_LIMITS, type RequestLimit } from '@lease-portal/domain';
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphqlContext } from '../context';
import type { GraphqlDependencies } from '../dependencies';

type AnyResolver = (
  parent: unknown,
  args: Record<string, unknown>,
  context: GraphqlContext,
  info: GraphQLResolveInfo,
) => unknown;

interface LimitedWrite {
  limit: RequestLimit;
  /** Whether this call counts; every call when absent. */
  counts?: (args: Record<string, unknown>, context: GraphqlContext) => boolean;
}

/**
 * The mutations counted against request limits before they run (decision 2042): every write an
 * anonymous visitor may make (sign-in has its own throttle, decision 0703; setting a password needs
 * the mailed link's secret), and e-mailing the lease documents to an address other than the signed-in
 * officer's own. The test of this file checks no public write is missing.
 */
export const LIMITED_WRITES: Readonly<Record<string, LimitedWrite>> = {
  'Mutation.saveCalculatorLeadDialler': { limit: REQUEST_LIMITS.enquiry },
  'Mutation.saveCalculatorOnlineAccount': { limit: REQUEST_LIMITS.enquiry },
  'Mutation.sendRequestCallback': { limit: REQUEST_LIMITS.callBack },
  'Mutation.requestPasswordReset': { limit: REQUEST_LIMITS.passwordReset },
  'Mutation.recordAnalyticsEvent': { limit: REQUEST_LIMITS.analyticsEvent },
  'Mutation.sendWetSignatureEmail': {
    limit: REQUEST_LIMITS.leaseDocumentsMail,
    counts: (args, context) =>
      normalisedEmailAddress(String(args.email ?? '')) !== context.viewer?.user.email,
  },
};

/** When the HTTP layer gives no address, all such callers share one counter, as at sign-in. */
const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/** Wraps the limited mutations so each call is counted, and refused with RATE_LIMITED past its limit. */
export function limitedWrites<R extends object>(resolvers: R, deps: GraphqlDependencies): R {
  const wrapped = Object.entries(resolvers).map(([name, resolver]) => {
    const limited = LIMITED_WRITES[`Mutation.${name}`];
    if (!limited || typeof resolver !== 'function') return [name, resolver];
    const counted: AnyResolver = async (parent, args, context, info) => {
      if (!limited.counts || limited.counts(args, context)) {
        const viewer = context.viewer?.user;
        const orgId = viewer?.orgId ?? (await deps.getOrgProfilesByDomain.execute(context.host))[0]?.orgId;
        const admitted = await deps.accounts.limitRequests.admit(limited.limit, {
          clientAddress: context.clientAddress ?? UNKNOWN_CLIENT_ADDRESS,
          orgId: orgId ?? `host:${context.host}`,
          ...(viewer ? { userId: viewer.id } : {}),
        });
        if (!admitted.ok) throw admitted.error;
      }
      return (resolver as AnyResolver)(parent, args, context, info);
    };
    return [name, counted];
  });
  return Object.fromEntries(wrapped) as R;
}
