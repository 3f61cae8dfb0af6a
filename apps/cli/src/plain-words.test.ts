import { exactLengthMessage, FIELD_MESSAGES, maxDigitsMessage, minLengthMessage } from '@lease-portal/domain';
import { inPlainWords } from './plain-words';

describe("lease-admin's plain words for the specification's field messages", () => {
  it.each([
    [`--mobile: ${exactLengthMessage(10)}`, '--mobile: must be exactly 10 characters long'],
    [`name: ${minLengthMessage(2)}`, 'name: must have at least 2 characters'],
    [`--phone: ${FIELD_MESSAGES.tel}`, '--phone: must be a phone number'],
    [`--name: ${FIELD_MESSAGES.required}`, '--name: is required'],
    [`--term: ${maxDigitsMessage(3)}`, '--term: must have at most 3 digits'],
    [
      '--primary-colour: Field needs to be a colour such as #002856',
      '--primary-colour: must be a colour such as #002856',
    ],
    ['--id: Field needs 2 to 63 lower-case letters', '--id: needs 2 to 63 lower-case letters'],
  ])('says %j as %j', (message, plain) => {
    expect(inPlainWords(message)).toBe(plain);
  });

  it('leaves other words alone', () => {
    expect(inPlainWords('No organisation serves the domain x.')).toBe('No organisation serves the domain x.');
  });
});
