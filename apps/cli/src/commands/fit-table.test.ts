import { consoleOutput } from '../output';
import { fitTable } from './fit-table';

function printed(rows: Record<string, string>[], shrinkable: string[]): string[] {
  let text = '';
  consoleOutput((s) => (text += s)).table(fitTable(rows, shrinkable));
  return text.trimEnd().split('\n');
}

describe('tables that fit 100 columns', () => {
  const row = (i: number) => ({
    application: `2f1c8a4e-5b7d-4c1e-9a0b-3d2e1f4a5b6${i}`,
    org: 'org-au-demo',
    created: '2026-11-24',
    business: 'Harbour City Plumbing & Gas Fitting Pty Ltd',
    officer: 'Alexandra Konstantinopoulos',
  });

  it('cuts the long cells of the columns it may shorten, keeping ids whole', () => {
    const lines = printed([row(1), row(2)], ['org', 'business', 'officer']);
    expect(lines.every((line) => line.length <= 100)).toBe(true);
    expect(lines[2]).toMatch(
      /^2f1c8a4e-5b7d-4c1e-9a0b-3d2e1f4a5b61 {2}org-au-demo {2}2026-11-24 {2}Harbour City .*… {2}Alexandra .*…$/,
    );
  });

  it('leaves a table that fits as it is', () => {
    const short = [{ application: 'app-1', business: 'Acme', officer: 'Jo' }];
    expect(fitTable(short, ['business', 'officer'])).toEqual(short);
  });
});
