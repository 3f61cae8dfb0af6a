/**
 * A field rule is a pure function from a field's value to its message, or undefined when the value
 * passes. The browser shows the message under the field; the server returns the same message, so
 * both always agree.
 */
export type FieldRule = (value: unknown) => string | undefined;

/** A form's rules: each field's rules in the order they are checked; the first failing one speaks. */
export type FormRules<Field extends string> = Readonly<Record<Field, readonly FieldRule[]>>;

/** The message of each field that fails; a field that passes has no entry. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The value as the user sees it, without surrounding spaces: leading and trailing spaces are never
 * meaningful in these forms, so '  ' is empty and ' Jo ' is two characters long.
 */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

export const isBlank = (value: unknown): boolean => textOf(value) === '';

/** Several rules as one: the first message wins. */
export function allOf(...rules: readonly FieldRule[]): FieldRule {
  return (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message !== undefined) return message;
    }
    return undefined;
  };
}

export function validateForm<Field extends string>(
  rules: FormRules<Field>,
  values: Partial<Record<Field, unknown>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const message = allOf(...rules[field])(values[field]);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

export const hasFieldErrors = (errors: FieldErrors<string>): boolean => Object.keys(errors).length > 0;
