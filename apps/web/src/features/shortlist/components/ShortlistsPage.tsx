import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonGroup, Classes, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import {
  DEFAULT_ANNUAL_DISTANCE_KM,
  DEFAULT_ENERGY_PRICES,
  DEMO_RATE_CARD,
  ENERGY_SOURCES,
  energySourceOf,
  regionDefaults,
  runningCostAssumptions,
  type EnergyPrices,
  type Region,
} from '@lease-portal/domain';
import { useShortlist } from '../../shortlist-state';
import { useOrgProfile } from '../../../shared/organisation/org-profile-context';
import { LeaseInclusionsDialog } from '../../../shared/lease/LeaseInclusionsDialog';
import { LeaseTermChoice } from '../../../shared/lease/LeaseTermChoice';
import { PaymentCycleChoice } from '../../../shared/lease/PaymentCycleChoice';
import { lastSearchPath } from '../../../shared/rate-book/last-search';
import { useComparedVehicles } from '../hooks/useComparedVehicles';
import { comparisonGroups } from '../model/comparison';
import { EmptyShortlist } from './EmptyShortlist';
import { RunningCostPrices } from './RunningCostPrices';
import { ShortlistComparison } from './ShortlistComparison';

export const ENQUIRE_NOW_PATH = '/calculator/enquire-now';

/** The 'Request a call' dialog, handed in by the app (features do not import one another). */
export type RequestCallDialogComponent = ComponentType<{ isOpen: boolean; onClose: () => void }>;

/** Road user charges are in an NZ lease price where the rate card priced them (decision 0401). */
function roadUserChargesIncluded(region: Region) {
  const charged = DEMO_RATE_CARD[region].roadUserChargePer1000Km;
  return (vehicle: { vehicleFueltype: keyof typeof charged }) =>
    charged[vehicle.vehicleFueltype] !== undefined;
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
  const compared = useComparedVehicles(vehicles);
  const [prices, setPrices] = useState<EnergyPrices>(DEFAULT_ENERGY_PRICES[region]);
  const [inclusionsOpen, setInclusionsOpen] = useState(false);
  const [callOpen, setCallOpen] = useState(false);

  const { gstLabel, leaseInclusions } = regionDefaults(region);
  const groups = comparisonGroups(compared, {
    term,
    cycle,
    gstLabel,
    runningCost: runningCostAssumptions(region, DEFAULT_ANNUAL_DISTANCE_KM, prices),
    inclusionCount: leaseInclusions.length,
    includesRoadUserCharges: roadUserChargesIncluded(region),
  });
  const sources = ENERGY_SOURCES.filter((source) =>
    compared.some(({ vehicle }) => energySourceOf(vehicle) === source),
  );

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

      <RunningCostPrices key={region} sources={sources} prices={prices} onChange={setPrices} />

      <ShortlistComparison compared={compared} groups={groups} onRemove={remove} />

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
