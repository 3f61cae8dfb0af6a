import {
  contactDetailsFor,
  DEFAULT_THEME_COLOUR,
  footerTextColour,
  isSpecialIntroducer,
  type FooterTextColour,
  type HeaderLink,
  type OrgProfile,
  type Region,
} from '@lease-portal/domain';

/** Everything the page chrome shows for one organisation, the region's defaults filled in. */
export interface Brand {
  region: Region;
  companyName: string;
  headerLogo?: string;
  /** The login page's logos (organisation profile 'login-page logos'); the left one falls back to the header logo. */
  loginLogos: { left?: string; right?: string };
  headerLogoLink?: string;
  headerLinks: HeaderLink[];
  headerColour?: string;
  headerImage?: string;
  partnerLogo?: string;
  primaryColour: string;
  footerColour?: string;
  footerTextColour: FooterTextColour;
  footerText?: string;
  phoneNumber: string;
  supportEmail: string;
  website?: string;
  termsLink: string;
  privacyPolicy: string;
}

/**
 * The page's brand. `specialIntroducerAbn` is the deployment's special introducer (app config):
 * its organisations show no partner logo (journey §2, decision 1540).
 */
export function brandOf(profile: OrgProfile, region: Region, specialIntroducerAbn?: string): Brand {
  const { calculator, theme } = profile;
  const contacts = contactDetailsFor(region, profile);
  return {
    region,
    companyName: contacts.companyName,
    headerLogo: calculator.headerLogo ?? theme.primaryLogo,
    loginLogos: {
      left: profile.loginLogos.left ?? calculator.headerLogo ?? theme.primaryLogo,
      right: profile.loginLogos.right,
    },
    headerLogoLink: calculator.headerLogoLink,
    headerLinks: calculator.headerLinks,
    headerColour: calculator.headerColour,
    headerImage: calculator.headerImage,
    partnerLogo: isSpecialIntroducer(profile.whiteLabel.introducerAbn, specialIntroducerAbn)
      ? undefined
      : (calculator.primaryLogoRight ?? theme.rightLogo),
    primaryColour: theme.primaryColour ?? DEFAULT_THEME_COLOUR,
    footerColour: calculator.footerColour,
    footerTextColour: footerTextColour(calculator.footerColour),
    footerText: theme.footerText ?? calculator.footerText,
    phoneNumber: contacts.phoneNumber,
    supportEmail: contacts.email,
    website: theme.website,
    termsLink: contacts.termsLink,
    privacyPolicy: contacts.privacyLink,
  };
}
