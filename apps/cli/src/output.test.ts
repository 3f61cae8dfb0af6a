import { consoleOutput } from './output';

function captured() {
  let stdout = '';
  let stderr = '';
  const out = consoleOutput(
    (s) => (stdout += s),
    (s) => (stderr += s),
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
});
