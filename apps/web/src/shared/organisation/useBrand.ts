import { useContext, useMemo } from 'react';
import { AppConfigContext } from '../config/app-config-context';
import { brandOf, type Brand } from './brand';
import { useOrgProfile } from './org-profile-context';

/** The branding of this page: the organisation's profile with the region's defaults filled in. */
export function useBrand(): Brand {
  const { profile, region } = useOrgProfile();
  const specialIntroducerAbn = useContext(AppConfigContext)?.specialIntroducerAbn;
  return useMemo(
    () => brandOf(profile, region, specialIntroducerAbn),
    [profile, region, specialIntroducerAbn],
  );
}
