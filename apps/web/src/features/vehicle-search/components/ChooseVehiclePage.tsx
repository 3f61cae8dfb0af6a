import { useState } from 'react';
import { createSearchParams, useNavigate } from 'react-router';
import { Button, Card, Checkbox, Classes, Spinner } from '@blueprintjs/core';
import {
  BODY_TYPES,
  CALCULATOR_RESULTS_PATH,
  canChooseNext,
  chooseVehicleQuery,
  demoVehicleImage,
  FUEL_TYPES,
  type BodyType,
  type FuelType,
} from '@lease-portal/domain';
import { useOrgProfile } from '../../../shared/organisation/org-profile-context';
import { VEHICLE_IMAGE_SIZE } from '../../../shared/ui/VehicleImage';
import { useVehicleMakes } from '../hooks/useVehicleMakes';
import { RegionIntro } from './RegionIntro';

/** A body type's tile: its drawing above its name, so the choice reads at a glance. */
function BodyTypeTile({ bodyType }: { bodyType: BodyType }) {
  return (
    <span className="lp-choose__tile">
      <img
        src={demoVehicleImage(bodyType)}
        alt=""
        width={VEHICLE_IMAGE_SIZE.width}
        height={VEHICLE_IMAGE_SIZE.height}
        className="lp-choose__tile-image"
      />
      <span className="lp-choose__tile-label">{bodyType}</span>
    </span>
  );
}

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** Step 1 (/calculator and /calculator/search): body types, fuel types and makes (calculator §2). */
export default function ChooseVehiclePage() {
  const { region } = useOrgProfile();
  const navigate = useNavigate();
  const [bodyTypes, setBodyTypes] = useState<BodyType[]>([]);
  const [fuelTypes, setFuelTypes] = useState<FuelType[]>([]);
  const [chosenMakes, setChosenMakes] = useState<string[]>([]);
  const [makesOpen, setMakesOpen] = useState(false);
  const { makes, loading } = useVehicleMakes(region, { wanted: makesOpen });

  const selection = { bodyTypes, fuelTypes, makes: chosenMakes };
  const allMakes = makes.length > 0 && makes.every((make) => chosenMakes.includes(make));

  function next() {
    const query = chooseVehicleQuery(selection);
    navigate({
      pathname: CALCULATOR_RESULTS_PATH,
      search: `?${createSearchParams(query as Record<string, string>)}`,
    });
  }

  return (
    <>
      <RegionIntro />
      <section className="lp-choose lp-panel" aria-labelledby="choose-heading">
        <h2 id="choose-heading" className={Classes.HEADING}>
          Step 1. Choose your vehicle
        </h2>

        <fieldset className="lp-choose__group">
          <legend>Body type</legend>
          <div className="lp-choose__options">
            {BODY_TYPES.map((bodyType) => (
              <Card key={bodyType} compact className="lp-choose__option lp-choose__option--body">
                <Checkbox
                  labelElement={<BodyTypeTile bodyType={bodyType} />}
                  checked={bodyTypes.includes(bodyType)}
                  onChange={() => setBodyTypes((current) => toggled(current, bodyType))}
                />
              </Card>
            ))}
          </div>
        </fieldset>

        <fieldset className="lp-choose__group">
          <legend>Fuel type</legend>
          <div className="lp-choose__options">
            {FUEL_TYPES.map((fuelType) => (
              <Card key={fuelType} compact className="lp-choose__option">
                <Checkbox
                  label={fuelType}
                  checked={fuelTypes.includes(fuelType)}
                  onChange={() => setFuelTypes((current) => toggled(current, fuelType))}
                />
              </Card>
            ))}
          </div>
        </fieldset>

        <fieldset className="lp-choose__group">
          <legend>
            <Button
              variant="minimal"
              endIcon={makesOpen ? 'chevron-up' : 'chevron-down'}
              aria-expanded={makesOpen}
              aria-controls="choose-makes"
              onClick={() => setMakesOpen((open) => !open)}
            >
              Make{chosenMakes.length ? ` (${chosenMakes.length})` : ''}
            </Button>
          </legend>
          {/* Shown or not, without an animation: Blueprint's Collapse measured the page and drew it
              twice before its first paint (decision 0603). */}
          {makesOpen && (
            <div id="choose-makes">
              {loading ? (
                <Spinner size={20} aria-label="Loading makes" />
              ) : (
                <>
                  <Checkbox
                    label="Select all"
                    checked={allMakes}
                    indeterminate={!allMakes && chosenMakes.length > 0}
                    onChange={() => setChosenMakes(allMakes ? [] : [...makes])}
                  />
                  <div className="lp-choose__makes">
                    {makes.map((make) => (
                      <Checkbox
                        key={make}
                        label={make}
                        checked={chosenMakes.includes(make)}
                        onChange={() => setChosenMakes((current) => toggled(current, make))}
                      />
                    ))}
                  </div>
                </>
              )}
            </div>
          )}
        </fieldset>

        <Button
          className="lp-choose__next"
          intent="primary"
          size="large"
          endIcon="arrow-right"
          disabled={!canChooseNext(selection)}
          onClick={next}
        >
          Next
        </Button>
      </section>
    </>
  );
}
