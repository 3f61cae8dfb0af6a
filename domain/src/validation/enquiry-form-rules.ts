import type { Region } from '../shared/region';
import type { FormRules } from './field-rule';
import { exactLength, maxDigits, number, required } from './field-rules';
import { emailAddressRules, messageRules, personNameRules, phoneNumberRules } from './contact-field-rules';

/** NZ asks for a location (town), AU for a postcode; `description` is the message. */
export type EnquiryField =
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'location'
  | 'postCode'
  | 'fleetSize'
  | 'yearsTrading'
  | 'description';

/** The calculator's enquiry form (calculator §5): everything required but the message. */
export function enquiryFormRules(region: Region): FormRules<EnquiryField> {
  return {
    firstName: personNameRules,
    lastName: personNameRules,
    phone: phoneNumberRules(region),
    email: emailAddressRules,
    location: region === 'NZ' ? [required] : [],
    postCode: region === 'AU' ? [required, number, exactLength(4)] : [],
    fleetSize: [required, number, maxDigits(4)],
    yearsTrading: [required],
    description: messageRules,
  };
}
