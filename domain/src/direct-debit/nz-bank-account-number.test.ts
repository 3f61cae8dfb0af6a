import { nzAccountNumberProblem, nzCheckDigitAlgorithmOf } from './nz-bank-account-number';

const parts = (number: string) => {
  const [bank, branch, account, suffix] = number.split('-') as [string, string, string, string];
  return { bank, branch, account, suffix };
};

describe('New Zealand bank account numbers, by the published check-digit rules', () => {
  // Inland Revenue's worked examples ("Bank account number validation").
  it.each([
    ['01-902-0068389-00', 'A'],
    ['08-6523-1954512-001', 'D'],
    ['26-2600-0320871-032', 'G'],
  ])('%s is valid, checked with algorithm %s', (number, algorithm) => {
    const given = parts(number);
    expect(nzCheckDigitAlgorithmOf(given.bank, given.account)).toBe(algorithm);
    expect(nzAccountNumberProblem(given)).toBeUndefined();
  });

  it.each([
    '01-902-0068388-00', // A: the last digit of the base number changed
    '01-902-0068398-00', // A: two digits swapped
    '01-903-0068389-00', // A weighs the branch too
    '08-6523-1954513-001', // D
    '26-2600-0320871-033', // G weighs the suffix
    '26-2600-0320872-032', // G
  ])('a wrong digit fails: %s', (number) => {
    expect(nzAccountNumberProblem(parts(number))).toBe('checkDigits');
  });

  it('chooses algorithm B for base numbers from 00990000 on, at the banks that use A and B', () => {
    expect(nzCheckDigitAlgorithmOf('01', '0989999')).toBe('A');
    expect(nzCheckDigitAlgorithmOf('01', '0990000')).toBe('B');
    // B weighs the base number only: 9×10 + 9×5 + 8×1 = 143, 13 elevens; A would add the branch's 45.
    expect(nzAccountNumberProblem(parts('01-0902-0990008-00'))).toBeUndefined();
    expect(nzAccountNumberProblem(parts('01-0902-0990007-00'))).toBe('checkDigits');
  });

  it('checks banks 25 and 33 with F (modulus 10) and bank 09 with E (digits of products added)', () => {
    expect(nzCheckDigitAlgorithmOf('25', '1234567')).toBe('F');
    expect(nzCheckDigitAlgorithmOf('33', '1234567')).toBe('F');
    // F: 1 + 2×7 + 3×3 + 4 + 5×7 + 6×3 + 9 = 90.
    expect(nzAccountNumberProblem(parts('25-2500-1234569-00'))).toBeUndefined();
    expect(nzAccountNumberProblem(parts('25-2500-1234567-00'))).toBe('checkDigits');
    expect(nzCheckDigitAlgorithmOf('09', '1234567')).toBe('E');
    // E: 9×4 = 36 counts 3 + 6 = 9; with 2×3 and the suffix's 7: 22, two elevens.
    expect(nzAccountNumberProblem(parts('09-0000-0000920-007'))).toBeUndefined();
    expect(nzAccountNumberProblem(parts('09-0000-0000920-008'))).toBe('checkDigits');
  });

  it('refuses a bank that is not published, and a branch outside its bank’s ranges', () => {
    expect(nzAccountNumberProblem(parts('07-0902-0068389-00'))).toBe('unknownBank');
    expect(nzAccountNumberProblem(parts('99-0902-0068389-00'))).toBe('unknownBank');
    expect(nzAccountNumberProblem(parts('01-1200-0068389-00'))).toBe('branchNotOfBank');
    expect(nzAccountNumberProblem(parts('08-6600-1954512-001'))).toBe('branchNotOfBank');
  });

  it('accepts any number at bank 31 (algorithm X), within its branches', () => {
    expect(nzCheckDigitAlgorithmOf('31', '1234567')).toBe('X');
    expect(nzAccountNumberProblem(parts('31-2800-1234567-00'))).toBeUndefined();
    expect(nzAccountNumberProblem(parts('31-2900-1234567-00'))).toBe('branchNotOfBank');
  });
});
