import { consoleOutput, terminalOf, type Terminal } from './output';

function captured(terminal: Terminal = { tty: true, columns: 100 }) {
  let stdout = '';
  let stderr = '';
  const out = consoleOutput(
    (s) => (stdout += s),
    (s) => (stderr += s),
    terminal,
  );
  return { out, printed: () => ({ stdout, stderr }) };
}

/** Anything a terminal would act on: C0 but line feed, DEL, C1. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ACTS_ON_A_TERMINAL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

describe('what lease-admin prints for people', () => {
  it('writes control characters in lines and errors as their escapes, keeping the line breaks it wrote', () => {
    const { out, printed } = captured();
    out.line('Website: x\u001b]2;title\u0007\u001b[2J\r\u0085');
    out.error('error BAD_INPUT: first\nsecond \u009b31m');
    expect(printed()).toEqual({
      stdout: 'Website: x\\u001b]2;title\\u0007\\u001b[2J\\u000d\\u0085\n',
      stderr: 'error BAD_INPUT: first\nsecond \\u009b31m\n',
    });
  });

  it('keeps each table cell to one line, escaping its line breaks and tabs too', () => {
    const { out, printed } = captured();
    out.table([{ name: 'Acme\nFAKE ROW', note: 'tab\there\u001b[1m' }]);
    const { stdout } = printed();
    expect(stdout.split('\n')).toHaveLength(4);
    expect(stdout).toContain('Acme\\u000aFAKE ROW  tab\\u0009here\\u001b[1m');
    expect(stdout).not.toMatch(ACTS_ON_A_TERMINAL);
  });

  it('prints JSON that reads back to the same values, DEL and C1 escaped as well', () => {
    const { out, printed } = captured();
    const value = { website: 'x\u001b[2J\u007f\u009b1m', lines: 'a\nb' };
    out.json(value);
    const { stdout } = printed();
    expect(stdout).not.toMatch(ACTS_ON_A_TERMINAL);
    expect(JSON.parse(stdout)).toEqual(value);
  });

  it('prints a table piped as tab-separated lines without a heading, its tabs escaped', () => {
    const { out, printed } = captured({ tty: false });
    out.table([
      { id: 'org-au-demo', name: 'Southern\tCross' },
      { id: 'org-nz-demo', name: 'Tamaki' },
    ]);
    expect(printed().stdout).toBe('org-au-demo\tSouthern\\u0009Cross\norg-nz-demo\tTamaki\n');
    expect(out.width).toBeUndefined();
  });

  it('lays a table out to the terminal, wrapping the columns it may wrap and never cutting an id', () => {
    const { out, printed } = captured({ tty: true, columns: 60 });
    const id = 'org-au-southern-cross-fleet-services-2026';
    out.table([{ id, error: 'The dialler refused the lead: PARTNER_REJECTED 422 phone number invalid' }], {
      wrap: ['error'],
    });
    const lines = printed().stdout.trimEnd().split('\n');
    expect(lines.every((line) => line.length <= 60)).toBe(true);
    expect(lines[2]).toMatch(new RegExp(`^${id}  The dialler`));
    expect(
      lines
        .slice(2)
        .map((line) => line.slice(id.length + 2).trim())
        .join(' '),
    ).toBe('The dialler refused the lead: PARTNER_REJECTED 422 phone number invalid');
  });

  it('takes its width from COLUMNS, else the terminal, and knows a pipe', () => {
    expect(terminalOf({ isTTY: true, columns: 132 }, {})).toEqual({ tty: true, columns: 132 });
    expect(terminalOf({ isTTY: true, columns: 132 }, { COLUMNS: '80' })).toEqual({ tty: true, columns: 80 });
    expect(terminalOf({}, {})).toEqual({ tty: false, columns: 80 });
  });
});
