import { act, render, screen } from '@testing-library/react';
import { aVehicle } from '@lease-portal/domain/src/calculator/testing/vehicle-builder';
import { ShortlistProvider } from './ShortlistProvider';
import { SHORTLIST_STORAGE_KEY, ShortlistStore } from './shortlist-store';
import { useShortlist } from './useShortlist';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const vehicles = ['A', 'B', 'C', 'D'].map((id) => aVehicle({ catalogVehicleId: id, duration: 48 }));

describe('the shortlist store', () => {
  it('holds at most three vehicles and refuses a fourth', () => {
    const store = new ShortlistStore(memoryStorage());
    expect(vehicles.slice(0, 3).map(store.toggle)).toEqual([true, true, true]);
    expect(store.toggle(vehicles[3]!)).toBe(false);
    expect(store.getSnapshot().shortlist.vehicles.map((v) => v.catalogVehicleId)).toEqual(['A', 'B', 'C']);
  });

  it('removes a vehicle when it is toggled again or removed', () => {
    const store = new ShortlistStore(memoryStorage());
    store.toggle(vehicles[0]!);
    store.toggle(vehicles[1]!);
    store.toggle(vehicles[0]!);
    store.remove('B');
    expect(store.getSnapshot().shortlist.vehicles).toEqual([]);
  });

  it('survives a reload: a new store on the same storage has the same shortlist, cycle and term', () => {
    const storage = memoryStorage();
    const first = new ShortlistStore(storage);
    first.toggle(vehicles[0]!);
    first.setCycle('monthly');
    first.setTerm(60);

    const reloaded = new ShortlistStore(storage).getSnapshot();
    expect(reloaded.shortlist.vehicles.map((v) => v.catalogVehicleId)).toEqual(['A']);
    expect(reloaded.cycle).toBe('monthly');
    expect(reloaded.term).toBe(60);
  });

  it('starts empty and weekly on corrupt storage, and cuts a stored list to three', () => {
    expect(new ShortlistStore(memoryStorage({ [SHORTLIST_STORAGE_KEY]: '{not json' })).getSnapshot()).toEqual(
      {
        shortlist: { vehicles: [] },
        cycle: 'weekly',
      },
    );
    const tooMany = JSON.stringify({ vehicles, cycle: 'fortnightly' });
    const state = new ShortlistStore(memoryStorage({ [SHORTLIST_STORAGE_KEY]: tooMany })).getSnapshot();
    expect(state.shortlist.vehicles).toHaveLength(3);
    expect(state.cycle).toBe('weekly');
  });

  it('clears everything back to the defaults', () => {
    const store = new ShortlistStore(memoryStorage());
    store.toggle(vehicles[0]!);
    store.setCycle('monthly');
    store.clear();
    expect(store.getSnapshot()).toEqual({ shortlist: { vehicles: [] }, cycle: 'weekly' });
  });
});

function Probe() {
  const { vehicles: shortlisted, term, cycle, notice, canToggle } = useShortlist();
  return (
    <p>
      {shortlisted.length} {cycle} {term} {notice ?? 'room'} {canToggle('D') ? 'D-open' : 'D-closed'}{' '}
      {canToggle('A') ? 'A-open' : 'A-closed'}
    </p>
  );
}

describe('useShortlist', () => {
  it('re-renders on changes, defaults the term to the first vehicle, and notices the limit', () => {
    const store = new ShortlistStore(memoryStorage());
    render(
      <ShortlistProvider store={store}>
        <Probe />
      </ShortlistProvider>,
    );
    expect(screen.getByText('0 weekly 36 room D-open A-open')).toBeTruthy();
    act(() => {
      vehicles.slice(0, 3).forEach(store.toggle);
    });
    expect(screen.getByText('3 weekly 48 Limit has been reached. D-closed A-open')).toBeTruthy();
  });
});
