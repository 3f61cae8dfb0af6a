import { formatBusinessNumber } from './business-number';
import { Nzbn } from './nzbn';

describe('formatBusinessNumber', () => {
  it('spaces an ABN as the ATO writes it, however it was stored', () => {
    expect(formatBusinessNumber('AU', '51824753556')).toBe('51 824 753 556');
    expect(formatBusinessNumber('AU', '51 824 753 556')).toBe('51 824 753 556');
  });

  it('writes an NZBN as thirteen digits', () => {
    const nzbn = Nzbn.forIdentifier('942904133620').value;
    expect(formatBusinessNumber('NZ', nzbn.replace(/(\d{4})/g, '$1 '))).toBe(nzbn);
  });

  it('shows a number that does not parse as stored, and nothing for none', () => {
    expect(formatBusinessNumber('AU', '12345')).toBe('12345');
    expect(formatBusinessNumber('NZ', undefined)).toBe('');
  });
});
