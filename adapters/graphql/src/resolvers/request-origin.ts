import { genericErrorDialog, regionDefaults, type LeadOrigin } from '@lease-portal/domain';
import type { GraphqlContext } from '../context';
import type { GraphqlDependencies } from '../dependencies';

/** Who a public request reached, decided by the server from its host, never by what the client says. */
export interface RequestOrigin extends LeadOrigin {
  /** The generic error text with the organisation's support contacts, for a partner failure. */
  partnerFailureMessage: string;
}

export async function requestOrigin(
  deps: GraphqlDependencies,
  context: GraphqlContext,
): Promise<RequestOrigin> {
  const [profile] = await deps.getOrgProfilesByDomain.execute(context.host);
  if (!profile) throw new Error('the organisation lookup answered no profile');
  const defaults = regionDefaults(profile.region).contacts;
  const contacts = {
    email: profile.theme.email ?? defaults.email,
    phoneNumber: profile.calculator.phoneNumber ?? profile.theme.phoneNumber ?? defaults.phoneNumber,
  };
  return {
    orgId: profile.orgId,
    region: profile.region,
    partnerFailureMessage: genericErrorDialog(profile.region, contacts).body,
  };
}
