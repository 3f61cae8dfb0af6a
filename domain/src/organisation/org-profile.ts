import type { Region } from '../shared/region';

export interface HeaderLink {
  menuTitle: string;
  menuUrl: string;
}

/** Branding of the public calculator and dashboard (calculator §3, 'Organisation profile'). */
export interface CalculatorBranding {
  headerLogo?: string;
  headerLogoLink?: string;
  headerLinks: HeaderLink[];
  headerColour?: string;
  headerImage?: string;
  footerColour?: string;
  disclaimerText?: string;
  footerText?: string;
  phoneNumber?: string;
  primaryLogoRight?: string;
}

/** Branding of the applicant journey (journey §3, 'Organisation profile'). */
export interface JourneyBranding {
  primaryLogo?: string;
  rightLogo?: string;
  primaryImage?: string;
  primaryColour?: string;
  phoneNumber?: string;
  email?: string;
  website?: string;
  footerText?: string;
  disclaimerHtml?: string;
}

export interface WhiteLabel {
  region: Region;
  enableWhiteLabel: boolean;
  domains: string[];
  /** The provider's own business number (ABN in AU, NZBN in NZ). */
  abn?: string;
  introducerName?: string;
  /** The introducer's business number; one particular introducer changes documents and hides the partner logo. */
  introducerAbn?: string;
  termsLink?: string;
  privacyPolicy?: string;
}

export interface PricingConfiguration {
  calculator: { isCalculatorEnabled: boolean; manufacturersEnabled: boolean };
}

export interface LoginLogos {
  left?: string;
  right?: string;
}

/** How the organisation's customers sign their lease (decision 1701). */
export interface ContractSigningSettings {
  /** Each lease signed electronically is witnessed: a witness signs after Authorised Officer (1). */
  witnessRequired: boolean;
}

/** One organisation that offers the portal under its own brand, found by the request's host domain. */
export interface OrgProfile {
  orgId: string;
  name: string;
  region: Region;
  whiteLabel: WhiteLabel;
  calculator: CalculatorBranding;
  pricingConfiguration: PricingConfiguration;
  theme: JourneyBranding;
  loginLogos: LoginLogos;
  /** Absent: no witness is required. */
  contractSigning?: ContractSigningSettings;
}
