import { allOf, hasFieldErrors, textOf, validateForm, type FieldRule } from './field-rule';

const always =
  (message: string): FieldRule =>
  () =>
    message;
const never: FieldRule = () => undefined;

describe('textOf', () => {
  it('trims text and shows numbers as typed', () => {
    expect(textOf('  Jo ')).toBe('Jo');
    expect(textOf(42)).toBe('42');
    expect(textOf(null)).toBe('');
    expect(textOf(undefined)).toBe('');
  });
});

describe('allOf', () => {
  it('answers the first failing message', () => {
    expect(allOf(never, always('first'), always('second'))('x')).toBe('first');
  });
  it('passes when every rule passes', () => {
    expect(allOf(never, never)('x')).toBeUndefined();
    expect(allOf()('x')).toBeUndefined();
  });
});

describe('validateForm', () => {
  const rules = { name: [never, always('bad name')], town: [never], note: [] };

  it('gives one message for each failing field and none for the others', () => {
    const errors = validateForm(rules, { name: 'x', town: 'y' });
    expect(errors).toEqual({ name: 'bad name' });
    expect(hasFieldErrors(errors)).toBe(true);
  });

  it('gives no errors when every field passes', () => {
    const errors = validateForm({ town: [never] }, {});
    expect(errors).toEqual({});
    expect(hasFieldErrors(errors)).toBe(false);
  });
});
