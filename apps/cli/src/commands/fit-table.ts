/** The width every table of the application commands fits in. */
export const TABLE_WIDTH = 100;

type Row = Record<string, string | number | undefined>;

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));
/** The text within the width, its end replaced by an ellipsis when it is longer. */
export const cut = (value: string, width: number): string =>
  value.length <= width ? value : `${value.slice(0, Math.max(0, width - 1))}…`;

/**
 * Shortens the `shrinkable` columns' cells, widest first, until the table (two spaces between columns,
 * as `Output.table` prints it) fits the width; other columns are kept whole (ids are copied from it).
 */
export function fitTable(rows: Row[], shrinkable: string[], width = TABLE_WIDTH): Row[] {
  if (rows.length === 0) return rows;
  const columns = Object.keys(rows[0]!);
  const widths = new Map(
    columns.map((column) => [
      column,
      Math.max(column.length, ...rows.map((row) => text(row[column]).length)),
    ]),
  );
  const total = () => [...widths.values()].reduce((sum, each) => sum + each, 0) + 2 * (columns.length - 1);
  while (total() > width) {
    const widest = shrinkable
      .filter((column) => (widths.get(column) ?? 0) > Math.max(column.length, 6))
      .sort((a, b) => widths.get(b)! - widths.get(a)!)[0];
    if (!widest) break;
    widths.set(widest, widths.get(widest)! - 1);
  }
  return rows.map((row) =>
    Object.fromEntries(
      columns.map((column) => [
        column,
        shrinkable.includes(column) ? cut(text(row[column]), widths.get(column)!) : row[column],
      ]),
    ),
  );
}
