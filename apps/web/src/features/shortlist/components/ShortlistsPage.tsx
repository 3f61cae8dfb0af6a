import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Button, ButtonGroup, Classes, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { DEFAULT_ANNUAL_DISTANCE_KM, shortlistedPricesFilter, type Vehicle } from '@lease-portal/domain';
import { useShortlist } from '../../shortlist-state';
import { useOrgProfile } from '../../../shared/organisation/org-profile-context';
import { RateBookPage } from '../../../shared/rate-book/rateBookPage';
import { LeaseInclusionsDialog } from '../../../shared/lease/LeaseInclusionsDialog';
import { LeaseTermChoice } from '../../../shared/lease/LeaseTermChoice';
import { PaymentCycleChoice } from '../../../shared/lease/PaymentCycleChoice';
import { lastSearchPath } from '../../../shared/rate-book/last-search';
import { EmptyShortlist } from './EmptyShortlist';
import { ShortlistCard, type TermPrices } from './ShortlistCard';

export const ENQUIRE_NOW_PATH = '/calculator/enquire-now';

/** The 'Request a call' dialog, handed in by the app (features do not import one another). */
export type RequestCallDialogComponent = ComponentType<{ isOpen: boolean; onClose: () => void }>;

/** The rate book's prices of the shortlisted vehicles, every term in one request (calculator §7). */
function useTermPrices(vehicles: readonly Vehicle[]) {
  const filter = shortlistedPricesFilter(vehicles.map((vehicle) => vehicle.catalogVehicleId));
  const { data } = useQuery(RateBookPage, {
    variables: {
      filter: {
        catalogVehicleId: filter.catalogVehicleId,
        pageSize: filter.pageSize,
        currentPage: filter.currentPage,
        minDuration: filter.minDuration,
        maxDuration: filter.maxDuration,
      },
    },
    skip: vehicles.length === 0,
  });
  const rows = data?.rateBook.results.rows ?? [];
  return (vehicle: Vehicle, term: number): TermPrices | undefined => {
    const row = rows.find(
      (candidate) => candidate.catalogVehicleId === vehicle.catalogVehicleId && candidate.duration === term,
    );
    if (row && row.weekLeaseprice != null && row.monthLeaseprice != null) {
      return {
        weekLeaseprice: row.weekLeaseprice,
        monthLeaseprice: row.monthLeaseprice,
        consumerPrice: row.consumerPrice ?? undefined,
      };
    }
    // Until the prices arrive, the row the vehicle was shortlisted with still serves its own term.
    return vehicle.duration === term ? vehicle : undefined;
  };
}

/** Step 3 (/calculator/shortlists, calculator §2 'Shortlist page'). */
export default function ShortlistsPage({
  requestCallDialog: RequestCall,
}: {
  requestCallDialog?: RequestCallDialogComponent;
}) {
  const navigate = useNavigate();
  const { region } = useOrgProfile();
  const { vehicles, remove, cycle, setCycle, term, setTerm } = useShortlist();
  const pricesOf = useTermPrices(vehicles);
  const [inclusionsOpen, setInclusionsOpen] = useState(false);
  const [callOpen, setCallOpen] = useState(false);

  const heading = <h1 className={Classes.HEADING}>Step 3. Your shortlisted vehicles</h1>;

  if (vehicles.length === 0) {
    return (
      <section className="lp-screen lp-shortlist">
        {heading}
        <EmptyShortlist />
      </section>
    );
  }

  return (
    <section className="lp-screen lp-shortlist">
      {heading}
      <section className="lp-shortlist__customise" aria-labelledby="lp-customise-heading">
        <h2 id="lp-customise-heading" className={Classes.HEADING}>
          Customise
        </h2>
        <LeaseTermChoice name="leaseTerm" term={term} onChange={setTerm} />
        <FormGroup label="KM driven annually" labelFor="lp-lease-distance">
          <InputGroup
            id="lp-lease-distance"
            readOnly
            value={DEFAULT_ANNUAL_DISTANCE_KM.toLocaleString('en-US')}
          />
        </FormGroup>
        <PaymentCycleChoice className="lp-shortlist__cycle" cycle={cycle} onChange={setCycle} />
        <Button
          variant="minimal"
          icon="info-sign"
          text="Lease inclusions"
          onClick={() => setInclusionsOpen(true)}
        />
      </section>

      <div className="lp-shortlist__cards">
        {vehicles.map((vehicle) => (
          <ShortlistCard
            key={vehicle.catalogVehicleId}
            vehicle={vehicle}
            prices={pricesOf(vehicle, term)}
            cycle={cycle}
            onRemove={() => remove(vehicle.catalogVehicleId)}
          />
        ))}
      </div>

      {/* The page's sticky action bar (calculator §2 'sticky footer'): always in reach. */}
      <ButtonGroup className="lp-shortlist__actions lp-sticky-actions">
        <Button text="Edit shortlist" icon="edit" onClick={() => void navigate(lastSearchPath())} />
        {RequestCall && <Button text="Request callback" icon="phone" onClick={() => setCallOpen(true)} />}
        <Button text="Enquire now" intent={Intent.PRIMARY} onClick={() => void navigate(ENQUIRE_NOW_PATH)} />
      </ButtonGroup>

      <LeaseInclusionsDialog
        region={region}
        isOpen={inclusionsOpen}
        onClose={() => setInclusionsOpen(false)}
      />
      {RequestCall && <RequestCall isOpen={callOpen} onClose={() => setCallOpen(false)} />}
    </section>
  );
}
