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

/**
 * A fixed list's values by their value and label upper-cased, the first option winning as a search
 * in order would; made once per list, since every search reads the same lists.
 */
const lookups = new WeakMap<readonly Option<unknown>[], ReadonlyMap<string, unknown>>();
function lookupOf<T>(options: readonly Option<T>[]): ReadonlyMap<string, T> {
  let lookup = lookups.get(options) as ReadonlyMap<string, T> | undefined;
  if (!lookup) {
    const byText = new Map<string, T>();
    for (const option of options) {
      for (const text of [String(option.value).toUpperCase(), option.label.toUpperCase()]) {
        if (!byText.has(text)) byText.set(text, option.value);
      }
    }
    lookups.set(options, (lookup = byText));
  }
  return lookup;
}

/** A value from a fixed list, matched by value or label without regard to case. */
function optionOf<T extends string | number>(
  options: readonly Option<T>[],
  item: unknown,
  aliases: Record<string, T>,
): T | undefined {
  const text = String(item).trim().toUpperCase();
  return lookupOf(options).get(text) ?? aliases[text];
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

/** Each list of values as options labelled by themselves, made once per list. */
const valueOptions = new WeakMap<readonly unknown[], readonly Option<unknown>[]>();
function optionsOf<T extends string | number>(values: readonly T[]): readonly Option<T>[] {
  let options = valueOptions.get(values) as readonly Option<T>[] | undefined;
  if (!options)
    valueOptions.set(values, (options = values.map((value) => ({ value, label: String(value) }))));
  return options;
}

export function oneOf<T extends string | number>(
  field: string,
  raw: unknown,
  values: readonly T[],
): FieldResult<T> {
  if (isBlank(raw)) return absent;
  const read = optionList(field, Array.isArray(raw) ? raw : [raw], optionsOf(values));
  if (!read.ok) return read;
  if (read.value && read.value.length > 1) return badInput(field, 'takes one value');
  return ok(read.value?.[0]);
}
