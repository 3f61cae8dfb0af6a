import { validateForm } from '../validation/field-rule';
import {
  BORN_IN_THE_FUTURE_MESSAGE,
  ID_NAME_MAX_LENGTH,
  idDetailsRules,
  isAtLeastYearsOld,
  LICENCE_EXPIRED_MESSAGE,
  NOT_A_DATE_MESSAGE,
  parseIdDate,
  regionDayOf,
  UNDER_AGE_MESSAGE,
  type IdDetailsField,
} from './id-details-rules';

const today = new Date(Date.UTC(2026, 10, 24));
const everyField = new Set<IdDetailsField>([
  'firstName',
  'lastName',
  'dob',
  'currentAddress',
  'driversLicenceNumber',
  'driversLicenceExpiry',
  'driversLicenceState',
  'driversCardNumber',
  'version',
]);

const auDetails = {
  firstName: 'Mia',
  lastName: "O'Connor",
  dob: '14/02/1988',
  currentAddress: '12 Smith Street, Fitzroy VIC 3065',
  driversLicenceNumber: '012345678',
  driversLicenceExpiry: '30/06/2029',
  driversLicenceState: 'vic',
  driversCardNumber: 'P1234567',
};

const nzDetails = {
  firstName: 'Aroha',
  lastName: 'Ngata',
  dob: '14/02/1988',
  currentAddress: '1 Queen Street, Auckland 1010',
  driversLicenceNumber: 'DL123456',
  driversLicenceExpiry: '30/06/2029',
  version: '123',
};

const rulesFor = (region: 'AU' | 'NZ', licenceState?: string, focused = everyField) =>
  idDetailsRules({ region, focused, licenceState, today });

describe('the ID details form (journey §5)', () => {
  it('takes an AU applicant with every detail', () => {
    expect(validateForm(rulesFor('AU', 'vic'), auDetails)).toEqual({});
  });

  it.each([
    ['a hyphenated last name', { lastName: 'Smith-Jones' }],
    ['an apostrophe', { firstName: "D'Arcy", lastName: "O'Connor" }],
    ['accents', { firstName: 'José', lastName: 'Ngāti-Whātua Ōrākei' }],
    ['a long middle name', { middleName: 'Alexandra Catherine Elizabeth Margaret Louise' }],
    ['a name at the maximum length', { lastName: 'a'.repeat(ID_NAME_MAX_LENGTH) }],
  ])('takes names as a licence prints them: %s', (_case, names) => {
    expect(validateForm(rulesFor('AU', 'vic'), { ...auDetails, ...names })).toEqual({});
  });

  it('needs only the first and last name, each within the maximum length', () => {
    const errors = validateForm(rulesFor('AU', 'vic'), {
      ...auDetails,
      firstName: '',
      middleName: 'b'.repeat(ID_NAME_MAX_LENGTH + 1),
      lastName: 'a'.repeat(ID_NAME_MAX_LENGTH + 1),
    });
    expect(Object.keys(errors).sort()).toEqual(['firstName', 'lastName', 'middleName']);
    expect(errors.firstName).toBe('Please enter your details');
  });

  it('takes an NZ applicant with a licence version instead of a state and card number', () => {
    const nz = { ...auDetails, driversLicenceState: '', driversCardNumber: '', version: '123' };
    expect(validateForm(rulesFor('NZ'), nz)).toEqual({});
    expect(validateForm(rulesFor('NZ'), { ...nz, version: '' })).toEqual({
      version: 'Please enter your details',
    });
  });

  it('asks softly for a field the applicant has not been into yet', () => {
    const errors = validateForm(rulesFor('AU', 'vic', new Set(['firstName'])), {
      ...auDetails,
      firstName: '',
      lastName: '',
    });
    expect(errors).toEqual({
      firstName: 'Please enter your details',
      lastName: 'Please make sure your details are entered correctly',
    });
  });

  it('needs the current address, and leaves the middle name and previous address optional', () => {
    expect(validateForm(rulesFor('AU', 'vic'), { ...auDetails, currentAddress: ' ' })).toEqual({
      currentAddress: 'Please enter your details',
    });
    expect(
      validateForm(rulesFor('AU', 'vic'), { ...auDetails, middleName: '', previousAddress: '' }),
    ).toEqual({});
  });

  it('checks the card number by the licence state, and the state itself', () => {
    expect(validateForm(rulesFor('AU', 'nsw'), { ...auDetails, driversLicenceState: 'nsw' })).toEqual({
      driversCardNumber: 'invalid card number',
    });
    expect(validateForm(rulesFor('AU', 'xyz'), { ...auDetails, driversLicenceState: 'xyz' })).toEqual({
      driversLicenceState: 'Invalid state, please re-enter',
    });
  });

  it('needs dates of ten characters that are real dates', () => {
    const rules = rulesFor('AU', 'vic');
    expect(validateForm(rules, { ...auDetails, dob: '1/2/1988' })).toEqual({
      dob: 'Field value length must equal to 10',
    });
    expect(validateForm(rules, { ...auDetails, dob: '31/02/1988' })).toEqual({ dob: NOT_A_DATE_MESSAGE });
    expect(validateForm(rules, { ...auDetails, dob: '1988-02-14' })).toEqual({ dob: NOT_A_DATE_MESSAGE });
  });

  it('refuses a birth date after today and a licence that expired before today', () => {
    const rules = rulesFor('AU', 'vic');
    expect(validateForm(rules, { ...auDetails, dob: '25/11/2026' })).toEqual({
      dob: BORN_IN_THE_FUTURE_MESSAGE,
    });
    expect(validateForm(rules, { ...auDetails, driversLicenceExpiry: '23/11/2026' })).toEqual({
      driversLicenceExpiry: LICENCE_EXPIRED_MESSAGE,
    });
    expect(validateForm(rules, { ...auDetails, driversLicenceExpiry: '24/11/2026' })).toEqual({});
  });
});

