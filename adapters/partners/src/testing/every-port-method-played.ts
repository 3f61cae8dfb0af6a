/**
 * What a consumer pact of a partner adapter proves about the port it implements: that every method
 * of the port was asked of the adapter while an interaction was played, so that no method talks to
 * the partner on a contract nobody wrote.
 *
 * The port's methods are listed once, by name, and the compiler holds the list complete: a port that
 * gains a method fails the typecheck of every pact that does not list it. The adapter under test is
 * wrapped in a recording proxy built inside `executeTest`, which notes each listed method called
 * through it; the pact's last test then fails, naming them, when a listed method was never called. A
 * method the adapter deliberately answers without the partner is named with the reason, and is then
 * held to never being called in an interaction (an excuse that stops being true fails as well).
 */

/** The port's method names missing from `Listed`, `never` when it names them all. */
export type UnlistedMethods<Port, Listed extends readonly PropertyKey[]> = Exclude<
  keyof Port,
  Listed[number]
>;

/** The list itself when it is complete; otherwise a type no list is, naming what it leaves out. */
type Complete<Port, Listed extends readonly PropertyKey[]> = [UnlistedMethods<Port, Listed>] extends [never]
  ? Listed
  : { readonly 'the port has methods this list leaves out': UnlistedMethods<Port, Listed> };

/** The port's methods the adapter deliberately does not call the partner for, each with its reason. */
export type NotPlayed<Method extends PropertyKey> = Partial<Record<Method, string>>;

export class PortMethodsPlayed<Port extends object, Method extends keyof Port & string> {
  private readonly called = new Set<Method>();

  constructor(
    readonly methods: readonly Method[],
    private readonly notPlayed: NotPlayed<Method>,
  ) {}

  /**
   * The adapter, every listed method of it noted when called: build it inside `executeTest`, so
   * that what it is asked is asked of the interactions played there.
   */
  record<Adapter extends Port>(adapter: Adapter): Adapter {
    const listed = new Set<PropertyKey>(this.methods);
    const called = this.called;
    return new Proxy(adapter, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (!listed.has(property) || typeof value !== 'function') return value;
        return (...args: unknown[]): unknown => {
          called.add(property as Method);
          return Reflect.apply(value as (...a: unknown[]) => unknown, target, args);
        };
      },
    });
  }

  /** The listed methods no interaction played, other than those named as not calling the partner. */
  unplayed(): Method[] {
    return this.methods.filter((method) => !this.called.has(method) && !(method in this.notPlayed));
  }

  /** The methods named as not calling the partner that an interaction played all the same. */
  playedThoughNamedNotTo(): Method[] {
    return this.methods.filter((method) => this.called.has(method) && method in this.notPlayed);
  }

  /** Fails, naming them, when a method had no interaction or one said to need none had one. */
  assertEveryMethodPlayed(): void {
    const unplayed = this.unplayed();
    const stale = this.playedThoughNamedNotTo();
    const problems = [
      ...(unplayed.length ? [`no interaction played these methods of the port: ${unplayed.join(', ')}`] : []),
      ...stale.map(
        (method) =>
          `${method} was played though named as not calling the partner (${this.notPlayed[method]})`,
      ),
    ];
    if (problems.length) throw new Error(`The pact does not cover the port: ${problems.join('; ')}.`);
  }
}

/**
 * The port's methods, every one listed (the compiler refuses a list that leaves one out), and those
 * the adapter deliberately answers without the partner named with why:
 *
 *     const played = everyPortMethodPlayed<Crm>()(['createAccount', …] as const);
 *     const crm = played.record(salesforceCrm(…));   // inside executeTest
 *     it('has an interaction for every method of the port', () => played.assertEveryMethodPlayed());
 */
export function everyPortMethodPlayed<Port extends object>() {
  return <const Listed extends readonly (keyof Port & string)[]>(
    methods: Listed & Complete<Port, Listed>,
    notPlayed: NotPlayed<Listed[number]> = {},
  ): PortMethodsPlayed<Port, Listed[number]> =>
    new PortMethodsPlayed<Port, Listed[number]>(methods, notPlayed);
}
