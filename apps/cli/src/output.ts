/** How a command prints: human-readable tables and sections, or JSON for scripts (`--json`). */
export interface Output {
  json(value: unknown): void;
  line(text?: string): void;
  table(rows: Record<string, string | number | undefined>[]): void;
  error(text: string): void;
}

type Write = (text: string) => unknown;

/** C0 controls but tab and line feed, DEL and C1 controls: what a terminal could act on. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** In a table cell, tabs and line breaks too: a cell is one line of its column. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_CELLS = /[\u0000-\u001f\u007f-\u009f]/g;

const escaped = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Text from the portal's data as the terminal may show it (decision 2041): every control character
 * is written as its `\uXXXX` escape, so an escape sequence stored in a field (a business's website,
 * a name) prints as text instead of clearing the screen or faking a message. JSON escapes the same
 * way, so JSON output stays valid and reads back the same value.
 */
export function terminalSafe(text: string, options: { lineBreaks: boolean } = { lineBreaks: true }): string {
  return text.replace(options.lineBreaks ? CONTROL_IN_LINES : CONTROL_IN_CELLS, escaped);
}

/** Every human-readable line, table and error passes through `terminalSafe` here, once for all commands. */
export function consoleOutput(
  write: Write = (s) => process.stdout.write(s),
  writeError: Write = (s) => process.stderr.write(s),
): Output {
  return {
    // JSON.stringify escapes C0 already; DEL and C1 are escaped too, which JSON reads back unchanged.
    json: (value) => write(`${terminalSafe(JSON.stringify(value, null, 2))}\n`),
    line: (text = '') => write(`${terminalSafe(text)}\n`),
    error: (text) => writeError(`${terminalSafe(text)}\n`),
    table(rows) {
      if (rows.length === 0) return write('(none)\n');
      const columns = Object.keys(rows[0]!);
      const cell = (v: unknown) =>
        v === undefined || v === null ? '' : terminalSafe(String(v), { lineBreaks: false });
      const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
      const format = (values: string[]) =>
        values
          .map((v, i) => v.padEnd(widths[i]!))
          .join('  ')
          .trimEnd();
      write(`${format(columns)}\n${format(widths.map((w) => '-'.repeat(w)))}\n`);
      for (const row of rows) write(`${format(columns.map((c) => cell(row[c])))}\n`);
    },
  };
}
