import type { Region } from '../shared/region';
import { validateForm } from './field-rule';
import {
  nomineeFormRules,
  secondaryApplicantFormRules,
  type SecondaryApplicantField,
} from './nominee-form-rules';

type Nominee = Partial<Record<SecondaryApplicantField, unknown>>;

const aNominee = (region: Region, changes: Nominee = {}): Nominee => ({
  firstName: 'Sam',
  lastName: 'Taylor',
  email: 'sam@example.com',
  phone: region === 'NZ' ? '0212345678' : '0412345678',
  applicantType: 'director',
  ...changes,
});

describe.each<Region>(['AU', 'NZ'])('nomineeFormRules(%s)', (region) => {
  const rules = nomineeFormRules(region, 'jo@example.com');

  it('accepts another person', () => {
    expect(validateForm(rules, aNominee(region))).toEqual({});
  });

  it('refuses reassigning the quote to oneself, whatever the letter case', () => {
    expect(validateForm(rules, aNominee(region, { email: 'Jo@Example.COM' })).email).toBe(
      'You can not reassigne the quote yourself',
    );
  });

  it('requires every field', () => {
    expect(validateForm(rules, {})).toEqual({
      firstName: 'Field is required',
      lastName: 'Field is required',
      email: 'Field is required',
      phone: 'Field is required',
    });
  });

  it('wants names of 2 to 40 characters and an e-mail of at most 55', () => {
    const errors = validateForm(
      rules,
      aNominee(region, { firstName: 'S', email: `${'s'.repeat(50)}@example.com` }),
    );
    expect(errors).toEqual({
      firstName: 'Field value must have at least 2 characters.',
      email: 'Field value must have at most 55 characters.',
    });
  });
});

describe('nominee mobile number by region', () => {
  it('AU: exactly 10 characters', () => {
    expect(
      validateForm(nomineeFormRules('AU', undefined), aNominee('AU', { phone: '041234567' })).phone,
    ).toBe('Field value length must equal to 10');
  });
  it('NZ: 9 to 12 characters', () => {
    const rules = nomineeFormRules('NZ', undefined);
    expect(validateForm(rules, aNominee('NZ', { phone: '021234567' }))).toEqual({});
    expect(validateForm(rules, aNominee('NZ', { phone: '02123456' })).phone).toBe(
      'Field value must have at least 9 characters.',
    );
  });
});

describe('secondaryApplicantFormRules', () => {
  it('requires the role as well', () => {
    const rules = secondaryApplicantFormRules('AU');
    expect(validateForm(rules, aNominee('AU'))).toEqual({});
    expect(validateForm(rules, aNominee('AU', { applicantType: '' })).applicantType).toBe(
      'Field is required',
    );
  });

  it('AU: only Director or Company Secretary, in any letter case', () => {
    const rules = secondaryApplicantFormRules('AU');
    expect(validateForm(rules, aNominee('AU', { applicantType: 'Secretary' }))).toEqual({});
    expect(validateForm(rules, aNominee('AU', { applicantType: 'Other' })).applicantType).toBe(
      'Choose Director or Company Secretary',
    );
  });

  it('NZ: free text, required, at most 40 characters', () => {
    const rules = secondaryApplicantFormRules('NZ');
    expect(validateForm(rules, aNominee('NZ', { applicantType: 'Delegated authority' }))).toEqual({});
    expect(validateForm(rules, aNominee('NZ', { applicantType: ' ' })).applicantType).toBe(
      'Field is required',
    );
    expect(validateForm(rules, aNominee('NZ', { applicantType: 'x'.repeat(41) })).applicantType).toBe(
      'Field value must have at most 40 characters.',
    );
  });
});

describe('officer names', () => {
  it("take letters, spaces, & and ' only (the name type)", () => {
    const rules = nomineeFormRules('AU', undefined);
    expect(validateForm(rules, aNominee('AU', { lastName: "O'Brien" }))).toEqual({});
    expect(validateForm(rules, aNominee('AU', { firstName: 'Sam2' })).firstName).toBe(
      'Field needs to be a characters only',
    );
  });
});
