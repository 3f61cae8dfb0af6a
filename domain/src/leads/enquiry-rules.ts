import type { Region } from '../shared/region';
import { enquiryFormRules, type EnquiryField } from '../validation/enquiry-form-rules';
import { validateForm, type FieldErrors } from '../validation/field-rule';
import { normalisePhoneNumber } from '../validation/phone-number';
import { required } from '../validation/field-rules';
import { requestCallRules, type RequestCallField } from '../validation/request-call-rules';
import type { Enquiry, RequestCallback } from './enquiry';

/** The enquiry form's fields plus the business the lookup must have chosen (calculator §5). */
export type EnquiryCheckedField = EnquiryField | 'customerName' | 'customerAbn';

/**
 * The enquiry as the form checks it, with the same rules and messages (the browser and the server
 * call the same functions), plus: a business with a name and a number must be selected.
 */
export function enquiryFieldErrors(enquiry: Enquiry, region: Region): FieldErrors<EnquiryCheckedField> {
  const { contact } = enquiry;
  const form = validateForm(enquiryFormRules(region), {
    firstName: contact.firstName,
    lastName: contact.lastName,
    phone: contact.phone,
    email: contact.email,
    location: contact.location,
    postCode: contact.postCode,
    fleetSize: enquiry.fleetSize,
    yearsTrading: enquiry.yearsTrading,
    description: enquiry.description,
  });
  const business = validateForm(
    { customerName: [required], customerAbn: [required] },
    { customerName: enquiry.customer.name, customerAbn: enquiry.customer.abn },
  );
  return { ...form, ...business };
}

/** The enquiry as stored and sent on: its phone number in the one normal form (decision 0103). */
export function normalisedEnquiry(enquiry: Enquiry): Enquiry {
  return { ...enquiry, contact: { ...enquiry.contact, phone: normalisePhoneNumber(enquiry.contact.phone) } };
}

/** The call-back request as stored and sent on, its number in the normal form. */
export function normalisedCallback(callback: RequestCallback): RequestCallback {
  return { ...callback, contactNumber: normalisePhoneNumber(callback.contactNumber) };
}

export function requestCallbackFieldErrors(request: RequestCallback): FieldErrors<RequestCallField> {
  return validateForm(requestCallRules, request);
}
