import { passwordPersonalPhrases } from '@lease-portal/domain';
import { userInputsOf, ZxcvbnGuessablePasswords } from './zxcvbn-guessable-passwords';

const guessable = new ZxcvbnGuessablePasswords();

describe('passwords an informed attacker guesses first', () => {
  it.each(['Passw0rd', 'Password1', 'Qwerty123', 'Welcome1', 'Summer2024', 'Abcdefg1', 'Letmein1'])(
    'refuses %s, which meets the length and character rules',
    async (password) => {
      expect(await guessable.isTooGuessable(password, [])).toBe(true);
    },
  );

  it('refuses a password made of the customer’s own name and e-mail', async () => {
    expect(
      await guessable.isTooGuessable('Fleetco2026', ['sam.driver@fleetco.example', 'Sam', 'Driver']),
    ).toBe(true);
  });

  const sam = { email: 'sam@harbourplumbing.example', firstName: 'Sam', lastName: 'Okafor' };
  const phrases = passwordPersonalPhrases(sam, ['Southern Cross Fleet', 'Harbour City Leasing']);

  it.each([
    'SamOkafor1',
    'Samokafor7',
    'OkaforSam2',
    'SouthernCross1',
    'Southerncrossfleet9',
    'HarbourCity3',
  ])(
    'refuses %s: the customer’s own name or the organisation’s trading name and a digit',
    async (password) => {
      expect(await guessable.isTooGuessable(password, phrases)).toBe(true);
    },
  );

  it('knows each phrase’s words and each run of them joined', () => {
    expect(userInputsOf(['Sam Okafor', 'Southern Cross Fleet'])).toEqual([
      'sam',
      'samokafor',
      'okafor',
      'southern',
      'southerncross',
      'southerncrossfleet',
      'cross',
      'crossfleet',
      'fleet',
    ]);
  });

  it.each(['Lease2go!', 'Espresso2go', 'Fuzz-2-lease!', 'Tr0ub4dor&3', 'correct horse battery staple 7'])(
    'accepts %s',
    async (password) => {
      expect(await guessable.isTooGuessable(password, ['sam@fleetco.example'])).toBe(false);
      expect(await guessable.isTooGuessable(password, phrases)).toBe(false);
    },
  );
});
