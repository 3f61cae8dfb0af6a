import type { Region } from '../shared/region';
import type { FormRules } from './field-rule';
import { notOwnEmail, required } from './field-rules';
import { emailAddressRules, personNameRules, phoneNumberRules } from './contact-field-rules';

export type NomineeField = 'firstName' | 'lastName' | 'email' | 'phone';

/**
 * The nominee and reassign-quote forms (journey §5): the person the quote goes to, who must not be
 * the signed-in user.
 */
export function nomineeFormRules(
  region: Region,
  currentUserEmail: string | undefined,
): FormRules<NomineeField> {
  return {
    firstName: personNameRules,
    lastName: personNameRules,
    email: [...emailAddressRules, notOwnEmail(currentUserEmail)],
    phone: phoneNumberRules(region),
  };
}

export type SecondaryApplicantField = NomineeField | 'applicantType';

/** The nominate-secondary form: the same contact rules plus the officer's role (journey §5). */
export function secondaryApplicantFormRules(region: Region): FormRules<SecondaryApplicantField> {
  return {
    firstName: personNameRules,
    lastName: personNameRules,
    email: emailAddressRules,
    phone: phoneNumberRules(region),
    applicantType: [required],
  };
}
