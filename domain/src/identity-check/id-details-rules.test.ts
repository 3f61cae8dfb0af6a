import { validateForm } from '../validation/field-rule';
import {
  BORN_IN_THE_FUTURE_MESSAGE,
  ID_NAME_MAX_LENGTH,
  idDetailsRules,
  LICENCE_EXPIRED_MESSAGE,
  NOT_A_DATE_MESSAGE,
  parseIdDate,
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

describe('parseIdDate', () => {
  it('reads DD/MM/YYYY, leap days included', () => {
    expect(parseIdDate('29/02/2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseIdDate('29/02/2025')).toBeUndefined();
    expect(parseIdDate('00/01/2025')).toBeUndefined();
    expect(parseIdDate('12/13/2025')).toBeUndefined();
  });
});
