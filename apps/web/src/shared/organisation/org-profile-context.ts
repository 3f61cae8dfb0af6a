import { createContext, useContext } from 'react';
import type { OrgProfile, Region } from '@lease-portal/domain';

/** The organisation that brands this page (the provider's default profile when none claims the host). */
export interface OrgProfileValue {
  profile: OrgProfile;
  region: Region;
}

export const OrgProfileContext = createContext<OrgProfileValue | undefined>(undefined);

export function useOrgProfile(): OrgProfileValue {
  const value = useContext(OrgProfileContext);
  if (!value) throw new Error('useOrgProfile needs an OrgProfileContext provider');
  return value;
}
