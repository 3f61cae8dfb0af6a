import type { Region } from '../shared/region';
import type { OrgProfile } from './org-profile';
import { PROVIDER_NAME, regionDefaults, type RegionContacts } from './region-defaults';

export interface ContactDetails extends RegionContacts {
  /** The introducer's name where the profile gives one, else the provider's. */
  companyName: string;
}

const filled = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/**
 * The contacts shown in footers, waiting screens and error dialogs: the organisation's own where its
 * profile gives them, else the region's defaults (journey §9 'Default contacts').
 */
export function contactDetailsFor(region: Region, profile?: OrgProfile): ContactDetails {
  const defaults = regionDefaults(region).contacts;
  return {
    phoneNumber:
      filled(profile?.theme.phoneNumber) ?? filled(profile?.calculator.phoneNumber) ?? defaults.phoneNumber,
    email: filled(profile?.theme.email) ?? defaults.email,
    termsLink: filled(profile?.whiteLabel.termsLink) ?? defaults.termsLink,
    privacyLink: filled(profile?.whiteLabel.privacyPolicy) ?? defaults.privacyLink,
    companyName: filled(profile?.whiteLabel.introducerName) ?? PROVIDER_NAME,
  };
}
