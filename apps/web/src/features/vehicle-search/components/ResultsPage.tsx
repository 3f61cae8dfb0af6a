import {
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Callout, Classes, Drawer, HTMLSelect, Spinner } from '@blueprintjs/core';
import {
  changeSearch,
  PAGE_SIZES,
  regionDefaults,
  resultRangeText,
  shouldWriteSearchUrl,
  SORT_OPTIONS,
  type PageSize,
  type Region,
  type RateBookFilter,
  type SortKey,
  type Vehicle,
} from '@lease-portal/domain';
import { useOrgProfile } from '../../../shared/organisation/org-profile-context';
import { useShortlist } from '../../shortlist-state';
import { RateBookPage } from '../../../shared/rate-book/rateBookPage';
import { filterFromSearchParams, rateBookRequest, searchParamsFor } from '../search-model';
import { vehicleFromRow } from '../../../shared/rate-book/vehicle-from-row';
import { rememberLastSearch } from '../../../shared/rate-book/last-search';
import { NoResultsDialog, RrpDialog } from './InfoDialogs';
import { LeaseInclusionsDialog } from '../../../shared/lease/LeaseInclusionsDialog';
import { PaymentCycleChoice } from '../../../shared/lease/PaymentCycleChoice';
import { Paginator } from './Paginator';
import { RefinePanel, type RefineChoice } from './RefinePanel';
import { VehicleCards } from './VehicleCards';
import { VehicleMakes } from '../graphql/vehicleMakes';
import { useCountInSteps } from '../hooks/useCountInSteps';
import { useMediaQuery } from '../../../shared/ui/useMediaQuery';
import { useAnalytics } from '../../../shared/analytics/useAnalytics';
import { useNoResultsEvent } from '../../../shared/analytics/useNoResultsEvent';

/** Where the side panel gives way to the 'Refine search' drawer (app/styles.css). */
const PHONE_LAYOUT = '(max-width: 768px)';

export const SHORTLIST_PATH = '/calculator/shortlists';
export const ENQUIRE_NOW_PATH = '/calculator/enquire-now';
export const SEARCH_PATH = '/calculator/search';

/** The enquiry modal, handed in by the app (features do not import one another). */
export type EnquiryDialogComponent = ComponentType<{
  vehicle: Vehicle;
  isOpen: boolean;
  onClose: () => void;
}>;

/**
 * Step 2 (/calculator/results): the rate book for the search in the URL (calculator §2, §4).
 * 'Enquire now' opens the enquiry modal when one is given, else goes to the enquiry page.
 */
