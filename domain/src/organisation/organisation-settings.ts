import { auditActor, type AuditEntry } from '../application/audit-entry';
import { parseBusinessNumber } from '../business/business-number';
import type { Clock } from '../shared/clock';
import { isRegion, REGIONS, type Region } from '../shared/region';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { staffErrors } from '../staff/staff-errors';
import { mayAct, type StaffMember } from '../staff/staff-member';
import { hasFieldErrors, validateForm, type FieldRule, type FormRules } from '../validation/field-rule';
import { email, maxLength, minLength, required, tel, whenFilled } from '../validation/field-rules';
import { maxPhoneDigits, minPhoneDigits } from '../validation/phone-number';
import { defaultOrgProfile } from './default-org-profile';
import { normaliseHostName } from './get-org-profiles-by-domain';
import type { OrgProfile } from './org-profile';
import type { OrgProfiles } from './org-profiles.port';

/**
 * What support's administrators set on an organisation (issue: support tooling, decision 1850): its
 * domains, branding, contacts, links, introducer and calculator. Every field is optional on an
 * update; what is given is checked, and nothing is saved when one field is wrong.
 */
export interface OrganisationSettings {
  name?: string;
  domains?: string[];
  primaryColour?: string;
  primaryLogo?: string;
  rightLogo?: string;
  headerLogo?: string;
  loginLogoLeft?: string;
  loginLogoRight?: string;
  footerText?: string;
  phoneNumber?: string;
  email?: string;
  website?: string;
  termsLink?: string;
  privacyLink?: string;
  businessNumber?: string;
  introducerName?: string;
  introducerNumber?: string;
  calculatorEnabled?: boolean;
  manufacturersEnabled?: boolean;
}

export const ORGANISATION_REASONS = {
  invalid: 'ORGANISATION.SETTINGS_INVALID',
  exists: 'ORGANISATION.ALREADY_EXISTS',
  notFound: 'ORGANISATION.NOT_FOUND',
} as const;

const invalid = (fields: Record<string, string>) =>
  new DomainError(
    'BAD_INPUT',
    Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join('\n'),
    {
      reason: ORGANISATION_REASONS.invalid,
      fields: Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, [message]])),
    },
  );

/** A logo or image: a path on the portal itself (/images/...) or an https address. */
const imageAddress: FieldRule = whenFilled(
  (text) => /^\/(?!\/)\S*$/.test(text) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(text),
  'Field needs to be a path on the portal (/images/...) or an https address',
);
const httpsAddress: FieldRule = whenFilled(
  (text) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(text),
  'Field needs to be an https address',
);
const colour: FieldRule = whenFilled(
  (text) => /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(text),
  'Field needs to be a colour such as #002856',
);
/** A host name the portal is reached at: letters, digits and hyphens between dots. */
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const phone = [tel, minPhoneDigits(6), maxPhoneDigits(15)];

const ORG_ID = /^[a-z0-9][a-z0-9-]{1,62}$/;

type TextField = Exclude<
  keyof OrganisationSettings,
  'domains' | 'calculatorEnabled' | 'manufacturersEnabled'
>;

const RULES: FormRules<TextField> = {
  name: [minLength(2), maxLength(80)],
  primaryColour: [colour],
  primaryLogo: [imageAddress, maxLength(500)],
  rightLogo: [imageAddress, maxLength(500)],
  headerLogo: [imageAddress, maxLength(500)],
  loginLogoLeft: [imageAddress, maxLength(500)],
  loginLogoRight: [imageAddress, maxLength(500)],
  footerText: [maxLength(500)],
  phoneNumber: phone,
  email: [email, maxLength(80)],
  website: [httpsAddress, maxLength(500)],
  termsLink: [httpsAddress, maxLength(500)],
  privacyLink: [httpsAddress, maxLength(500)],
  businessNumber: [],
  introducerName: [maxLength(80)],
  introducerNumber: [],
};

