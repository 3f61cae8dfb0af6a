import { tableLines } from './commands/fit-table';

export interface TableOptions {
  /** Columns whose cells wrap onto more lines when the table is wider than the terminal; others stay whole. */
  wrap?: readonly string[];
}

/**
 * How a command prints (decision 2115): for a person at a terminal, tables and sections laid out to
 * its width; piped, tables as tab-separated lines without a heading, for `cut` and `awk`; JSON for
 * scripts (`--json`).
 */
export interface Output {
  json(value: unknown): void;
  line(text?: string): void;
  table(rows: Record<string, string | number | undefined>[], options?: TableOptions): void;
  error(text: string): void;
  /** The columns text is laid out in at a terminal; undefined when piped, where lines are not wrapped. */
  readonly width?: number;
}

/** Where standard output goes: a terminal (and its width), or a pipe or file. */
export interface Terminal {
  tty: boolean;
  /** The terminal's columns; COLUMNS overrides what the terminal says, as in most tools. */
  columns?: number;
}

/** The narrowest layout worth making: below it, a terminal gets the same as 40 columns. */
const NARROWEST_TERMINAL = 40;

/** This process's standard output: a TTY and its width, COLUMNS when set, else 80. */
export function terminalOf(
  stream: { isTTY?: boolean; columns?: number } = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): Terminal {
  const fromEnv = Number(env.COLUMNS);
  const columns = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : stream.columns;
  return { tty: stream.isTTY === true, columns: columns ?? 80 };
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
  terminal: Terminal = terminalOf(),
): Output {
  const width = terminal.tty ? Math.max(NARROWEST_TERMINAL, terminal.columns ?? 80) : undefined;
  const cell = (v: unknown) =>
    v === undefined || v === null ? '' : terminalSafe(String(v), { lineBreaks: false });
  return {
    width,
    // JSON.stringify escapes C0 already; DEL and C1 are escaped too, which JSON reads back unchanged.
    json: (value) => write(`${terminalSafe(JSON.stringify(value, null, 2))}\n`),
    line: (text = '') => write(`${terminalSafe(text)}\n`),
    error: (text) => writeError(`${terminalSafe(text)}\n`),
    table(rows, options = {}) {
      const safe = rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, cell(v)])));
      if (width === undefined) {
        for (const row of safe) write(`${Object.values(row).join('\t')}\n`);
        return;
      }
      if (rows.length === 0) return write('(none)\n');
      for (const line of tableLines(safe, { width, ...options })) write(`${line}\n`);
    },
  };
}
