import { businessLookupMessage, CHOOSE_A_BUSINESS } from './business-lookup-message';

describe('the business lookup message', () => {
  it('asks for the business when nothing is typed', () => {
    expect(businessLookupMessage('  ', undefined)).toBe('Field is required');
  });

  it('asks for a second character', () => {
    expect(businessLookupMessage('A', undefined)).toBe('Field value must have at least 2 characters.');
  });

  it('asks to pick a row when a name is typed but none chosen', () => {
    expect(businessLookupMessage('Acme Fleet', undefined)).toBe(CHOOSE_A_BUSINESS);
    expect(businessLookupMessage('Acme Fleet', { name: 'Acme Fleet', abn: '' })).toBe(CHOOSE_A_BUSINESS);
  });

  it('says nothing once a business with a name and a number is chosen', () => {
    expect(businessLookupMessage('Acme Fleet', { name: 'Acme Fleet', abn: '51824753556' })).toBeUndefined();
  });
});