describe('an authorised officer is 18 or over on the day of confirming (decision 2080)', () => {
  const dobOn = (dob: string, on: Date) =>
    validateForm(idDetailsRules({ region: 'AU', focused: everyField, licenceState: 'vic', today: on }), {
      ...auDetails,
      dob,
    }).dob;

  it("refuses a date of birth of today, the form's default", () => {
    expect(dobOn('24/11/2026', today)).toBe(UNDER_AGE_MESSAGE);
    expect(UNDER_AGE_MESSAGE).toBe('An authorised officer must be 18 or over');
  });

  it('takes the 18th birthday itself, and refuses the day before', () => {
    expect(dobOn('24/11/2008', today)).toBeUndefined();
    expect(dobOn('25/11/2008', today)).toBe(UNDER_AGE_MESSAGE);
    expect(dobOn('23/11/2008', today)).toBeUndefined();
  });

  it("counts the region's day, not UTC's: an officer is 18 from the first minute of their birthday there", () => {
    const dobIn = (region: 'AU' | 'NZ', dob: string, on: string) =>
      validateForm(
        idDetailsRules({ region, focused: everyField, licenceState: 'vic', today: new Date(on) }),
        region === 'AU' ? { ...auDetails, dob } : { ...nzDetails, dob },
      ).dob;
    // Sydney in November is UTC+11: the 25th starts there at 13:00 UTC on the 24th.
    expect(dobIn('AU', '25/11/2008', '2026-11-24T12:59:59Z')).toBe(UNDER_AGE_MESSAGE);
    expect(dobIn('AU', '25/11/2008', '2026-11-24T13:00:00Z')).toBeUndefined();
    // 7:30 on the morning of the birthday in Sydney, still the day before in UTC.
    expect(dobIn('AU', '25/11/2008', '2026-11-24T20:30:00Z')).toBeUndefined();
    // Sydney in June is UTC+10.
    expect(dobIn('AU', '15/06/2008', '2026-06-14T13:59:59Z')).toBe(UNDER_AGE_MESSAGE);
    expect(dobIn('AU', '15/06/2008', '2026-06-14T14:00:00Z')).toBeUndefined();
    // Auckland in November is UTC+13: the 25th starts there at 11:00 UTC on the 24th.
    expect(dobIn('NZ', '25/11/2008', '2026-11-24T10:59:59Z')).toBe(UNDER_AGE_MESSAGE);
    expect(dobIn('NZ', '25/11/2008', '2026-11-24T11:00:00Z')).toBeUndefined();
    // Late in the UTC day it is already the next day in both.
    expect(dobIn('AU', '24/11/2008', '2026-11-24T23:59:59Z')).toBeUndefined();
    expect(dobIn('AU', '26/11/2008', '2026-11-24T23:59:59Z')).toBe(UNDER_AGE_MESSAGE);
  });

  it("reads the region's day for the licence's expiry and a birth in the future too", () => {
    expect(regionDayOf(new Date('2026-11-24T13:00:00Z'), 'AU').toISOString()).toBe(
      '2026-11-25T00:00:00.000Z',
    );
    expect(regionDayOf(new Date('2026-11-24T10:59:59Z'), 'NZ').toISOString()).toBe(
      '2026-11-24T00:00:00.000Z',
    );
    const rules = idDetailsRules({
      region: 'AU',
      focused: everyField,
      licenceState: 'vic',
      today: new Date('2026-11-24T13:00:00Z'),
    });
    expect(validateForm(rules, { ...auDetails, driversLicenceExpiry: '24/11/2026' })).toEqual({
      driversLicenceExpiry: LICENCE_EXPIRED_MESSAGE,
    });
    expect(validateForm(rules, { ...auDetails, dob: '25/11/2026' }).dob).toBe(UNDER_AGE_MESSAGE);
  });

  it('lets someone born on 29 February come of age on 1 March of a year without one', () => {
    // 2026 has no 29 February: 18 years after 29/02/2008 is 01/03/2026.
    expect(dobOn('29/02/2008', new Date(Date.UTC(2026, 1, 28)))).toBe(UNDER_AGE_MESSAGE);
    expect(dobOn('29/02/2008', new Date(Date.UTC(2026, 2, 1)))).toBeUndefined();
    // 18 years after a 29 February is never a leap year; 24 years after one is, and the day is kept.
    expect(isAtLeastYearsOld(new Date(Date.UTC(2000, 1, 29)), new Date(Date.UTC(2024, 1, 28)), 24)).toBe(
      false,
    );
    expect(isAtLeastYearsOld(new Date(Date.UTC(2000, 1, 29)), new Date(Date.UTC(2024, 1, 29)), 24)).toBe(
      true,
    );
  });

  it('still says a date in the future is one, before the age', () => {
    expect(dobOn('25/11/2026', today)).toBe(BORN_IN_THE_FUTURE_MESSAGE);
  });
});

describe('parseIdDate', () => {
  it('reads DD/MM/YYYY, leap days included', () => {
    expect(parseIdDate('29/02/2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIdDate('29/02/2025')).toBeUndefined();
    expect(parseIdDate('00/01/2025')).toBeUndefined();
    expect(parseIdDate('12/13/2025')).toBeUndefined();
  });
});
