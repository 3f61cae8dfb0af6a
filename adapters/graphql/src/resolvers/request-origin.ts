import type { LeadOrigin } from '@lease-portal/domain';
import type { GraphqlContext } from '../context';
import type { GraphqlDependencies } from '../dependencies';

/** Who a public request reached, decided by the server from its host, never by what the client says. */
export async function requestOrigin(deps: GraphqlDependencies, context: GraphqlContext): Promise<LeadOrigin> {
  const [profile] = await deps.getOrgProfilesByDomain.execute(context.host);
  if (!profile) throw new Error('the organisation lookup answered no profile');
  return { orgId: profile.orgId, region: profile.region };
}
