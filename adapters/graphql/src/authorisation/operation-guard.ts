import { accountErrors, type AuthoriseApplicant } from '@lease-portal/domain';
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphqlContext } from '../context';
import { PUBLIC_OPERATIONS } from './public-operations';

type AnyResolver = (
  parent: unknown,
  args: Record<string, unknown>,
  context: GraphqlContext,
  info: GraphQLResolveInfo,
) => unknown;

export interface OperationGuardDependencies {
  authoriseApplicant: Pick<AuthoriseApplicant, 'execute'>;
}

/**
 * Deny by default: wraps every resolver of a root type so that, before it runs, a non-public operation
 * needs a signed-in viewer (UNAUTHENTICATED), every `applicationId` it names (as an argument or a field
 * of an input) must be one the viewer is an applicant of, and every `userId` must be the viewer's own
 * (FORBIDDEN, the same for unknown and someone else's). New operations are guarded without a line of code.
 */
export function guardedOperations<R extends object>(
  rootType: 'Query' | 'Mutation',
  resolvers: R,
  deps: OperationGuardDependencies,
): R {
  const guarded = Object.entries(resolvers).map(([name, resolver]) => {
    if (PUBLIC_OPERATIONS.has(`${rootType}.${name}`) || typeof resolver !== 'function')
      return [name, resolver];
    const guard: AnyResolver = async (parent, args, context, info) => {
      const viewer = context.viewer;
      if (!viewer) throw accountErrors.signInRequired();
      if (userIdsIn(args).some((userId) => userId !== viewer.user.id)) throw accountErrors.forbidden();
      for (const applicationId of applicationIdsIn(args)) {
        const access = await deps.authoriseApplicant.execute(viewer.user, applicationId);
        if (!access.ok) throw access.error;
      }
      return (resolver as AnyResolver)(parent, args, context, info);
    };
    return [name, guard];
  });
  return Object.fromEntries(guarded) as R;
}

/** Values of the named key among the arguments and the fields of input objects, one level down. */
function valuesNamed(key: string, args: Record<string, unknown>): string[] {
  const places = [args, ...Object.values(args).filter(isPlainObject)];
  return places.flatMap((place) => {
    const value = place[key];
    return value === undefined || value === null ? [] : [String(value)];
  });
}

const applicationIdsIn = (args: Record<string, unknown>) => valuesNamed('applicationId', args);
const userIdsIn = (args: Record<string, unknown>) => valuesNamed('userId', args);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
