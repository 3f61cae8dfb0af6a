import { validateForm } from './field-rule';
import { requestCallRules, type RequestCallField } from './request-call-rules';

type CallRequest = Partial<Record<RequestCallField, unknown>>;

const aCallRequest = (changes: CallRequest = {}): CallRequest => ({
  firstName: 'Jo',
  lastName: 'Smith',
  contactNumber: '0412 345 678',
  email: 'jo@example.com',
  ...changes,
});

describe('requestCallRules', () => {
  it('accepts a request without a message', () => {
    expect(validateForm(requestCallRules, aCallRequest())).toEqual({});
  });

  it.each<RequestCallField>(['firstName', 'lastName', 'contactNumber', 'email'])('requires %s', (field) => {
    expect(validateForm(requestCallRules, aCallRequest({ [field]: ' ' }))[field]).toBe('Field is required');
  });

  it('limits the message to 250 characters', () => {
    expect(validateForm(requestCallRules, aCallRequest({ message: 'x'.repeat(251) })).message).toBe(
      'Field value must have at most 250 characters.',
    );
  });

  it('checks the number and address formats', () => {
    const errors = validateForm(requestCallRules, aCallRequest({ contactNumber: 'soon', email: 'jo' }));
    expect(errors).toEqual({
      contactNumber: 'Field needs to be a telephone number',
      email: 'Field needs to be an email address',
    });
  });
});
