import { PASSWORD_MESSAGES, passwordPolicyViolations } from './password-policy';

const violations = (password: string, confirmation = password) =>
  passwordPolicyViolations(password, confirmation);

describe('passwordPolicyViolations', () => {
  it('accepts a password that keeps every rule', () => {
    expect(violations('Lease2go!')).toEqual([]);
    expect(violations('aaBB11cc')).toEqual([]);
  });

  it.each([
    ['Lease2go!', 'Lease2go?', PASSWORD_MESSAGES.mismatch],
    ['Lease2g', 'Lease2g', PASSWORD_MESSAGES.tooShort],
    ['lease2go!', 'lease2go!', PASSWORD_MESSAGES.noUpperCase],
    ['LEASE2GO!', 'LEASE2GO!', PASSWORD_MESSAGES.noLowerCase],
    ['LeaseToGo!', 'LeaseToGo!', PASSWORD_MESSAGES.noNumber],
    ['Leeease2go', 'Leeease2go', PASSWORD_MESSAGES.repeatedCharacters],
    ['Lease2go!!!', 'Lease2go!!!', PASSWORD_MESSAGES.repeatedCharacters],
  ])('%p / %p breaks one rule: %p', (password, confirmation, message) => {
    expect(violations(password, confirmation)).toEqual([message]);
  });

  it('lists every broken rule in the order of the screen', () => {
    expect(violations('aaa', 'b')).toEqual([
      'Passwords should match',
      'Min password length of 8 characters',
      'A least (1) upper case letter',
      'A least (1) number, embedded in the password',
      'Max 2 consecutive identical characters',
    ]);
    expect(violations('', '')).toEqual([
      'Min password length of 8 characters',
      'A least (1) upper case letter',
      'A least (1) lower case letter',
      'A least (1) number, embedded in the password',
    ]);
  });

  it('counts three of the same character in a row, not two, nor three apart', () => {
    expect(violations('Leease22go')).toEqual([]);
    expect(violations('aBa1aBa1')).toEqual([]);
    expect(violations('Lease222go')).toEqual([PASSWORD_MESSAGES.repeatedCharacters]);
  });

  it('tells letter cases apart, so AAA is not aaa', () => {
    expect(violations('AaAa1aAa')).toEqual([]);
  });
});
