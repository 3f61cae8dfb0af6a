import { useMemo } from 'react';
import { brandOf, type Brand } from './brand';
import { useOrgProfile } from './org-profile-context';

/** The branding of this page: the organisation's profile with the region's defaults filled in. */
export function useBrand(): Brand {
  const { profile, region } = useOrgProfile();
  return useMemo(() => brandOf(profile, region), [profile, region]);
}
