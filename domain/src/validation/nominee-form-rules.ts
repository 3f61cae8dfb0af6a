import type { Region } from '../shared/region';
import type { FieldRule, FormRules } from './field-rule';
import { isBlank, textOf } from './field-rule';
import { maxLength, nameType, notOwnEmail, required } from './field-rules';
import { emailAddressRules, personNameRules, phoneNumberRules } from './contact-field-rules';

export type NomineeField = 'firstName' | 'lastName' | 'email' | 'phone';

/** An officer's name on the nominee, reassign and secondary forms: 2 to 40 characters of the name type. */
export const officerNameRules: readonly FieldRule[] = [...personNameRules, nameType];

/**
 * The nominee and reassign-quote forms (journey §5): the person the quote goes to, who must not be
 * the signed-in user.
 */
export function nomineeFormRules(
  region: Region,
  currentUserEmail: string | undefined,
): FormRules<NomineeField> {
  return {
    firstName: officerNameRules,
    lastName: officerNameRules,
    email: [...emailAddressRules, notOwnEmail(currentUserEmail)],
    phone: phoneNumberRules(region),
  };
}

export type SecondaryApplicantField = NomineeField | 'applicantType';

/** The roles an Australian Authorised Officer (2) may hold: the radio Director / Company Secretary. */
export const AU_OFFICER_ROLES = ['director', 'secretary'] as const;
export type AuOfficerRole = (typeof AU_OFFICER_ROLES)[number];

/** The project's wording (the specification has none): only the two radio values are accepted. */
export const AU_OFFICER_ROLE_MESSAGE = 'Choose Director or Company Secretary';

/** The stored form of a role: AU's radio value in lower case; NZ's free text ('Other') as typed, trimmed. */
export function normaliseOfficerRole(region: Region, value: unknown): string {
  return region === 'AU' ? textOf(value).toLowerCase() : textOf(value);
}

/** AU: one of the radio values (any letter case); NZ: free text of at most 40 characters. */
export function officerRoleRules(region: Region): readonly FieldRule[] {
  if (region === 'NZ') return [required, maxLength(40)];
  const auRole: FieldRule = (value) =>
    isBlank(value) || (AU_OFFICER_ROLES as readonly string[]).includes(normaliseOfficerRole('AU', value))
      ? undefined
      : AU_OFFICER_ROLE_MESSAGE;
  return [required, auRole];
}

/** The nominate-secondary form: the same contact rules plus the officer's role (journey §5). */
export function secondaryApplicantFormRules(region: Region): FormRules<SecondaryApplicantField> {
  return {
    firstName: officerNameRules,
    lastName: officerNameRules,
    email: emailAddressRules,
    phone: phoneNumberRules(region),
    applicantType: officerRoleRules(region),
  };
}
