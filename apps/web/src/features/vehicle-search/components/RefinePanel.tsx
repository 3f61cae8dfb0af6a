import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Checkbox, Classes, FormGroup, MenuItem, RangeSlider } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import {
  BODY_STYLE_OPTIONS,
  CAB_TYPE_OPTIONS,
  DRIVE_TRAINS,
  formatWholeDollars,
  FUEL_TYPES,
  PRICE_SLIDER,
  SEAT_COUNTS,
  TRANSMISSIONS,
  WEEKLY_BUDGET_SLIDER,
  type MakeModels,
  type RateBookFilter,
  type Region,
} from '@lease-portal/domain';
import { effectivePriceBudget, hasBudget, priceBudgetOf, withoutBudget } from '../budget-choice';
import { VehicleModels } from '../graphql/vehicleModels';
import { useVehicleMakes } from '../hooks/useVehicleMakes';

/** The part of the search the refine panel edits. */
export type RefineChoice = Pick<
  RateBookFilter,
  | 'pair'
  | 'vehicleFueltype'
  | 'vehicleBodytype'
  | 'cabType'
  | 'vehicleSeats'
  | 'vehicleMinRRP'
  | 'vehicleMaxRRP'
  | 'vehicleDriveTrain'
  | 'vehicleTransmission'
  | 'minBudget'
  | 'maxBudget'
  | 'budgetType'
>;

const REFINED: (keyof RefineChoice)[] = [
  'pair',
  'vehicleFueltype',
  'vehicleBodytype',
  'cabType',
  'vehicleSeats',
  'vehicleMinRRP',
  'vehicleMaxRRP',
  'vehicleDriveTrain',
  'vehicleTransmission',
  'minBudget',
  'maxBudget',
  'budgetType',
];

/** The refine-panel fields of a search, every one present (undefined when not chosen). */
export function refineChoiceOf(filter: RateBookFilter): RefineChoice {
  return Object.fromEntries(REFINED.map((name) => [name, filter[name]])) as RefineChoice;
}

/** Compares two choices as the search applies them (a price maximum alone filters nothing). */
function sameChoice(a: RefineChoice, b: RefineChoice): boolean {
  const applied = (choice: RefineChoice) => ({ ...choice, ...effectivePriceBudget(choice) });
  const [x, y] = [applied(a), applied(b)];
  return REFINED.every((name) => JSON.stringify(x[name] ?? null) === JSON.stringify(y[name] ?? null));
}

/** A slider's range in words, for the readout above it. */
function rangeText(low: string, high: string): string {
  return `${low} to ${high}`;
}

function toggledList<T>(list: readonly T[] | undefined, value: T): T[] | undefined {
  const next = list?.includes(value) ? list.filter((item) => item !== value) : [...(list ?? []), value];
  return next.length ? next : undefined;
}

interface ModelItem {
  make: string;
  model: string;
}

function CheckboxList<T extends string | number>({
  legend,
  options,
  chosen,
  onToggle,
  disabled,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  chosen: readonly T[] | undefined;
  onToggle: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="lp-refine__group" disabled={disabled}>
      <legend className={Classes.TEXT_MUTED}>{legend}</legend>
      {options.map(({ value, label }) => (
        <Checkbox
          key={value}
          inline
          label={label}
          disabled={disabled}
          checked={chosen?.includes(value) ?? false}
          onChange={() => onToggle(value)}
        />
      ))}
    </fieldset>
  );
}

const plain = <T extends string | number>(values: readonly T[]) =>
  values.map((value) => ({ value, label: String(value) }));

/**
 * The refine-search panel (calculator §2): edits a draft of the search; 'Update search' applies it
 * and stays disabled until something changes.
 */
