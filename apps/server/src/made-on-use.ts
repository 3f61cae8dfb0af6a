/**
 * An object whose every property is made the first time it is read, then kept: a composition builds
 * the services it reads and no others (lease-admin builds those its command uses).
 */
export function madeOnUse<T extends object>(makers: { [K in keyof T]: () => T[K] }): T {
  const made = {} as T;
  for (const key of Object.keys(makers) as (keyof T)[]) {
    Object.defineProperty(made, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = makers[key]();
        Object.defineProperty(made, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return made;
}
