/** How a command prints: human-readable tables and sections, or JSON for scripts (`--json`). */
export interface Output {
  json(value: unknown): void;
  line(text?: string): void;
  table(rows: Record<string, string | number | undefined>[]): void;
  error(text: string): void;
}

type Write = (text: string) => unknown;

export function consoleOutput(
  write: Write = (s) => process.stdout.write(s),
  writeError: Write = (s) => process.stderr.write(s),
): Output {
  return {
    json: (value) => write(`${JSON.stringify(value, null, 2)}\n`),
    line: (text = '') => write(`${text}\n`),
    error: (text) => writeError(`${text}\n`),
    table(rows) {
      if (rows.length === 0) return write('(none)\n');
      const columns = Object.keys(rows[0]!);
      const cell = (v: unknown) => (v === undefined || v === null ? '' : String(v));
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
