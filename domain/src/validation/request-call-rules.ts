import type { FormRules } from './field-rule';
import { email, required, tel } from './field-rules';
import { messageRules } from './contact-field-rules';

export type RequestCallField = 'firstName' | 'lastName' | 'contactNumber' | 'email' | 'message';

/** The 'Request a call' dialog (calculator §5): four required fields and an optional message. */
export const requestCallRules: FormRules<RequestCallField> = {
  firstName: [required],
  lastName: [required],
  contactNumber: [required, tel],
  email: [required, email],
  message: messageRules,
};
