import { tableLines, wrapText } from './fit-table';

describe('tables laid out to the terminal', () => {
  const row = (i: number) => ({
    application: `2f1c8a4e-5b7d-4c1e-9a0b-3d2e1f4a5b6${i}`,
    org: 'org-au-southern-cross',
    created: '2026-11-24',
    business: 'Harbour City Plumbing & Gas Fitting Pty Ltd',
    officer: 'Alexandra Konstantinopoulos',
  });

  it('wraps the columns it may wrap to fit, keeping ids and organisations whole', () => {
    const lines = tableLines([row(1), row(2)], { width: 100, wrap: ['business', 'officer'] });
    expect(lines.every((line) => line.length <= 100)).toBe(true);
    expect(lines[2]).toMatch(
      /^2f1c8a4e-5b7d-4c1e-9a0b-3d2e1f4a5b61 {2}org-au-southern-cross {2}2026-11-24 {2}Harbour/,
    );
    expect(lines.join('\n')).not.toContain('…');
    // Each wrapped cell reads back whole from its lines.
    const business = lines.slice(
      2,
      lines.findIndex((line) => line.startsWith('2f1c8a4e-5b7d-4c1e-9a0b-3d2e1f4a5b62')),
    );
    const column = lines[0]!.indexOf('business');
    expect(business.map((line) => line.slice(column, lines[0]!.indexOf('officer')).trim()).join(' ')).toBe(
      'Harbour City Plumbing & Gas Fitting Pty Ltd',
    );
  });

  it('uses a wide terminal for one line a row', () => {
    const lines = tableLines([row(1)], { width: 200, wrap: ['business', 'officer'] });
    expect(lines).toHaveLength(3);
  });

  it('breaks a word longer than its column rather than cutting it', () => {
    expect(wrapText('lead:5b1e2c3d-aaaa-bbbb', 10)).toEqual(['lead:', '5b1e2c3d-', 'aaaa-bbbb']);
    expect(wrapText('online-account.deliver', 20)).toEqual(['online-account.', 'deliver']);
    expect(wrapText('0123456789abcdef', 10)).toEqual(['0123456789', 'abcdef']);
    expect(wrapText('kept as it is', 20)).toEqual(['kept as it is']);
  });
});
