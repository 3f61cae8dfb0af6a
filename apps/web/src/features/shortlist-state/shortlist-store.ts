import {
  DEFAULT_PAYMENT_CYCLE,
  defaultLeaseTerm,
  EMPTY_SHORTLIST,
  isLeaseTerm,
  PAYMENT_CYCLES,
  removeFromShortlist,
  SHORTLIST_MAXIMUM,
  toggleShortlisted,
  type LeaseTerm,
  type PaymentCycle,
  type Shortlist,
  type Vehicle,
} from '@lease-portal/domain';

/** What the visitor has chosen across the calculator pages (calculator §4 'Shortlist'). */
export interface ShortlistState {
  shortlist: Shortlist;
  cycle: PaymentCycle;
  /** Absent until the visitor picks one: the first shortlisted vehicle's duration then applies. */
  term?: LeaseTerm;
}

export const INITIAL_SHORTLIST_STATE: ShortlistState = {
  shortlist: EMPTY_SHORTLIST,
  cycle: DEFAULT_PAYMENT_CYCLE,
};

/** Where anonymous visitors' shortlists are kept (calculator §3 'Client-held state'). */
export const SHORTLIST_STORAGE_KEY = 'leasePortal.shortlist';

/** The term shown: the chosen one, else the default from the shortlist. */
export function effectiveTerm(state: ShortlistState): LeaseTerm {
  return state.term ?? defaultLeaseTerm(state.shortlist);
}

/** The storage the store writes to; tests pass their own. */
export type ShortlistStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A small external store (for useSyncExternalStore): every change is a domain rule applied to the
 * current state, then written to storage. A blocked or corrupt storage never breaks the page.
 */
export class ShortlistStore {
  private state: ShortlistState;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: ShortlistStorage | undefined,
    private readonly key: string = SHORTLIST_STORAGE_KEY,
  ) {
    this.state = readState(storage, key);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): ShortlistState => this.state;

  /** Adds or removes a vehicle; false when the shortlist is full ('Limit has been reached.'). */
  toggle = (vehicle: Vehicle): boolean => {
    const result = toggleShortlisted(this.state.shortlist, vehicle);
    if (!result.ok) return false;
    this.update({ ...this.state, shortlist: result.value });
    return true;
  };

  remove = (catalogVehicleId: string): void => {
    this.update({ ...this.state, shortlist: removeFromShortlist(this.state.shortlist, catalogVehicleId) });
  };

  /** Empties the shortlist (the thank-you page does this); cycle and term go back to their defaults. */
  clear = (): void => {
    this.update(INITIAL_SHORTLIST_STATE);
  };

  /**
   * Takes a shortlist kept elsewhere (the signed-in customer's application) in place of this one;
   * the payment cycle stays, the term becomes the given one when it is offered.
   */
  adopt = (vehicles: readonly Vehicle[], term?: number): void => {
    this.update({
      shortlist: { vehicles: vehicles.slice(0, SHORTLIST_MAXIMUM) },
      cycle: this.state.cycle,
      ...(isLeaseTerm(term) ? { term } : {}),
    });
  };

  setCycle = (cycle: PaymentCycle): void => {
    this.update({ ...this.state, cycle });
  };

  setTerm = (term: LeaseTerm): void => {
    this.update({ ...this.state, term });
  };

  private update(next: ShortlistState): void {
    this.state = next;
    writeState(this.storage, this.key, next);
    for (const listener of this.listeners) listener();
  }
}

function readState(storage: ShortlistStorage | undefined, key: string): ShortlistState {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return INITIAL_SHORTLIST_STATE;
    const parsed = JSON.parse(raw) as Partial<{ vehicles: unknown; cycle: unknown; term: unknown }>;
    const vehicles = Array.isArray(parsed.vehicles)
      ? (parsed.vehicles.filter(
          (vehicle) => typeof (vehicle as Vehicle | null)?.catalogVehicleId === 'string',
        ) as Vehicle[])
      : [];
    const cycle = (PAYMENT_CYCLES as readonly unknown[]).includes(parsed.cycle)
      ? (parsed.cycle as PaymentCycle)
      : DEFAULT_PAYMENT_CYCLE;
    return {
      shortlist: { vehicles: vehicles.slice(0, SHORTLIST_MAXIMUM) },
      cycle,
      ...(isLeaseTerm(parsed.term) ? { term: parsed.term } : {}),
    };
  } catch {
    return INITIAL_SHORTLIST_STATE;
  }
}

function writeState(storage: ShortlistStorage | undefined, key: string, state: ShortlistState): void {
  try {
    // A cleared shortlist leaves nothing behind in the browser (sign-out on a shared computer).
    if (state === INITIAL_SHORTLIST_STATE) return storage?.removeItem(key);
    storage?.setItem(
      key,
      JSON.stringify({ vehicles: state.shortlist.vehicles, cycle: state.cycle, term: state.term }),
    );
  } catch {
    // Storage can be full or blocked: the shortlist still works for this visit.
  }
}

/** The browser's local storage, when the page may use it. */
export function browserStorage(): ShortlistStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