export default function ResultsPage({
  enquiryDialog: EnquiryDialog,
}: {
  enquiryDialog?: EnquiryDialogComponent;
}) {
  const { region, profile } = useOrgProfile();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const shortlist = useShortlist();
  const [filter, setFilter] = useState<RateBookFilter>(() => filterFromSearchParams(searchParams));
  const [refineOpen, setRefineOpen] = useState(false);
  const [inclusionsOpen, setInclusionsOpen] = useState(false);
  const [rrpOpen, setRrpOpen] = useState(false);
  const [shortlistOpen, setShortlistOpen] = useState(false);
  const [enquiring, setEnquiring] = useState<Vehicle>();
  const { gstLabel } = regionDefaults(region);

  const { data, previousData, loading, error } = useQuery(RateBookPage, {
    variables: { filter: rateBookRequest(filter, shortlist.term, region) },
  });
  // While a changed search loads, the previous results stay in place (dimmed and marked busy)
  // rather than blanking the grid and making the page jump.
  const shown = data ?? previousData;
  // The cards, and what sits below them, are drawn after the rest of the page and in slices the
  // browser can interleave with its own work (a deferred render): drawn at once, a page of cards
  // held a phone's main thread for over a second. Until they are drawn the spinner stays. The first
  // render has none even when the answer is in the cache already (asked as the app started).
  const drawn = useDeferredValue(shown ?? null, null) ?? undefined;
  const vehicles = useMemo(
    () => (drawn?.rateBook.results.rows ?? []).map((row) => vehicleFromRow(row, region)),
    [drawn, region],
  );
  // The first screen's cards are drawn first, the others a few at a time after them: the commit of a
  // whole page of cards, which a deferred render cannot slice, was the page's longest task on a phone.
  const cardsDrawn = useCountInSteps(vehicles.length);
  const cards = useMemo(() => vehicles.slice(0, cardsDrawn), [vehicles, cardsDrawn]);
  const allCardsDrawn = cardsDrawn >= vehicles.length;
  const totalCount = drawn?.rateBook.results.totalCount ?? 0;
  const noResults =
    !loading && (Boolean(error) || (data !== undefined && data.rateBook.results.totalCount === 0));
  const updating = (loading && shown !== undefined) || (drawn !== undefined && drawn !== shown);
  // A phone shows the refine panel in its drawer only: the side panel, hidden there, is not drawn.
  const phoneLayout = useMediaQuery(PHONE_LAYOUT);
  useMakesReadyForTheDrawer(phoneLayout && drawn !== undefined, region);

  // 'Edit shortlist' and 'Return to search results' come back to this search.
  const searchQuery = searchParamsFor(filter).toString();
  useEffect(() => rememberLastSearch(searchQuery), [searchQuery]);

  const track = useAnalytics();
  const searchKey = JSON.stringify(filter);
  useEffect(() => track('search', { filter: JSON.parse(searchKey) }), [searchKey, track]);
  useNoResultsEvent(noResults, { filter });

  function change(update: Partial<RateBookFilter>) {
    const next = changeSearch(filter, update);
    if (!next.ok) return;
    setFilter(next.value);
    setRefineOpen(false);
    const query = Object.fromEntries(searchParams);
    if (shouldWriteSearchUrl(query)) setSearchParams(searchParamsFor(next.value), { replace: true });
  }

  const onShortlisted = useCallback(
    (vehicle: Vehicle) => track('shortlist', { catalogVehicleId: vehicle.catalogVehicleId }),
    [track],
  );
  const onEnquire = useCallback(
    (vehicle: Vehicle) =>
      EnquiryDialog ? setEnquiring(vehicle) : navigate(ENQUIRE_NOW_PATH, { state: { vehicle } }),
    [EnquiryDialog, navigate],
  );
  const onRrpInfo = useCallback(() => setRrpOpen(true), []);

  const refine = (
    <RefinePanel
      key={JSON.stringify(filter)}
      region={region}
      filter={filter}
      onUpdate={(choice: RefineChoice) => change(choice)}
    />
  );

  return (
    <section className="lp-results" aria-labelledby="results-heading">
      <h1 id="results-heading" className={Classes.HEADING}>
        Step 2. Vehicle results
      </h1>

      <div className="lp-results__layout">
        <aside className="lp-results__refine" aria-label="Refine search">
          {!phoneLayout && refine}
        </aside>

        <div className="lp-results__main">
          <div className="lp-results__toolbar">
            <Button className="lp-results__refine-button" icon="filter" onClick={() => setRefineOpen(true)}>
              Refine search
            </Button>
            <label className={Classes.LABEL + ' ' + Classes.INLINE}>
              Sort by{' '}
              <HTMLSelect
                value={filter.sortBy}
                options={SORT_OPTIONS.map(({ value, label }) => ({ value, label }))}
                onChange={(event) => change({ sortBy: event.currentTarget.value as SortKey })}
              />
            </label>
            <Button
              icon={filter.sortOrder === 'asc' ? 'sort-asc' : 'sort-desc'}
              aria-label={filter.sortOrder === 'asc' ? 'Ascending' : 'Descending'}
              title={filter.sortOrder === 'asc' ? 'Ascending' : 'Descending'}
              onClick={() => change({ sortOrder: filter.sortOrder === 'asc' ? 'desc' : 'asc' })}
            />
            <PaymentCycleChoice cycle={shortlist.cycle} onChange={shortlist.setCycle} />
            <Button variant="minimal" icon="info-sign" onClick={() => setInclusionsOpen(true)}>
              Lease inclusions
            </Button>
          </div>

          <div className="lp-results__shortlisted">
            <Button
              variant="minimal"
              endIcon={shortlistOpen ? 'chevron-up' : 'chevron-down'}
              aria-expanded={shortlistOpen}
              onClick={() => setShortlistOpen((open) => !open)}
            >
              Shortlisted vehicles ({shortlist.vehicles.length})
            </Button>
            {/* Shown or not, without an animation: Blueprint's Collapse measured the page as the
                results drew, and drew them twice. */}
            {shortlistOpen && (
              <ul>
                {shortlist.vehicles.map((vehicle) => (
                  <li key={vehicle.catalogVehicleId}>
                    {[vehicle.vehicleMake, vehicle.vehicleModel, vehicle.vehicleTrim].join(' ')}{' '}
                    <Button
                      variant="minimal"
                      size="small"
                      icon="cross"
                      aria-label={`Remove ${vehicle.vehicleMake} ${vehicle.vehicleModel} from the shortlist`}
                      onClick={() => shortlist.remove(vehicle.catalogVehicleId)}
                    />
                  </li>
                ))}
              </ul>
            )}
            {shortlist.notice && (
              <Callout intent="warning" compact>
                {shortlist.notice}
              </Callout>
            )}
          </div>

          {!drawn && (loading || shown) ? (
            <div className="lp-loading">
              <Spinner aria-label="Loading vehicles" />
            </div>
          ) : (
            <div
              className={`lp-results__cards${updating ? ' lp-results__cards--updating' : ''}`}
              aria-busy={updating}
              aria-label="Vehicles"
              role="region"
            >
              <VehicleCards
                vehicles={cards}
                cycle={shortlist.cycle}
                gstLabel={gstLabel}
                shortlist={shortlist}
                onShortlisted={onShortlisted}
                onEnquire={onEnquire}
                onRrpInfo={onRrpInfo}
              />
            </div>
          )}

          {/* The disclaimer and paging belong to the cards; shown once all are, they never jump down the page. */}
          {drawn && allCardsDrawn && profile.calculator.disclaimerText && (
            <p className={`${Classes.TEXT_SMALL} ${Classes.TEXT_MUTED}`}>
              * {profile.calculator.disclaimerText}
            </p>
          )}

          {drawn && allCardsDrawn && (
            <div className="lp-results__paging">
              <label className={Classes.LABEL + ' ' + Classes.INLINE}>
                Per page{' '}
                <HTMLSelect
                  value={filter.pageSize}
                  options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
                  onChange={(event) => change({ pageSize: Number(event.currentTarget.value) as PageSize })}
                />
              </label>
              <span aria-live="polite">
                {resultRangeText(filter.currentPage, filter.pageSize, totalCount)}
              </span>
              <Paginator
                currentPage={filter.currentPage}
                totalCount={totalCount}
                pageSize={filter.pageSize}
                onPage={(currentPage) => change({ currentPage })}
              />
            </div>
          )}

          <span className="lp-visually-hidden" role="status">
            {updating ? 'Updating results' : ''}
          </span>

          <div className="lp-results__next">
            <Button
              intent="primary"
              size="large"
              disabled={shortlist.vehicles.length === 0}
              onClick={() => {
                track('viewShortlist', { vehicles: shortlist.vehicles.map((v) => v.catalogVehicleId) });
                navigate(SHORTLIST_PATH);
              }}
            >
              View shortlist
            </Button>
          </div>
        </div>
      </div>

      <Drawer
        title="Refine search"
        isOpen={refineOpen}
        onClose={() => setRefineOpen(false)}
        position="left"
        size="90%"
        className="lp-results__drawer"
      >
        <div className={Classes.DRAWER_BODY}>{refine}</div>
      </Drawer>
      <LeaseInclusionsDialog
        region={region}
        isOpen={inclusionsOpen}
        onClose={() => setInclusionsOpen(false)}
      />
      <RrpDialog isOpen={rrpOpen} onClose={() => setRrpOpen(false)} />
      {EnquiryDialog && enquiring && (
        <Suspense fallback={null}>
          <EnquiryDialog vehicle={enquiring} isOpen onClose={() => setEnquiring(undefined)} />
        </Suspense>
      )}
      <NoResultsDialog isOpen={noResults} onNewSearch={() => navigate(SEARCH_PATH)} />
    </section>
  );
}

/**
 * On a phone the makes are asked for once the cards are drawn, when the browser is idle, so the
 * 'Refine search' drawer opens with them (the hidden side panel no longer asks at load).
 */
function useMakesReadyForTheDrawer(wanted: boolean, region: Region): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!wanted) return undefined;
    const ask = () =>
      void client.query({ query: VehicleMakes, variables: { countryCode: region } }).catch(() => {});
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(ask, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(ask);
    return () => window.cancelIdleCallback(handle);
  }, [wanted, region, client]);
}
