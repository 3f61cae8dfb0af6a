import { DomainError, fail, ok, type Result } from '../shared/result';
import type { Option } from './catalogue-options';

/**
 * Reading one search-filter value that may come from a URL (strings, comma-joined lists) or from a
 * typed client (numbers, arrays). Blank means absent: undefined, null, whitespace and empty lists.
 */
export type FieldResult<T> = Result<T | undefined>;

const absent = ok(undefined);

export function isBlank(raw: unknown): boolean {
  if (raw === undefined || raw === null) return true;
  if (typeof raw === 'string') return raw.trim() === '';
  if (Array.isArray(raw)) return raw.every(isBlank);
  return false;
}

export function badInput(field: string, message: string): Result<never> {
  return fail(new DomainError('BAD_INPUT', `${field}: ${message}`, { field }));
}

/** Items of a list given as an array or as a comma-joined string, blanks dropped. */
function listItems(raw: unknown): unknown[] {
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [raw];
  return items
    .filter((item) => !isBlank(item))
    .map((item) => (typeof item === 'string' ? item.trim() : item));
}

/** A value from a fixed list, matched by value or label without regard to case. */
function optionOf<T extends string | number>(
  options: readonly Option<T>[],
  item: unknown,
  aliases: Record<string, T>,
): T | undefined {
  const text = String(item).trim().toUpperCase();
  const found = options.find((o) => String(o.value).toUpperCase() === text || o.label.toUpperCase() === text);
  return found?.value ?? aliases[text];
}

export function optionList<T extends string | number>(
  field: string,
  raw: unknown,
  options: readonly Option<T>[],
  aliases: Record<string, T> = {},
): FieldResult<T[]> {
  if (isBlank(raw)) return absent;
  const values: T[] = [];
  for (const item of listItems(raw)) {
    const value = optionOf(options, item, aliases);
    if (value === undefined) {
      return badInput(field, `'${String(item)}' is not one of ${options.map((o) => o.value).join(', ')}`);
    }
    if (!values.includes(value)) values.push(value);
  }
  return ok(values);
}

export function textList(field: string, raw: unknown): FieldResult<string[]> {
  if (isBlank(raw)) return absent;
  const items = listItems(raw);
  if (items.some((item) => typeof item !== 'string' && typeof item !== 'number')) {
    return badInput(field, 'must be a list of text values');
  }
  return ok([...new Set(items.map(String))]);
}

export function text(field: string, raw: unknown): FieldResult<string> {
  if (isBlank(raw)) return absent;
  if (typeof raw !== 'string' && typeof raw !== 'number') return badInput(field, 'must be text');
  return ok(String(raw).trim());
}

/** A whole or decimal amount of at least zero. */
export function amount(field: string, raw: unknown): FieldResult<number> {
  if (isBlank(raw)) return absent;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
  if (!Number.isFinite(value) || value < 0) return badInput(field, `'${String(raw)}' is not an amount`);
  return ok(value);
}

export function wholeNumber(field: string, raw: unknown): FieldResult<number> {
  const read = amount(field, raw);
  if (read.ok && read.value !== undefined && !Number.isInteger(read.value)) {
    return badInput(field, `'${String(raw)}' is not a whole number`);
  }
  return read;
}

export function yesNo(field: string, raw: unknown): FieldResult<boolean> {
  if (isBlank(raw)) return absent;
  if (typeof raw === 'boolean') return ok(raw);
  if (raw === 'true') return ok(true);
  if (raw === 'false') return ok(false);
  return badInput(field, 'must be true or false');
}

export function oneOf<T extends string | number>(
  field: string,
  raw: unknown,
  values: readonly T[],
): FieldResult<T> {
  if (isBlank(raw)) return absent;
  const read = optionList(
    field,
    Array.isArray(raw) ? raw : [raw],
    values.map((value) => ({ value, label: String(value) })),
  );
  if (!read.ok) return read;
  if (read.value && read.value.length > 1) return badInput(field, 'takes one value');
  return ok(read.value?.[0]);
}