function checked(
  region: Region | undefined,
  settings: OrganisationSettings,
): Result<OrganisationSettings, DomainError> {
  const texts = Object.fromEntries(
    (Object.keys(RULES) as TextField[]).map((field) => [field, settings[field]?.trim()]),
  ) as Record<TextField, string | undefined>;
  const errors: Record<string, string> = {};
  const fieldErrors = validateForm(RULES, texts);
  if (hasFieldErrors(fieldErrors)) Object.assign(errors, fieldErrors);
  if (settings.name !== undefined && required(settings.name)) errors.name = required(settings.name)!;
  for (const field of ['businessNumber', 'introducerNumber'] as const) {
    const given = texts[field];
    // Without a region (refused on its own) a business number cannot be read as an ABN or an NZBN.
    if (!given || !region) continue;
    const parsed = parseBusinessNumber(region, given);
    if (!parsed.ok) errors[field] = parsed.error.message;
    else texts[field] = parsed.value.value;
  }
  const domains = settings.domains?.map(normaliseHostName).filter(Boolean);
  if (domains !== undefined) {
    const wrong = domains.find((domain) => !HOST.test(domain));
    if (domains.length === 0) errors.domains = 'Give at least one domain';
    else if (wrong) errors.domains = `'${wrong}' is not a host name`;
  }
  if (Object.keys(errors).length > 0) return fail(invalid(errors));
  const given = Object.fromEntries(Object.entries(texts).filter(([, value]) => value !== undefined));
  return ok({
    ...given,
    ...(domains ? { domains: [...new Set(domains)] } : {}),
    ...(settings.calculatorEnabled === undefined ? {} : { calculatorEnabled: settings.calculatorEnabled }),
    ...(settings.manufacturersEnabled === undefined
      ? {}
      : { manufacturersEnabled: settings.manufacturersEnabled }),
  });
}

/** The settings written into the profile's parts; a blank text clears the field. */
function applied(profile: OrgProfile, s: OrganisationSettings): OrgProfile {
  const text = (value: string | undefined, current: string | undefined) =>
    value === undefined ? current : value === '' ? undefined : value;
  const { theme, calculator, whiteLabel, loginLogos, pricingConfiguration } = profile;
  return {
    ...profile,
    name: s.name ?? profile.name,
    whiteLabel: {
      ...whiteLabel,
      domains: s.domains ?? whiteLabel.domains,
      abn: text(s.businessNumber, whiteLabel.abn),
      introducerName: text(s.introducerName, whiteLabel.introducerName),
      introducerAbn: text(s.introducerNumber, whiteLabel.introducerAbn),
      termsLink: text(s.termsLink, whiteLabel.termsLink),
      privacyPolicy: text(s.privacyLink, whiteLabel.privacyPolicy),
    },
    theme: {
      ...theme,
      primaryColour: text(s.primaryColour, theme.primaryColour),
      primaryLogo: text(s.primaryLogo, theme.primaryLogo),
      rightLogo: text(s.rightLogo, theme.rightLogo),
      footerText: text(s.footerText, theme.footerText),
      phoneNumber: text(s.phoneNumber, theme.phoneNumber),
      email: text(s.email, theme.email),
      website: text(s.website, theme.website),
    },
    // The calculator's header and footer show the same brand and contacts as the journey's.
    calculator: {
      ...calculator,
      headerLogo: text(s.headerLogo, calculator.headerLogo),
      footerText: text(s.footerText, calculator.footerText),
      phoneNumber: text(s.phoneNumber, calculator.phoneNumber),
    },
    loginLogos: {
      ...loginLogos,
      left: text(s.loginLogoLeft, loginLogos.left),
      right: text(s.loginLogoRight, loginLogos.right),
    },
    pricingConfiguration: {
      calculator: {
        isCalculatorEnabled: s.calculatorEnabled ?? pricingConfiguration.calculator.isCalculatorEnabled,
        manufacturersEnabled: s.manufacturersEnabled ?? pricingConfiguration.calculator.manufacturersEnabled,
      },
    },
  };
}

/** Only the parts of a profile that hold a value: JSON keeps no undefined, and the trail compares them. */
const withoutUndefined = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export interface OrganisationDependencies {
  orgProfiles: Pick<OrgProfiles, 'ofId' | 'save' | 'add'>;
  clock: Clock;
}

const entry = (
  member: StaffMember,
  orgId: string,
  action: string,
  at: Date,
  fields: string[],
): AuditEntry => ({
  actor: auditActor.staff(member.staffId),
  action,
  subject: `organisation:${orgId}`,
  at: at.toISOString(),
  details: { fields },
});

