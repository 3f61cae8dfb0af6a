import { DomainError } from '@lease-portal/domain';
import { Option, type Command } from 'commander';
import type { Output } from './output';

/**
 * `--json` with field selection, as `gh --json` has it (decision 2122): `--json` alone prints the
 * whole JSON, as before; `--json id,status` prints only those fields of each record the command
 * prints (each item of a list, or the one record shown), every one of them present, `null` when the
 * record has no value for it, so that a script reads the same shape every time. A field the command
 * does not print is refused before anything is read, naming the fields there are.
 */

/** Every key of each member of a union, not only those all of them share. */
type KeysOf<T> = T extends unknown ? keyof T & string : never;

/**
 * The fields of a record type, listed once by name: the compiler refuses a name that is not one of
 * its keys, and a list that leaves a key out, so `--help` and the check never drift from what is
 * printed.
 */
export function fieldsOf<T>() {
  return <const K extends readonly KeysOf<T>[]>(
    fields: K &
      ([Exclude<KeysOf<T>, K[number]>] extends [never]
        ? unknown
        : { missing: Exclude<KeysOf<T>, K[number]> }),
  ): readonly string[] => fields;
}

/** `--json [fields]`, knowing the fields of the records its command prints. */
export class JsonFieldsOption extends Option {
  constructor(
    readonly fields: readonly string[],
    /** What the fields are of, e.g. 'each application'. */
    readonly records: string,
  ) {
    super(
      '--json [fields]',
      `print JSON; with a comma-separated list of fields, only those of ${records}: ${fields.join(', ')}`,
    );
  }
}

/** Gives a read command `--json [fields]`, its records' fields named in `--help`. */
export const jsonFields = (fields: readonly string[], records: string): JsonFieldsOption =>
  new JsonFieldsOption(fields, records);

/** The fields asked for, or undefined for the whole JSON; BAD_INPUT names an unknown one. */
export function selectedFields(command: Command, given: unknown): readonly string[] | undefined {
  const known = command.options.find((option) => option instanceof JsonFieldsOption);
  if (!known || typeof given !== 'string') return undefined;
  const asked = given
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field.length > 0);
  if (asked.length === 0) {
    throw new DomainError(
      'BAD_INPUT',
      `--json: name at least one field, or give --json alone for everything. Fields: ${known.fields.join(', ')}`,
    );
  }
  const unknown = asked.filter((field) => !known.fields.includes(field));
  if (unknown.length > 0) {
    throw new DomainError(
      'BAD_INPUT',
      `--json: ${unknown.map((field) => `'${field}'`).join(', ')} ${unknown.length === 1 ? 'is not a field' : 'are not fields'} ` +
        `of ${known.records}. Fields: ${known.fields.join(', ')}`,
      { reason: 'UNKNOWN_JSON_FIELD', unknown, fields: [...known.fields] },
    );
  }
  return [...new Set(asked)];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The value with only the fields of each record: the items of a list, the items of a page (its count
 * and page kept), or the one record.
 */
export function withFields(value: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields) return value;
  const pick = (record: unknown) =>
    isRecord(record) ? Object.fromEntries(fields.map((field) => [field, record[field] ?? null])) : record;
  if (Array.isArray(value)) return value.map(pick);
  if (isRecord(value) && Array.isArray(value.items) && typeof value.total === 'number')
    return { ...value, items: value.items.map(pick) };
  return pick(value);
}

/**
 * The output the commands print through, and the hook that reads `--json`'s fields before a command
 * runs: the command then sees `json: true`, and what it prints as JSON keeps the fields asked for.
 */
export function selectingJsonFields(program: Command, out: Output): Output {
  let fields: readonly string[] | undefined;
  program.hook('preAction', (_program, action) => {
    fields = selectedFields(action, action.getOptionValue('json'));
    if (fields) action.setOptionValue('json', true);
  });
  return {
    json: (value) => out.json(withFields(value, fields)),
    line: (text) => out.line(text),
    table: (rows, options) => out.table(rows, options),
    error: (text) => out.error(text),
    get width() {
      return out.width;
    },
  };
}
