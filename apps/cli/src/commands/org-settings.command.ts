import { DomainError, type OrganisationSettings, type OrgProfile } from '@lease-portal/domain';
import type { Command } from 'commander';
import type { Output } from '../output';
import type { OpenServices } from '../services';
import { confirmChange } from './confirm-change';
import { signedInStaff } from './staff.commands';

interface SettingsOptions {
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

const collect = (value: string, previous: string[] = []) => [...previous, value];

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

function addSettingOptions(command: Command): Command {
  return command
    .option('--name <name>', 'the organisation’s name as customers see it')
    .option('--domain <host>', 'a host name it is reached at; repeat for each (replaces the list)', collect)
    .option('--primary-colour <#rrggbb>', 'the brand colour of buttons and headers')
    .option('--primary-logo <path|url>', 'the journey’s logo: /images/... or https://...')
    .option('--right-logo <path|url>', 'the partner logo on the right')
    .option('--header-logo <path|url>', 'the calculator header’s logo')
    .option('--login-logo-left <path|url>', 'the sign-in page’s left logo')
    .option('--login-logo-right <path|url>', 'the sign-in page’s right logo')
    .option('--footer-text <text>', 'the footer’s text (up to 500 characters)')
    .option('--phone <number>', 'the contact phone number')
    .option('--email <address>', 'the contact e-mail address')
    .option('--website <url>', 'the organisation’s website (https)')
    .option('--terms-link <url>', 'the terms and conditions (https)')
    .option('--privacy-link <url>', 'the privacy policy (https)')
    .option('--business-number <ABN|NZBN>', 'the organisation’s own business number')
    .option('--introducer-name <name>', 'the introducer named on the lease documents')
    .option('--introducer-number <ABN|NZBN>', 'the introducer’s business number')
    .option('--calculator <on|off>', 'whether the public calculator is offered')
    .option('--manufacturers <on|off>', 'whether the calculator lists manufacturers')
    .option('--yes', 'save without asking for confirmation')
    .option('--json', 'print the saved profile as JSON');
}

function report(out: Output, verb: string, profile: OrgProfile): void {
  out.line(`${profile.name} (${profile.orgId}) ${verb}; the portal shows it on the next page load.`);
  out.line(`  Region:   ${profile.region}`);
  out.line(`  Domains:  ${profile.whiteLabel.domains.join(', ')}`);
}

const EXIT_CODES_HELP = [
  'Administrators only. Exit codes: 0 saved; 2 bad input, each wrong option on its own line (nothing',
  'saved), or a domain another organisation has; 3 no such organisation; 6 not an administrator;',
  '11 not confirmed.',
];

/** `org create` and `org update`: administrators set an organisation's domains and branding (decision 1850). */
export function registerOrgSettingsCommands(org: Command, open: OpenServices, out: Output): void {
  addSettingOptions(
    org
      .command('create')
      .description('Add an organisation; what is left out takes the region’s defaults')
      .requiredOption('--id <orgId>', 'its id: lower-case letters, digits and hyphens, e.g. org-au-fleetco')
      .requiredOption('--region <AU|NZ>', 'its region, which cannot change later'),
  )
    .addHelpText(
      'after',
      [
        '',
        'Example:',
        '  lease-admin org create --id org-au-fleetco --region AU --name "FleetCo Leasing" \\',
        '    --domain fleetco.example.com --primary-colour "#0a7d3b" --phone "1300 555 123" \\',
        '    --terms-link https://fleetco.example.com/terms \\',
        '    --privacy-link https://fleetco.example.com/privacy',
        '',
        ...EXIT_CODES_HELP,
      ].join('\n'),
    )
    .action(async (options: SettingsOptions & { id: string; region: string }) => {
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
    });

  addSettingOptions(
    org
      .command('update')
      .description(
        'Change an organisation’s settings; only the options given change, an empty text clears it',
      )
      .argument('<orgId>', 'the organisation, as `org list` shows it'),
  )
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  lease-admin org update org-au-demo --primary-colour "#123456" --footer-text "FleetCo Pty Ltd"',
        '  lease-admin org update org-nz-demo --domain nz.localhost --domain kiwi.example.nz --yes',
        '  lease-admin org update org-au-demo --introducer-name "" --introducer-number ""',
        '',
        ...EXIT_CODES_HELP,
      ].join('\n'),
    )
    .action(async (orgId: string, options: SettingsOptions) => {
      const settings = settingsOf(options);
      const services = await open();
      const member = await signedInStaff(services);
      await confirmChange(services, options, `Save these settings on ${orgId}?`);
      const updated = await services.organisations.update.execute(member, orgId, settings);
      if (!updated.ok) throw withOptionNames(updated.error);
      if (options.json) return out.json(updated.value);
      report(out, 'is saved', updated.value);
    });
}
