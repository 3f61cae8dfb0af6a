import { DomainError, type OrganisationSettings, type OrgProfile } from '@lease-portal/domain';
import type { Output } from '../output';
import type { CommandContext } from '../services';
import { confirmChange } from './confirm-change';
import { signedInStaff } from './signed-in';

export interface SettingsOptions {
  name?: string;
  domain?: string[];
  primaryColour?: string;
  primaryLogo?: string;
  rightLogo?: string;
  headerLogo?: string;
  loginLogoLeft?: string;
  loginLogoRight?: string;
  footerText?: string;
  phone?: string;
  email?: string;
  website?: string;
  termsLink?: string;
  privacyLink?: string;
  businessNumber?: string;
  introducerName?: string;
  introducerNumber?: string;
  calculator?: string;
  manufacturers?: string;
  yes?: boolean;
  json?: boolean;
}

/** The settings' option names, for the refusals: the domain names fields, the operator typed options. */
const OPTION_OF: Record<string, string> = {
  orgId: '--id',
  region: '--region',
  name: '--name',
  domains: '--domain',
  primaryColour: '--primary-colour',
  primaryLogo: '--primary-logo',
  rightLogo: '--right-logo',
  headerLogo: '--header-logo',
  loginLogoLeft: '--login-logo-left',
  loginLogoRight: '--login-logo-right',
  footerText: '--footer-text',
  phoneNumber: '--phone',
  email: '--email',
  website: '--website',
  termsLink: '--terms-link',
  privacyLink: '--privacy-link',
  businessNumber: '--business-number',
  introducerName: '--introducer-name',
  introducerNumber: '--introducer-number',
  calculatorEnabled: '--calculator',
  manufacturersEnabled: '--manufacturers',
};

function onOff(option: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const given = value.trim().toLowerCase();
  if (given === 'on') return true;
  if (given === 'off') return false;
  throw new DomainError('BAD_INPUT', `${option}: on or off, not '${value}'`);
}

function settingsOf(options: SettingsOptions): OrganisationSettings {
  return {
    name: options.name,
    domains: options.domain?.flatMap((each) => each.split(',')),
    primaryColour: options.primaryColour,
    primaryLogo: options.primaryLogo,
    rightLogo: options.rightLogo,
    headerLogo: options.headerLogo,
    loginLogoLeft: options.loginLogoLeft,
    loginLogoRight: options.loginLogoRight,
    footerText: options.footerText,
    phoneNumber: options.phone,
    email: options.email,
    website: options.website,
    termsLink: options.termsLink,
    privacyLink: options.privacyLink,
    businessNumber: options.businessNumber,
    introducerName: options.introducerName,
    introducerNumber: options.introducerNumber,
    calculatorEnabled: onOff('--calculator', options.calculator),
    manufacturersEnabled: onOff('--manufacturers', options.manufacturers),
  };
}

/** Each refused field on its own line, named by the option the operator typed. */
function withOptionNames(error: DomainError): DomainError {
  const fields = error.details?.fields as Record<string, string[]> | undefined;
  if (!fields) return error;
  const lines = Object.entries(fields).map(
    ([field, messages]) => `${OPTION_OF[field] ?? field}: ${messages.join('; ')}`,
  );
  return new DomainError(error.code, `${lines.join('\n')}\nNothing was saved.`, error.details);
}

function report(out: Output, verb: string, profile: OrgProfile): void {
  out.line(`${profile.name} (${profile.orgId}) ${verb}; the portal shows it on the next page load.`);
  out.line(`  Region:   ${profile.region}`);
  out.line(`  Domains:  ${profile.whiteLabel.domains.join(', ')}`);
}

/** `org create`: administrators add an organisation (decision 1850). */
export async function createOrganisation(
  { open, out }: CommandContext,
  options: SettingsOptions & { id: string; region: string },
) {
  const settings = settingsOf(options);
  const services = await open();
  const member = await signedInStaff(services);
  await confirmChange(services, options, `Create organisation ${options.id} (${options.region})?`);
  const created = await services.organisations.create.execute(member, {
    ...settings,
    orgId: options.id,
    region: options.region.trim().toUpperCase(),
  });
  if (!created.ok) throw withOptionNames(created.error);
  if (options.json) return out.json(created.value);
  report(out, 'is created', created.value);
}

/** `org update`: administrators change an organisation's settings (decision 1850). */
export async function updateOrganisation(
  { open, out }: CommandContext,
  orgId: string,
  options: SettingsOptions,
) {
  const settings = settingsOf(options);
  const services = await open();
  const member = await signedInStaff(services);
  await confirmChange(services, options, `Save these settings on ${orgId}?`);
  const updated = await services.organisations.update.execute(member, orgId, settings);
  if (!updated.ok) throw withOptionNames(updated.error);
  if (options.json) return out.json(updated.value);
  report(out, 'is saved', updated.value);
}
