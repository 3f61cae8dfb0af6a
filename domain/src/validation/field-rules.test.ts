import {
  amount,
  auState,
  email,
  exactLength,
  float,
  idDetailRequired,
  maxDigits,
  maxLength,
  minLength,
  nameType,
  notOwnEmail,
  number,
  nzTown,
  required,
  tel,
} from './field-rules';

describe('required', () => {
  it.each([undefined, null, '', '   '])('refuses %p', (value) => {
    expect(required(value)).toBe('Field is required');
  });
  it.each(['a', 0, '0'])('accepts %p', (value) => {
    expect(required(value)).toBeUndefined();
  });
});

describe('length rules', () => {
  it('minLength counts trimmed characters', () => {
    expect(minLength(2)('J')).toBe('Field value must have at least 2 characters.');
    expect(minLength(2)(' J ')).toBe('Field value must have at least 2 characters.');
    expect(minLength(2)('Jo')).toBeUndefined();
  });

  it('maxLength allows exactly n', () => {
    expect(maxLength(3)('abc')).toBeUndefined();
    expect(maxLength(3)('abcd')).toBe('Field value must have at most 3 characters.');
  });

  it("words the review variant with 'letters'", () => {
    expect(minLength(2, 'letters')('a')).toBe('Field value must have at least 2 letters.');
    expect(maxLength(3, 'letters')('abcd')).toBe('Field value must have at most 3 letters.');
  });

  it('counts a character outside the basic plane once', () => {
    expect(maxLength(2)('a😀')).toBeUndefined();
  });

  it('maxDigits has the number-type wording', () => {
    expect(maxDigits(4)('12345')).toBe('Field is invalid. A maximum of 4 numbers is permitted');
    expect(maxDigits(4)(1234)).toBeUndefined();
  });

  it('exactLength wants exactly n', () => {
    expect(exactLength(4)('200')).toBe('Field value length must equal to 4');
    expect(exactLength(4)('20000')).toBe('Field value length must equal to 4');
    expect(exactLength(4)('2000')).toBeUndefined();
  });

  it.each([minLength(2), maxLength(1), maxDigits(1), exactLength(3)])(
    'lets an empty optional field pass',
    (rule) => {
      expect(rule('')).toBeUndefined();
      expect(rule(undefined)).toBeUndefined();
    },
  );
});

describe.each([
  [
    'nameType',
    nameType,
    'Field needs to be a characters only',
    ["O'Brien", 'Smith & Sons', 'Tāne', 'Zoë'],
    ['Jo2', 'Mary-Jane', 'a.b'],
  ],
  [
    'email',
    email,
    'Field needs to be an email address',
    ['jo@example.com', 'JO.SMITH+lease@mail.example.co.nz'],
    ['jo', 'jo@', 'jo@example', 'jo smith@example.com', 'jo@@example.com', 'jo@example..com'],
  ],
  [
    'tel',
    tel,
    'Field needs to be a telephone number',
    ['0412345678', '+61 412 345 678', '(09) 123 4567'],
    ['04-1234', '+', '()', 'call me', '61+412'],
  ],
  ['number', number, 'Field needs to be digits', ['0', '1234', 12], ['12.5', '-1', '1 2', '+12', 'ten']],
  [
    'float',
    float,
    'Field needs to be float',
    ['1200', '1200.50', '.5', '3.'],
    ['1,200', '1.2.3', 'abc', '.'],
  ],
  [
    'amount',
    amount,
    'Field needs to be float',
    ['1200', '1200.50', '1,250,000', '1,250,000.50', '999,999', '.5'],
    ['1,25', '12,50,000', ',100', '1,000,', 'abc', '1.2.3'],
  ],
  [
    'auState',
    auState,
    'Invalid state, please re-enter',
    ['nsw', 'NSW', 'Vic', 'act', 'nt'],
    ['NZ', 'New South Wales', 'n'],
  ],
  [
    'nzTown',
    nzTown,
    'Invalid town, please re-enter',
    ['Auckland', 'Lower Hutt', 'Kerikeri-Waipapa', 'Whangārei'],
    ['Lower  Hutt', 'Hutt-', '-Hutt', 'Town 2', "O'Town"],
  ],
])('%s', (_name, rule, message, good, bad) => {
  it.each(good as unknown[])('accepts %p', (value) => {
    expect(rule(value)).toBeUndefined();
  });
  it.each(bad as unknown[])('refuses %p', (value) => {
    expect(rule(value)).toBe(message);
  });
  it('lets an empty optional field pass', () => {
    expect(rule('')).toBeUndefined();
  });
});

describe('notOwnEmail', () => {
  it('refuses the signed-in user, whatever the letter case', () => {
    expect(notOwnEmail('jo@example.com')(' JO@Example.com ')).toBe(
      'You can not reassigne the quote yourself',
    );
  });
  it('accepts anyone else, and anyone when the own address is unknown', () => {
    expect(notOwnEmail('jo@example.com')('sam@example.com')).toBeUndefined();
    expect(notOwnEmail(undefined)('sam@example.com')).toBeUndefined();
    expect(notOwnEmail('')('')).toBeUndefined();
  });
});

describe('idDetailRequired', () => {
  it('asks the applicant to check a field they have not focused yet', () => {
    expect(idDetailRequired(false)('')).toBe('Please make sure your details are entered correctly');
  });
  it('asks for the details once focused', () => {
    expect(idDetailRequired(true)('')).toBe('Please enter your details');
  });
  it('accepts a filled field', () => {
    expect(idDetailRequired(true)('Jo')).toBeUndefined();
  });
});
