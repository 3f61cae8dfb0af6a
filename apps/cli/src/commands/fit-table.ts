/** The width the desk's text was laid out for before it followed the terminal; kept for lines cut to it. */
export const TABLE_WIDTH = 100;

type Cell = string | number | undefined;
export type Row = Record<string, Cell>;

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
/** The text within the width, its end replaced by an ellipsis when it is longer. */
export const cut = (value: string, width: number): string =>
  value.length <= width ? value : `${value.slice(0, Math.max(0, width - 1))}…`;

/** The narrowest a wrapped column gets: a word or two still reads. */
const NARROWEST = 12;
const GAP = '  ';

/**
 * Words wrapped to the width: lines break between words, and a word longer than the width (a job key,
 * an address) is broken within it, after a dot or dash where it can, so nothing is cut and nothing runs
 * past the width.
 */
export function wrapText(value: string, width: number): string[] {
  if (width <= 0 || value.length <= width) return [value];
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/ +/)) {
    let rest = word;
    if (line !== '' && line.length + 1 + rest.length <= width) {
      line = `${line} ${rest}`;
      continue;
    }
    if (line !== '') lines.push(line);
    while (rest.length > width) {
      // Within a word, after its last dot, dash, colon or underscore that fits: 'online-account.' 'deliver'.
      const breakAt =
        Math.max(...['.', '-', ':', '_', '/'].map((mark) => rest.lastIndexOf(mark, width - 1))) + 1;
      const at = breakAt > width / 3 ? breakAt : width;
      lines.push(rest.slice(0, at));
      rest = rest.slice(at);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

/**
 * A table laid out for a terminal of the width (decision 2115): columns two spaces apart, each as wide
 * as its widest cell. When that is wider than the terminal, the `wrap` columns are narrowed, widest
 * first, and their cells wrap onto more lines of the row; every other column (ids, dates, statuses)
 * is kept whole, so what is copied from the table is never cut.
 */
export function tableLines(rows: Row[], options: { width: number; wrap?: readonly string[] }): string[] {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0]!);
  const cells = rows.map((row) => columns.map((column) => text(row[column])));
  const widths = columns.map((column, at) => Math.max(column.length, ...cells.map((row) => row[at]!.length)));
  const wraps = columns.map((column) => options.wrap?.includes(column) ?? false);
  const total = () => widths.reduce((sum, each) => sum + each, 0) + GAP.length * (columns.length - 1);
  while (total() > options.width) {
    const widest = widths
      .map((width, at) => ({ width, at }))
      .filter(({ width, at }) => wraps[at] && width > Math.max(columns[at]!.length, NARROWEST))
      .sort((a, b) => b.width - a.width)[0];
    if (!widest) break;
    widths[widest.at] = widest.width - 1;
  }
  const format = (values: string[]) =>
    values
      .map((value, at) => value.padEnd(widths[at]!))
      .join(GAP)
      .trimEnd();
  const lines = [format(columns), format(widths.map((width) => '-'.repeat(width)))];
  for (const row of cells) {
    const wrapped = row.map((value, at) => (wraps[at] ? wrapText(value, widths[at]!) : [value]));
    const height = Math.max(...wrapped.map((each) => each.length));
    for (let line = 0; line < height; line += 1) lines.push(format(wrapped.map((each) => each[line] ?? '')));
  }
  return lines;
}
