import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Spinner } from '@blueprintjs/core';
import { defaultOrgProfile } from '@lease-portal/domain';
import { GetOrgProfilesByDomain } from '../../features/organisation/graphql/getOrgProfilesByDomain';
import { ErrorPage } from '../../features/errors/components/ErrorPage';
import { OrgProfileContext, type OrgProfileValue } from '../../shared/organisation/org-profile-context';
import { withoutNulls } from '../../shared/organisation/without-nulls';
import type { GetOrgProfilesByDomainQuery } from '../../gql/graphql';

/** The provider's own brand, in the calculator's default region. */
const fallback = defaultOrgProfile();
const UNBRANDED: OrgProfileValue = { profile: fallback, region: fallback.region };

/** The profile that brands the page: the host's first, else the provider's own brand. */
export function orgProfileValue(data: GetOrgProfilesByDomainQuery | undefined): OrgProfileValue {
  const first = data?.getOrgProfilesByDomain[0];
  if (!first) return UNBRANDED;
  const profile = withoutNulls(first);
  return { profile, region: profile.region };
}

/**
 * Looks up the organisation that owns this host name once, at start-up, and brands everything
 * below it. No matching profile means the provider's default profile; a failed lookup, the error page.
 */
export function OrgProfileProvider({ children }: { children: ReactNode }) {
  const { data, error, loading } = useQuery(GetOrgProfilesByDomain, {
    variables: { domain: window.location.host },
  });
  const value = useMemo(() => orgProfileValue(data), [data]);

  if (loading) {
    return (
      <div className="lp-loading">
        <Spinner aria-label="Loading" />
      </div>
    );
  }
  if (error) {
    return (
      <OrgProfileContext.Provider value={UNBRANDED}>
        <main className="lp-main">
          <ErrorPage />
        </main>
      </OrgProfileContext.Provider>
    );
  }
  return <OrgProfileContext.Provider value={value}>{children}</OrgProfileContext.Provider>;
}
