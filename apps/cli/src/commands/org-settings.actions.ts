import {
  DomainError,
  newOrganisationErrors,
  organisationSettingsErrors,
  type OrganisationSettings,
  type OrgProfile,
} from '@lease-portal/domain';
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

/** On or off; `problems` keeps a wrong word by its field, to be reported with every other one. */
function onOff(
  field: string,
  value: string | undefined,
  problems: Record<string, string>,
): boolean | undefined {
  if (value === undefined) return undefined;
  const given = value.trim().toLowerCase();
  if (given === 'on') return true;
  if (given === 'off') return false;
  problems[field] = `on or off, not '${value}'`;
  return undefined;
}

/** The settings the options give, and the options' own problems (an on/off that is neither). */
function settingsOf(options: SettingsOptions): {
  settings: OrganisationSettings;
  problems: Record<string, string>;
} {
  const problems: Record<string, string> = {};
  const settings: OrganisationSettings = {
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
    calculatorEnabled: onOff('calculatorEnabled', options.calculator, problems),
    manufacturersEnabled: onOff('manufacturersEnabled', options.manufacturers, problems),
  };
  return { settings, problems };
}

/** The options' problems with every one the domain finds, in one refusal: one round, nothing saved. */
function refuseAll(problems: Record<string, string>, others: Record<string, string>): DomainError {
  const fields = Object.fromEntries(
    Object.entries({ ...others, ...problems }).map(([field, message]) => [field, [message]]),
  );
  return withOptionNames(new DomainError('BAD_INPUT', 'Wrong settings.', { fields }));
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
  const { settings, problems } = settingsOf(options);
  const region = options.region.trim().toUpperCase();
  if (Object.keys(problems).length > 0) {
    throw refuseAll(problems, newOrganisationErrors({ ...settings, orgId: options.id, region }));
  }
  const services = await open();
  const member = await signedInStaff(services);
  await confirmChange(services, options, `Create organisation ${options.id} (${options.region})?`);
  const created = await services.organisations.create.execute(member, {
    ...settings,
    orgId: options.id,
    region,
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
  const { settings, problems } = settingsOf(options);
  if (Object.keys(problems).length > 0)
    throw refuseAll(problems, organisationSettingsErrors(undefined, settings));
  const services = await open();
  const member = await signedInStaff(services);
  await confirmChange(services, options, `Save these settings on ${orgId}?`);
  const updated = await services.organisations.update.execute(member, orgId, settings);
  if (!updated.ok) throw withOptionNames(updated.error);
  if (options.json) return out.json(updated.value);
  report(out, 'is saved', updated.value);
}
