import type { ShortlistEntry } from '@lease-portal/domain';
import { aVehicle } from '@lease-portal/domain/src/calculator/testing/vehicle-builder';
import { ShortlistStore } from './shortlist-store';
import {
  ShortlistSync,
  type Schedule,
  type ServerShortlist,
  type ShortlistOwner,
  type ShortlistServer,
} from './shortlist-sync';

/** A server that records every save and answers loads with what it was given. */
class RecordingShortlistServer implements ShortlistServer {
  readonly saves: { owner: ShortlistOwner; entries: ShortlistEntry[] }[] = [];
  failSaves = false;
  constructor(public stored: ServerShortlist | undefined = undefined) {}

  load() {
    return Promise.resolve(this.stored);
  }

  save(owner: ShortlistOwner, entries: ShortlistEntry[]) {
    this.saves.push({ owner, entries });
    return this.failSaves ? Promise.reject(new Error('offline')) : Promise.resolve();
  }
}

/** A schedule run by hand: `flush()` runs what is due, as if the pause had passed. */
function manualSchedule() {
  let due: (() => void) | undefined;
  const schedule: Schedule = (task) => {
    due = task;
    return () => {
      if (due === task) due = undefined;
    };
  };
  return {
    schedule,
    flush: () => {
      const task = due;
      due = undefined;
      task?.();
    },
  };
}

const owner: ShortlistOwner = { applicationId: 'app-1', userId: 'user-1' };
const [a, b, c] = ['A', 'B', 'C'].map((id) =>
  aVehicle({ catalogVehicleId: id, catalogYear: 2024, duration: 48 }),
);

function setUp(signedIn: ShortlistOwner | undefined, stored?: ServerShortlist) {
  const store = new ShortlistStore(undefined);
  const server = new RecordingShortlistServer(stored);
  const clock = manualSchedule();
  const logged: string[] = [];
  const sync = new ShortlistSync(store, server, () => signedIn, {
    schedule: clock.schedule,
    log: (message) => logged.push(message),
  });
  const stop = sync.start();
  return { store, server, clock, logged, sync, stop };
}

const ids = (entries: ShortlistEntry[]) => entries.map((entry) => entry.catalogVehicleId);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the signed-in shortlist sync', () => {
  it('saves a burst of changes once, after the pause, as the application’s entries', () => {
    const { store, server, clock } = setUp(owner);
    store.toggle(a!);
    store.toggle(b!);
    store.toggle(c!);
    store.remove('B');
    expect(server.saves).toEqual([]);
    clock.flush();
    expect(server.saves).toEqual([
      {
        owner,
        entries: [
          {
            catalogVehicleId: 'A',
            catalogYear: 2024,
            distance: 15000,
            distanceUnit: 'km',
            duration: 48,
            durationUnit: 'month',
          },
          {
            catalogVehicleId: 'C',
            catalogYear: 2024,
            distance: 15000,
            distanceUnit: 'km',
            duration: 48,
            durationUnit: 'month',
          },
        ],
      },
    ]);
  });

  it('saves toggling off and clearing too, and a term change as the entries’ duration', () => {
    const { store, server, clock } = setUp(owner);
    store.toggle(a!);
    clock.flush();
    store.setTerm(60);
    clock.flush();
    store.toggle(a!);
    clock.flush();
    store.toggle(b!);
    clock.flush();
    store.clear();
    clock.flush();
    expect(
      server.saves.map((save) => save.entries.map((e) => `${e.catalogVehicleId}:${e.duration}`)),
    ).toEqual([['A:48'], ['A:60'], [], ['B:60'], []]);
  });

  it('sends nothing for an anonymous visitor', () => {
    const { store, server, clock } = setUp(undefined);
    store.toggle(a!);
    store.remove('A');
    store.clear();
    clock.flush();
    expect(server.saves).toEqual([]);
  });

  it('sends nothing when a change ends where the server already is, or the cycle alone changes', () => {
    const { store, server, clock } = setUp(owner);
    store.toggle(a!);
    clock.flush();
    store.toggle(b!);
    store.remove('B');
    store.setCycle('monthly');
    clock.flush();
    expect(server.saves).toHaveLength(1);
  });

  it('only logs a failed save, and the next change is still sent', async () => {
    const { store, server, clock, logged } = setUp(owner);
    server.failSaves = true;
    store.toggle(a!);
    clock.flush();
    await settle();
    expect(logged).toEqual(['Saving the shortlist failed']);
    server.failSaves = false;
    store.toggle(b!);
    clock.flush();
    expect(server.saves.map((save) => ids(save.entries))).toEqual([['A'], ['A', 'B']]);
  });

  it('takes the server’s shortlist and term on sign-in without sending it back', async () => {
    const { store, server, clock, sync } = setUp(owner, { vehicles: [b!, c!], term: 60 });
    store.toggle(a!);
    clock.flush();
    await sync.adoptServerShortlist();
    expect(store.getSnapshot().shortlist.vehicles.map((v) => v.catalogVehicleId)).toEqual(['B', 'C']);
    expect(store.getSnapshot().term).toBe(60);
    clock.flush();
    expect(server.saves).toHaveLength(1);
  });

  it('keeps a change not yet saved rather than the older server copy', async () => {
    const { store, server, clock, sync } = setUp(owner, { vehicles: [b!] });
    store.toggle(a!);
    await sync.adoptServerShortlist();
    expect(store.getSnapshot().shortlist.vehicles.map((v) => v.catalogVehicleId)).toEqual(['A']);
    clock.flush();
    expect(server.saves.map((save) => ids(save.entries))).toEqual([['A']]);
  });

  it('does not adopt a load that a saved change overtook', async () => {
    const { store, server, clock, sync } = setUp(owner, { vehicles: [b!] });
    const loading = sync.adoptServerShortlist();
    store.toggle(a!);
    clock.flush();
    await loading;
    expect(store.getSnapshot().shortlist.vehicles.map((v) => v.catalogVehicleId)).toEqual(['A']);
    expect(server.saves.map((save) => ids(save.entries))).toEqual([['A']]);
  });

  it('leaves the local shortlist alone when the customer has no application', async () => {
    const { store, sync } = setUp(owner, undefined);
    store.toggle(a!);
    await sync.adoptServerShortlist();
    expect(store.getSnapshot().shortlist.vehicles).toHaveLength(1);
  });

  it('drops a pending save when stopped', () => {
    const { store, server, clock, stop } = setUp(owner);
    store.toggle(a!);
    stop();
    clock.flush();
    expect(server.saves).toEqual([]);
  });
});