export function RefinePanel({
  region,
  filter,
  onUpdate,
}: {
  region: Region;
  filter: RateBookFilter;
  onUpdate: (choice: RefineChoice) => void;
}) {
  const applied = useMemo(() => refineChoiceOf(filter), [filter]);
  const [draft, setDraft] = useState<RefineChoice>(applied);
  const { makes } = useVehicleMakes(region);
  const chosenMakes = (draft.pair ?? []).map((entry) => entry.make);
  const { data: modelData } = useQuery(VehicleModels, {
    variables: { countryCode: region, makes: chosenMakes },
    skip: chosenMakes.length === 0,
  });

  const modelItems: ModelItem[] = (modelData?.vehicleModels ?? [])
    .filter((entry) => chosenMakes.includes(entry.make))
    .flatMap(({ make, models }) => models.map((model) => ({ make, model })));
  const selectedModels: ModelItem[] = (draft.pair ?? []).flatMap(({ make, models }) =>
    models.map((model) => ({ make, model })),
  );
  const isSelected = (item: ModelItem) =>
    selectedModels.some((chosen) => chosen.make === item.make && chosen.model === item.model);

  const set = (change: Partial<RefineChoice>) => setDraft((current) => ({ ...current, ...change }));

  function toggleMake(make: string) {
    const pair = draft.pair ?? [];
    const next: MakeModels[] = pair.some((entry) => entry.make === make)
      ? pair.filter((entry) => entry.make !== make)
      : [...pair, { make, models: [] }];
    set({ pair: next.length ? next : undefined });
  }

  function toggleModel(item: ModelItem) {
    set({
      pair: (draft.pair ?? []).map((entry) =>
        entry.make !== item.make
          ? entry
          : {
              make: entry.make,
              models: entry.models.includes(item.model)
                ? entry.models.filter((model) => model !== item.model)
                : [...entry.models, item.model],
            },
      ),
    });
  }

  function toggleBodyType(value: (typeof BODY_STYLE_OPTIONS)[number]['value']) {
    const vehicleBodytype = toggledList(draft.vehicleBodytype, value);
    // A cab type needs a ute (calculator §4).
    set({ vehicleBodytype, ...(vehicleBodytype?.includes('UTE') ? {} : { cabType: undefined }) });
  }

  const hasPrice = draft.vehicleMinRRP !== undefined;
  const hasWeeklyBudget = draft.minBudget !== undefined || draft.maxBudget !== undefined;
  const canClearBudget = hasBudget(draft) || hasBudget(applied);
  const isUte = draft.vehicleBodytype?.includes('UTE') ?? false;
  const priceValue: [number, number] = [
    draft.vehicleMinRRP ?? PRICE_SLIDER.min,
    draft.vehicleMaxRRP ?? (hasPrice ? PRICE_SLIDER.noUpperBound : PRICE_SLIDER.defaultMax),
  ];
  const budgetValue: [number, number] = [
    draft.minBudget ?? WEEKLY_BUDGET_SLIDER.min,
    draft.maxBudget ?? WEEKLY_BUDGET_SLIDER.defaultMax,
  ];
  const priceLabel = (value: number) =>
    value >= PRICE_SLIDER.noUpperBound ? PRICE_SLIDER.topLabel : formatWholeDollars(value);
  // The values are written once above each slider: Blueprint's handle and axis labels collide.
  const priceRange = rangeText(priceLabel(priceValue[0]), priceLabel(priceValue[1]));
  const budgetRange = rangeText(formatWholeDollars(budgetValue[0]), formatWholeDollars(budgetValue[1]));

  return (
    <form
      className="lp-refine"
      aria-label="Refine search"
      onSubmit={(event) => {
        event.preventDefault();
        onUpdate(draft);
      }}
    >
      <fieldset className="lp-refine__group">
        <legend className={Classes.TEXT_MUTED}>Make</legend>
        <div className="lp-refine__makes">
          {makes.map((make) => (
            <Checkbox
              key={make}
              label={make}
              checked={chosenMakes.includes(make)}
              onChange={() => toggleMake(make)}
            />
          ))}
        </div>
      </fieldset>

      <FormGroup label="Model" labelFor="refine-models" disabled={chosenMakes.length === 0}>
        <MultiSelect<ModelItem>
          disabled={chosenMakes.length === 0}
          items={modelItems}
          selectedItems={selectedModels}
          itemPredicate={(query, item) => item.model.toLowerCase().includes(query.toLowerCase())}
          itemRenderer={(item, { handleClick, handleFocus, modifiers }) =>
            modifiers.matchesPredicate ? (
              <MenuItem
                key={`${item.make}:${item.model}`}
                text={item.model}
                label={item.make}
                roleStructure="listoption"
                selected={isSelected(item)}
                active={modifiers.active}
                onClick={handleClick}
                onFocus={handleFocus}
              />
            ) : null
          }
          noResults={<MenuItem disabled text="No results" roleStructure="listoption" />}
          onItemSelect={toggleModel}
          onRemove={toggleModel}
          tagRenderer={(item) => item.model}
          tagInputProps={{ inputProps: { id: 'refine-models', 'aria-label': 'Model' } }}
          popoverProps={{ minimal: true }}
          resetOnSelect
        />
      </FormGroup>

      <fieldset className="lp-refine__group">
        <legend className={Classes.TEXT_MUTED}>Budget</legend>
        <FormGroup
          className="lp-refine__slider"
          label="Vehicle price (RRP)"
          labelInfo={<span className="lp-refine__range">{priceRange}</span>}
          disabled={hasWeeklyBudget}
        >
          <RangeSlider
            min={PRICE_SLIDER.min}
            max={PRICE_SLIDER.max}
            stepSize={PRICE_SLIDER.step}
            labelRenderer={false}
            disabled={hasWeeklyBudget}
            value={priceValue}
            handleHtmlProps={{
              start: { 'aria-label': 'Minimum vehicle price' },
              end: { 'aria-label': 'Maximum vehicle price' },
            }}
            onChange={(range) => set(priceBudgetOf(range))}
          />
        </FormGroup>
        <FormGroup
          className="lp-refine__slider"
          label="Weekly budget"
          labelInfo={<span className="lp-refine__range">{budgetRange}</span>}
          disabled={hasPrice}
        >
          <RangeSlider
            min={WEEKLY_BUDGET_SLIDER.min}
            max={WEEKLY_BUDGET_SLIDER.max}
            stepSize={WEEKLY_BUDGET_SLIDER.step}
            labelRenderer={false}
            disabled={hasPrice}
            value={budgetValue}
            handleHtmlProps={{
              start: { 'aria-label': 'Minimum weekly budget' },
              end: { 'aria-label': 'Maximum weekly budget' },
            }}
            onChange={([min, max]) => set({ minBudget: min, maxBudget: max, budgetType: 'weekly' })}
          />
        </FormGroup>
        {canClearBudget && (
          // Applies at once: the budget is gone from the search and the other slider is free again.
          <Button variant="outlined" size="small" onClick={() => onUpdate(withoutBudget(draft))}>
            Clear budget
          </Button>
        )}
      </fieldset>

      <CheckboxList
        legend="Fuel type"
        options={plain(FUEL_TYPES)}
        chosen={draft.vehicleFueltype}
        onToggle={(value) => set({ vehicleFueltype: toggledList(draft.vehicleFueltype, value) })}
      />

      <div className="lp-refine__section">
        <h2 className={`${Classes.HEADING} lp-refine__heading`}>Power train</h2>
        <CheckboxList
          legend="Drive train"
          options={plain(DRIVE_TRAINS)}
          chosen={draft.vehicleDriveTrain}
          onToggle={(value) => set({ vehicleDriveTrain: toggledList(draft.vehicleDriveTrain, value) })}
        />
        <CheckboxList
          legend="Transmission"
          options={plain(TRANSMISSIONS)}
          chosen={draft.vehicleTransmission}
          onToggle={(value) => set({ vehicleTransmission: toggledList(draft.vehicleTransmission, value) })}
        />
      </div>

      <div className="lp-refine__section">
        <h2 className={`${Classes.HEADING} lp-refine__heading`}>Style</h2>
        <CheckboxList
          legend="Body type"
          options={BODY_STYLE_OPTIONS}
          chosen={draft.vehicleBodytype}
          onToggle={toggleBodyType}
        />
        <CheckboxList
          legend="Cab type"
          options={CAB_TYPE_OPTIONS}
          chosen={draft.cabType}
          disabled={!isUte}
          onToggle={(value) => set({ cabType: toggledList(draft.cabType, value) })}
        />
        <CheckboxList
          legend="Seats"
          options={plain(SEAT_COUNTS)}
          chosen={draft.vehicleSeats}
          onToggle={(value) => set({ vehicleSeats: toggledList(draft.vehicleSeats, value) })}
        />
      </div>

      <Button type="submit" intent="primary" fill disabled={sameChoice(draft, applied)}>
        Update search
      </Button>
    </form>
  );
}