/** The settings given, by name, for the trail (their values are the organisation's public branding). */
const namesOf = (settings: OrganisationSettings): string[] =>
  Object.keys(settings).filter((key) => settings[key as keyof OrganisationSettings] !== undefined);

/** An administrator adds an organisation, with the region's defaults for what they leave out. */
export class CreateOrganisation {
  constructor(private readonly deps: OrganisationDependencies) {}

  async execute(
    member: StaffMember,
    input: OrganisationSettings & { orgId: string; region: string },
  ): Promise<Result<OrgProfile, DomainError>> {
    if (!mayAct(member, 'manageOrganisations')) return fail(staffErrors.notPermitted('manageOrganisations'));
    const { orgId: rawId, region, ...settings } = input;
    const orgId = rawId.trim().toLowerCase();
    const errors = newOrganisationErrors(input);
    const valid = checked(region as Region, settings);
    if (Object.keys(errors).length > 0 || !valid.ok) return fail(invalid(errors));
    const exists = () =>
      fail(
        new DomainError('BAD_INPUT', `An organisation with the id '${orgId}' exists: update it instead.`, {
          reason: ORGANISATION_REASONS.exists,
        }),
      );
    if (await this.deps.orgProfiles.ofId(orgId)) return exists();
    const base = defaultOrgProfile(region as Region);
    const profile = withoutUndefined(
      applied({ ...base, orgId, whiteLabel: { ...base.whiteLabel, enableWhiteLabel: true } }, valid.value),
    );
    // Insert-only: of two creations of one id at the same moment, the second is refused, not merged.
    const added = await this.deps.orgProfiles.add(
      profile,
      entry(member, orgId, 'organisation.created', this.deps.clock.now(), namesOf(valid.value)),
    );
    return added ? ok(profile) : exists();
  }
}

/**
 * Every wrong setting of a new organisation at once, by field (decision 2112): a front end with
 * settings of its own to check reports them with these, in one round. Business numbers are read only
 * once the region is right.
 */
export function newOrganisationErrors(
  input: OrganisationSettings & { orgId: string; region: string },
): Record<string, string> {
  const { orgId, region, ...settings } = input;
  const errors: Record<string, string> = {};
  if (!ORG_ID.test(orgId.trim().toLowerCase()))
    errors.orgId = 'Field needs 2 to 63 lower-case letters, digits or hyphens';
  if (!isRegion(region)) errors.region = `Choose one of: ${REGIONS.join(', ')}`;
  if (!settings.name?.trim()) errors.name = 'Field is required';
  if (!settings.domains?.length) errors.domains = 'Give at least one domain';
  return { ...organisationSettingsErrors(isRegion(region) ? region : undefined, settings), ...errors };
}

/** Every wrong setting of a change at once, by field; business numbers only when the region is given. */
export function organisationSettingsErrors(
  region: Region | undefined,
  settings: OrganisationSettings,
): Record<string, string> {
  const valid = checked(region, settings);
  const fields = (valid.ok ? {} : (valid.error.details?.fields ?? {})) as Record<string, string[]>;
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.join('; ')]));
}

/** An administrator changes an organisation's settings; the portal shows them on the next page load. */
export class UpdateOrganisation {
  constructor(private readonly deps: OrganisationDependencies) {}

  async execute(
    member: StaffMember,
    orgId: string,
    settings: OrganisationSettings,
  ): Promise<Result<OrgProfile, DomainError>> {
    if (!mayAct(member, 'manageOrganisations')) return fail(staffErrors.notPermitted('manageOrganisations'));
    const current = await this.deps.orgProfiles.ofId(orgId);
    if (!current) {
      return fail(
        new DomainError('NOT_FOUND', `No organisation has the id '${orgId}'.`, {
          reason: ORGANISATION_REASONS.notFound,
        }),
      );
    }
    const valid = checked(current.region, settings);
    if (!valid.ok) return valid;
    const fields = namesOf(valid.value);
    if (fields.length === 0) return fail(invalid({ settings: 'Give at least one setting to change' }));
    const profile = withoutUndefined(applied(current, valid.value));
    await this.deps.orgProfiles.save(
      profile,
      entry(member, orgId, 'organisation.updated', this.deps.clock.now(), fields),
    );
    return ok(profile);
  }
}
