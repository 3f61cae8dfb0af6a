import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { someVehicles } from '@lease-portal/domain/src/calculator/testing/vehicle-builder';
import { renderApp } from '../../testing/render-app';
import { anOrgProfile } from '../../testing/org-profile.fixture';
import { browserShortlistStore } from '../shortlist-state/shortlist-context';
import { filterFromSearchParams, searchParamsFor, specLine } from './search-model';

const profile = anOrgProfile({ region: 'AU' });

function api(total = 30, seen: Record<string, unknown>[] = []) {
  const rows = someVehicles(total);
  return {
    getOrgProfilesByDomain: [profile],
    vehicleMakes: ['TOYOTA', 'FORD'],
    vehicleModels: [],
    rateBook: ({ filter }: { filter: { pageSize: number; currentPage: number } }) => {
      seen.push(filter);
      const start = (filter.currentPage - 1) * filter.pageSize;
      const page = rows.slice(start, start + filter.pageSize);
      return { results: { rows: page, totalCount: total }, resultCount: page.length };
    },
  };
}

beforeEach(() => {
  browserShortlistStore().clear();
});

describe('Step 1. Choose your vehicle', () => {
  it('enables Next once something is chosen and goes to the results with the choice', async () => {
    const { router } = renderApp('/calculator', { api: api() });
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'UTE' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Diesel' }));
    expect(next).toHaveProperty('disabled', false);
    fireEvent.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/calculator/results'));
    expect(router.state.location.search).toBe('?vehicleFueltype=Diesel&vehicleBodytype=UTE');
  });

  it('asks for the makes only once they are shown', async () => {
    const vehicleMakes = jest.fn(() => ['TOYOTA']);
    renderApp('/calculator', { api: { ...api(), vehicleMakes } });
    await screen.findByRole('heading', { name: 'Business leasing calculator' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(vehicleMakes).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Make' }));
    expect(await screen.findByRole('checkbox', { name: 'TOYOTA' })).toBeTruthy();
    expect(vehicleMakes).toHaveBeenCalledTimes(1);
  });

  it('keeps the region intro and offers every make with Select all', async () => {
    renderApp('/calculator/search', { api: api() });
    expect(await screen.findByRole('heading', { name: 'Business leasing calculator' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'TOYOTA' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'FORD' })).toHaveProperty('checked', true);
  });
});

describe('Step 2. Vehicle results', () => {
  it('shows a page of cards, the range text, and pages back to 1 when the page size changes', async () => {
    const seen: Record<string, unknown>[] = [];
    const { router } = renderApp('/calculator/results?vehicleBodytype=SEDAN&pageSize=10', {
      api: api(30, seen),
    });
    // The first screen's cards are drawn first, the others after them; the range text with the last.
    expect(await screen.findByText('1-10 of 30')).toBeTruthy();
    expect(screen.getAllByTestId('vehicle-card')).toHaveLength(10);
    expect(seen.at(-1)).toMatchObject({
      vehicleBodytype: ['SEDAN'],
      minDuration: 36,
      maxDuration: 36,
      countryCode: 'AU',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('21-30 of 30')).toBeTruthy();
    expect(router.state.location.search).toContain('currentPage=3');

    fireEvent.change(screen.getByRole('combobox', { name: /Per page/ }), { target: { value: '25' } });
    expect(await screen.findByText('1-25 of 30')).toBeTruthy();
    expect(router.state.location.search).not.toContain('currentPage');
  });

  it('shortlists at most three vehicles, then disables the others and says the limit is reached', async () => {
    renderApp('/calculator/results', { api: api(5) });
    const cards = await screen.findAllByTestId('vehicle-card');
    const view = screen.getByRole('button', { name: 'View shortlist' });
    expect(view).toHaveProperty('disabled', true);
    for (const card of cards.slice(0, 3))
      fireEvent.click(within(card).getByRole('button', { name: 'Shortlist' }));
    expect(screen.getByText('Limit has been reached.')).toBeTruthy();
    expect(within(cards[3]!).getByRole('button', { name: 'Shortlist' })).toHaveProperty('disabled', true);
    expect(within(cards[0]!).getByRole('button', { name: 'Shortlisted' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Shortlisted vehicles (3)' })).toBeTruthy();
    expect(view).toHaveProperty('disabled', false);
  });

  it('shows the no-results dialog with its texts and starts a new search', async () => {
    const { router } = renderApp('/calculator/results?vehicleFueltype=Electric', { api: api(0) });
    expect(await screen.findByText('No results found.')).toBeTruthy();
    expect(
      screen.getByText('Sorry. No results are available as your search criteria was too specific.'),
    ).toBeTruthy();
    expect(screen.getByText('Please adjust your choices and try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start a new search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calculator/search'));
  });

  it('keeps Update search disabled until the refine panel changes, and enables cab types only for utes', async () => {
    renderApp('/calculator/results', { api: api(3) });
    await screen.findAllByTestId('vehicle-card');
    const panel = screen.getByRole('form', { name: 'Refine search' });
    const update = within(panel).getByRole('button', { name: 'Update search' });
    expect(update).toHaveProperty('disabled', true);
    expect(within(panel).getByRole('checkbox', { name: 'Dual cab' })).toHaveProperty('disabled', true);
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Ute' }));
    expect(within(panel).getByRole('checkbox', { name: 'Dual cab' })).toHaveProperty('disabled', false);
    expect(update).toHaveProperty('disabled', false);
  });
});

describe('analytics events (calculator §4)', () => {
  function recording(total: number) {
    const events: { name: string; details?: unknown }[] = [];
    return {
      events,
      api: {
        ...api(total),
        recordAnalyticsEvent: ({ event }: { event: { name: string; details?: unknown } }) => {
          events.push(event);
          return true;
        },
      },
    };
  }

  it('records the search, each vehicle shortlisted and the view of the shortlist', async () => {
    const { events, api: withEvents } = recording(5);
    renderApp('/calculator/results?vehicleBodytype=SUV', { api: withEvents });
    const cards = await screen.findAllByTestId('vehicle-card');
    await waitFor(() => expect(events.map((e) => e.name)).toContain('search'));

    fireEvent.click(within(cards[0]!).getByRole('button', { name: /Shortlist/ }));
    fireEvent.click(screen.getByRole('button', { name: 'View shortlist' }));

    await waitFor(() => expect(events.map((e) => e.name)).toEqual(['search', 'shortlist', 'viewShortlist']));
    expect(events[1]!.details).toEqual({ catalogVehicleId: expect.any(String) });
  });

  it('records no results only after they have shown for three seconds', async () => {
    const { events, api: withEvents } = recording(0);
    renderApp('/calculator/results?vehicleBodytype=VAN', { api: withEvents });
    expect(await screen.findByText('No results found.')).toBeTruthy();
    expect(events.map((e) => e.name)).not.toContain('noResults');
    await waitFor(() => expect(events.map((e) => e.name)).toContain('noResults'), { timeout: 4500 });
  }, 10_000);
});

describe('the search model', () => {
  it('round-trips a search through the URL and reads a bad URL as the default search', () => {
    const filter = filterFromSearchParams(new URLSearchParams('pair=TOYOTA:Corolla|FORD&sortOrder=desc'));
    expect(filter.pair).toEqual([
      { make: 'TOYOTA', models: ['Corolla'] },
      { make: 'FORD', models: [] },
    ]);
    expect(filterFromSearchParams(searchParamsFor(filter))).toEqual(filter);
    expect(filterFromSearchParams(new URLSearchParams('pageSize=7')).pageSize).toBe(25);
  });

  it("writes the card's 'fuel | year | transmission' line", () => {
    expect(
      specLine({ vehicleFueltype: 'Hybrid', catalogYear: 2025, vehicleTransmissiongroup: 'Automatic' }),
    ).toBe('Hybrid | 2025 | Automatic');
  });
});
