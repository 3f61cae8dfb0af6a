import type { Region } from '../shared/region';
import type { FormRules } from '../validation/field-rule';
import { maxLength, required } from '../validation/field-rules';
import { emailAddressRules, personNameRules, phoneNumberRules } from '../validation/contact-field-rules';
import {
  atMostAmount,
  leaseTermMonths,
  moneyAmount,
  positiveAmount,
  quoteReference,
  quoteSigning,
  webAddress,
} from '../validation/quote-field-rules';
import { CREDIT_LIMIT_SLIDER } from './credit-limit';

/** What a provider's quote names when staff issue it (journey §3 quote, lease and vehicle details). */
export type QuotedApplicationField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'vehicleMake'
  | 'vehicleModel'
  | 'vehicleImage'
  | 'driveAwayPrice'
  | 'monthlyRental'
  | 'term'
  | 'quoteReference'
  | 'signing';

/**
 * The officer is checked as the nominee form checks a person (journey §5: names 2 to 40, e-mail 2 to
 * 55, the region's mobile); the quote's facts with the rules of decision 1210. A drive-away price
 * above the credit limit's maximum could never be financed, so it is refused here.
 */
export function quotedApplicationRules(region: Region): FormRules<QuotedApplicationField> {
  return {
    firstName: personNameRules,
    lastName: personNameRules,
    email: emailAddressRules,
    phone: phoneNumberRules(region),
    vehicleMake: [required, maxLength(40)],
    vehicleModel: [required, maxLength(80)],
    vehicleImage: [webAddress, maxLength(2000)],
    driveAwayPrice: [required, moneyAmount, positiveAmount, atMostAmount(CREDIT_LIMIT_SLIDER.maximum)],
    monthlyRental: [required, moneyAmount, positiveAmount],
    term: [required, leaseTermMonths],
    quoteReference: [required, quoteReference, maxLength(40)],
    signing: [required, quoteSigning],
  };
}
