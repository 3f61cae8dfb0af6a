import type { Region } from '../shared/region';
import { validateForm } from './field-rule';
import { enquiryFormRules, type EnquiryField } from './enquiry-form-rules';

type Enquiry = Partial<Record<EnquiryField, unknown>>;

/** A complete, valid enquiry for the region; tests change one field at a time. */
function anEnquiry(region: Region, changes: Enquiry = {}): Enquiry {
  const base: Enquiry = {
    firstName: 'Jo',
    lastName: 'Smith',
    phone: region === 'NZ' ? '021 234 567' : '0412345678',
    email: 'jo@example.com',
    fleetSize: '12',
    yearsTrading: region === 'NZ' ? 'Minimum 1 year' : 'Minimum 2 years',
    description: '',
    ...(region === 'NZ' ? { location: 'Lower Hutt' } : { postCode: '3000' }),
  };
  return { ...base, ...changes };
}

const errorsOf = (region: Region, changes: Enquiry = {}) =>
  validateForm(enquiryFormRules(region), anEnquiry(region, changes));

describe.each<Region>(['AU', 'NZ'])('enquiryFormRules(%s)', (region) => {
  it('accepts a complete enquiry', () => {
    expect(errorsOf(region)).toEqual({});
  });

  it.each<EnquiryField>(['firstName', 'lastName', 'phone', 'email', 'fleetSize', 'yearsTrading'])(
    'requires %s',
    (field) => {
      expect(errorsOf(region, { [field]: '' })[field]).toBe('Field is required');
    },
  );

  it('leaves the message optional, at most 250 characters', () => {
    expect(errorsOf(region, { description: undefined })).toEqual({});
    expect(errorsOf(region, { description: 'x'.repeat(250) })).toEqual({});
    expect(errorsOf(region, { description: 'x'.repeat(251) }).description).toBe(
      'Field value must have at most 250 characters.',
    );
  });

  it('wants names of 2 to 40 characters', () => {
    expect(errorsOf(region, { firstName: 'J' }).firstName).toBe(
      'Field value must have at least 2 characters.',
    );
    expect(errorsOf(region, { lastName: 'x'.repeat(41) }).lastName).toBe(
      'Field value must have at most 40 characters.',
    );
  });

  it('wants an e-mail address of at most 55 characters', () => {
    expect(errorsOf(region, { email: 'jo.example.com' }).email).toBe('Field needs to be an email address');
    expect(errorsOf(region, { email: `${'j'.repeat(44)}@example.com` }).email).toBe(
      'Field value must have at most 55 characters.',
    );
  });

  it('wants a fleet size of at most 4 digits', () => {
    expect(errorsOf(region, { fleetSize: '9999' })).toEqual({});
    expect(errorsOf(region, { fleetSize: '10000' }).fleetSize).toBe(
      'Field is invalid. A maximum of 4 numbers is permitted',
    );
    expect(errorsOf(region, { fleetSize: 'ten' }).fleetSize).toBe('Field needs to be digits');
  });
});

describe('enquiryFormRules by region', () => {
  it('NZ requires a location and no postcode; phone 9 to 12 digits', () => {
    expect(errorsOf('NZ', { location: '' }).location).toBe('Field is required');
    expect(errorsOf('NZ', { postCode: undefined })).toEqual({});
    expect(errorsOf('NZ', { phone: '02123456' }).phone).toBe('Field value must have at least 9 characters.');
    expect(errorsOf('NZ', { phone: '021234567' })).toEqual({});
    expect(errorsOf('NZ', { phone: '+64212345678' })).toEqual({});
    expect(errorsOf('NZ', { phone: '+64 21 550 1234' })).toEqual({});
    expect(errorsOf('NZ', { phone: '+6421234567890' }).phone).toBe(
      'Field value must have at most 12 characters.',
    );
  });

  it('AU requires a postcode of exactly 4 and no location; phone exactly 10 digits', () => {
    expect(errorsOf('AU', { postCode: '' }).postCode).toBe('Field is required');
    expect(errorsOf('AU', { postCode: '300' }).postCode).toBe('Field value length must equal to 4');
    expect(errorsOf('AU', { location: undefined })).toEqual({});
    expect(errorsOf('AU', { phone: '041234567' }).phone).toBe('Field value length must equal to 10');
    expect(errorsOf('AU', { phone: '04123456789' }).phone).toBe('Field value length must equal to 10');
    expect(errorsOf('AU', { phone: '04123x5678' }).phone).toBe('Field needs to be a telephone number');
    expect(errorsOf('AU', { phone: '0412 345 678' })).toEqual({});
    expect(errorsOf('AU', { phone: '(04) 1234 5678' })).toEqual({});
  });
});
