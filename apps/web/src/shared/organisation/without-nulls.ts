/** A GraphQL answer with its nulls read as absent values, the way the domain model writes them. */
export type WithoutNulls<T> = T extends null
  ? undefined
  : T extends readonly (infer Item)[]
    ? WithoutNulls<Item>[]
    : T extends object
      ? { [Key in keyof T]: WithoutNulls<T[Key]> }
      : T;

export function withoutNulls<T>(value: T): WithoutNulls<T> {
  if (value === null) return undefined as WithoutNulls<T>;
  if (Array.isArray(value)) return value.map(withoutNulls) as WithoutNulls<T>;
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as object).map(([key, field]) => [key, withoutNulls(field)]),
    ) as WithoutNulls<T>;
  }
  return value as WithoutNulls<T>;
}
