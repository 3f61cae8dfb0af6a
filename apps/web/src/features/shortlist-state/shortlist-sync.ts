import { shortlistEntries, type ShortlistEntry, type Vehicle } from '@lease-portal/domain';
import { effectiveTerm, type ShortlistState, type ShortlistStore } from './shortlist-store';

/** Whose application a signed-in customer's shortlist is saved on. */
export interface ShortlistOwner {
  applicationId: string;
  userId: string;
}

/** The shortlist the server keeps for the signed-in customer, with its vehicles priced. */
export interface ServerShortlist {
  vehicles: Vehicle[];
  /** The shortlisted term (the first entry's duration). */
  term?: number;
}

/** The server side of a signed-in customer's shortlist (calculator §7 updateShortlists). */
export interface ShortlistServer {
  /** The application's shortlist; undefined when the customer has no application. */
  load(): Promise<ServerShortlist | undefined>;
  save(owner: ShortlistOwner, entries: ShortlistEntry[]): Promise<void>;
}

/** Runs `task` after `delayMs` unless the returned cancel is called first. */
export type Schedule = (task: () => void, delayMs: number) => () => void;

const timerSchedule: Schedule = (task, delayMs) => {
  const timer = setTimeout(task, delayMs);
  return () => clearTimeout(timer);
};

export interface ShortlistSyncOptions {
  /** How long a burst of changes is gathered before one save. */
  delayMs?: number;
  schedule?: Schedule;
  /** Calculator §8: a failed server update is only logged. */
  log?: (message: string, error: unknown) => void;
}

export const SHORTLIST_SYNC_DELAY_MS = 400;

const entriesOf = (state: ShortlistState) => shortlistEntries(state.shortlist, effectiveTerm(state));

/**
 * Keeps a signed-in customer's shortlist on the server (calculator §4): every change of the store's
 * shortlist or term is saved with updateShortlists after a short pause, fire-and-forget; on sign-in
 * the store takes the server's shortlist. Anonymous visitors (no owner) send nothing.
 */
export class ShortlistSync {
  private readonly delayMs: number;
  private readonly schedule: Schedule;
  private readonly log: (message: string, error: unknown) => void;
  /** The entries the server is known (or was last asked) to hold, as JSON. */
  private lastSaved: string | undefined;
  private cancelPending: (() => void) | undefined;
  private adopting = false;
  /** Counts the store's changes, so a load that a change overtook is not adopted. */
  private changes = 0;

  constructor(
    private readonly store: ShortlistStore,
    private readonly server: ShortlistServer,
    private readonly owner: () => ShortlistOwner | undefined,
    options: ShortlistSyncOptions = {},
  ) {
    this.delayMs = options.delayMs ?? SHORTLIST_SYNC_DELAY_MS;
    this.schedule = options.schedule ?? timerSchedule;
    this.log = options.log ?? ((message, error) => console.error(message, error));
  }

  /** Starts watching the store; the returned function stops it and drops a pending save. */
  start(): () => void {
    const unsubscribe = this.store.subscribe(this.changed);
    return () => {
      unsubscribe();
      this.cancelPending?.();
      this.cancelPending = undefined;
    };
  }

  /**
   * Replaces the store's shortlist with the server's. A change made while loading, or still waiting
   * to be saved, is newer than the server's copy, so it wins and nothing is replaced.
   */
  async adoptServerShortlist(): Promise<void> {
    const changesBefore = this.changes;
    let loaded: ServerShortlist | undefined;
    try {
      loaded = await this.server.load();
    } catch (error) {
      this.log('Loading the saved shortlist failed', error);
      return;
    }
    if (!loaded || this.cancelPending || this.changes !== changesBefore) return;
    this.adopting = true;
    try {
      this.store.adopt(loaded.vehicles, loaded.term);
    } finally {
      this.adopting = false;
    }
    this.lastSaved = JSON.stringify(entriesOf(this.store.getSnapshot()));
  }

  private readonly changed = (): void => {
    if (this.adopting) return;
    this.changes += 1;
    const owner = this.owner();
    if (!owner) return;
    const entries = entriesOf(this.store.getSnapshot());
    const json = JSON.stringify(entries);
    this.cancelPending?.();
    this.cancelPending = undefined;
    if (json === this.lastSaved) return;
    this.cancelPending = this.schedule(() => {
      this.cancelPending = undefined;
      this.lastSaved = json;
      this.server.save(owner, entries).catch((error: unknown) => {
        this.log('Saving the shortlist failed', error);
      });
    }, this.delayMs);
  };
}
