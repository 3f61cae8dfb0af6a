import {
  BODY_STYLE_OPTIONS,
  CAB_TYPE_OPTIONS,
  ENERGY_UNIT,
  estimateRunningCost,
  formatWholeDollars,
  LEASE_TERM_OPTIONS,
  PAYMENT_CYCLES,
  type LeaseTerm,
  type PaymentCycle,
  type RunningCostAssumptions,
  type RunningCostEstimate,
  type Vehicle,
} from '@lease-portal/domain';

/** The weekly and monthly lease price of one term. */
export interface TermPrice {
  weekLeaseprice: number;
  monthLeaseprice: number;
}

/** A shortlisted vehicle as the comparison knows it: its specification and each term's price. */
export interface ComparedVehicle {
  vehicle: Vehicle;
  prices: Partial<Record<LeaseTerm, TermPrice>>;
}

export interface ComparisonCell {
  text: string;
  /** A second line: what an estimate assumed, or why a value is missing. */
  detail?: string;
  missing: boolean;
  /** The lowest of differing amounts. */
  lowest: boolean;
}

export interface ComparisonRow {
  key: string;
  label: string;
  cells: ComparisonCell[];
  /** The shortlisted vehicles show different values here (two or more known values). */
  differs: boolean;
  /** The row of the term and cycle the customer chose, among every term's. */
  chosen?: boolean;
  /** The price the comparison leads with. */
  headline?: boolean;
  /** An estimate, not a price from the rate book. */
  estimate?: boolean;
}

export interface ComparisonGroup {
  key: string;
  label: string;
  rows: ComparisonRow[];
}

export interface ComparisonSettings {
  term: LeaseTerm;
  cycle: PaymentCycle;
  /** '(incl. gst)' or '(ex. gst)', the region's label. */
  gstLabel: string;
  runningCost: RunningCostAssumptions;
  /** How many items every lease includes in the region. */
  inclusionCount: number;
  /** Whether a vehicle's lease price also covers road user charges (NZ diesel and electric). */
  includesRoadUserCharges: (vehicle: Vehicle) => boolean;
}

export const NOT_AVAILABLE = 'Not available';
const CYCLE_WORD: Record<PaymentCycle, string> = { weekly: 'Weekly', monthly: 'Monthly' };
const termLabel = (term: LeaseTerm) =>
  LEASE_TERM_OPTIONS.find((o) => o.value === term)?.label ?? `${term} months`;

function cell(text: string | undefined, detail?: string, missingText = NOT_AVAILABLE): ComparisonCell {
  return text
    ? { text, detail, missing: false, lowest: false }
    : { text: missingText, detail, missing: true, lowest: false };
}

/** Different when two or more known values are shown differently; missing values do not count. */
function withDifferences(
  cells: ComparisonCell[],
  amounts?: (number | undefined)[],
): Pick<ComparisonRow, 'cells' | 'differs'> {
  const shown = new Set(cells.filter((c) => !c.missing).map((c) => c.text));
  const differs = shown.size > 1;
  if (!differs || !amounts) return { cells, differs };
  const known = amounts.filter((a): a is number => a !== undefined);
  const lowest = formatWholeDollars(Math.min(...known));
  return { cells: cells.map((c) => ({ ...c, lowest: !c.missing && c.text === lowest })), differs };
}

function moneyRow(
  key: string,
  label: string,
  amounts: (number | undefined)[],
  extra: Partial<ComparisonRow> = {},
  details: (string | undefined)[] = [],
  missingText?: string,
): ComparisonRow {
  const cells = amounts.map((amount, i) =>
    cell(amount === undefined ? undefined : formatWholeDollars(amount), details[i], missingText),
  );
  return { key, label, ...extra, ...withDifferences(cells, amounts) };
}

function textRow(key: string, label: string, texts: (string | undefined)[]): ComparisonRow {
  return { key, label, ...withDifferences(texts.map((text) => cell(text))) };
}

const price = (p: TermPrice | undefined, cycle: PaymentCycle) =>
  p === undefined ? undefined : cycle === 'weekly' ? p.weekLeaseprice : p.monthLeaseprice;

/** What the estimate assumed, in words: '7.6 L/100 km, diesel at $1.95/L'. */
export function estimateAssumption(estimate: RunningCostEstimate): string {
  const what = estimate.source === 'Electricity' ? 'electricity' : estimate.source.toLowerCase();
  return `${estimate.consumptionPer100Km} ${estimate.unit}/100 km, ${what} at $${estimate.unitPrice.toFixed(2)}/${ENERGY_UNIT[estimate.source]}`;
}

function fuelText(vehicle: Vehicle): string | undefined {
  if (!vehicle.vehicleFueltype) return undefined;
  return vehicle.vehicleFueltype === 'Hybrid' && vehicle.vehiclePrimaryfueltype
    ? `Hybrid (${vehicle.vehiclePrimaryfueltype.toLowerCase()})`
    : vehicle.vehicleFueltype;
}

function bodyText(vehicle: Vehicle): string | undefined {
  const body = BODY_STYLE_OPTIONS.find((o) => o.value === vehicle.vehicleBodytype)?.label;
  const cab = CAB_TYPE_OPTIONS.find((o) => o.value === vehicle.cabType)?.label;
  return body && cab ? `${body}, ${cab.toLowerCase()}` : body;
}

/**
 * The shortlist as a comparison: the chosen price with its running-cost estimate, every term's
 * price, then the specification, each row saying whether the vehicles differ.
 */
export function comparisonGroups(
  compared: readonly ComparedVehicle[],
  settings: ComparisonSettings,
): ComparisonGroup[] {
  const { term, cycle, gstLabel } = settings;
  const word = CYCLE_WORD[cycle];
  const chosen = compared.map((c) => price(c.prices[term], cycle));
  const estimates = compared.map((c) => estimateRunningCost(c.vehicle, settings.runningCost));
  const running = estimates.map((e) => (e ? e[cycle] : undefined));

  const yourLease: ComparisonGroup = {
    key: 'chosen',
    label: `Your lease, ${termLabel(term)} ${gstLabel}`,
    rows: [
      moneyRow('lease', `${word} lease price`, chosen, { headline: true }),
      moneyRow(
        'running',
        `Estimated ${cycle} fuel or charging cost`,
        running,
        { estimate: true },
        estimates.map((e) => (e ? estimateAssumption(e) : 'Fuel or energy use not known')),
        'No estimate',
      ),
      moneyRow(
        'total',
        `${word} lease and fuel or charging (estimate)`,
        chosen.map((lease, i) =>
          lease !== undefined && running[i] !== undefined ? lease + running[i] : undefined,
        ),
        { estimate: true },
      ),
    ],
  };

  const everyTerm: ComparisonGroup = {
    key: 'terms',
    label: `Every term ${gstLabel}`,
    rows: [cycle, ...PAYMENT_CYCLES.filter((c) => c !== cycle)].flatMap((c) =>
      LEASE_TERM_OPTIONS.map((option) =>
        moneyRow(
          `${c}-${option.value}`,
          `${CYCLE_WORD[c]}, ${option.label}`,
          compared.map((v) => price(v.prices[option.value], c)),
          { chosen: c === cycle && option.value === term },
        ),
      ),
    ),
  };

  const vehicles = compared.map((c) => c.vehicle);
  const specification: ComparisonGroup = {
    key: 'vehicle',
    label: 'Vehicle',
    rows: [
      moneyRow(
        'rrp',
        'RRP',
        vehicles.map((v) => (Number.isFinite(v.consumerPrice) ? v.consumerPrice : undefined)),
      ),
      textRow('fuel', 'Fuel', vehicles.map(fuelText)),
      textRow(
        'transmission',
        'Transmission',
        vehicles.map((v) => v.vehicleTransmissiongroup),
      ),
      textRow(
        'drive',
        'Drive',
        vehicles.map((v) => v.vehicleDrivetrain),
      ),
      textRow(
        'seats',
        'Seats',
        vehicles.map((v) => (v.vehicleSeats ? String(v.vehicleSeats) : undefined)),
      ),
      textRow('body', 'Body', vehicles.map(bodyText)),
      textRow(
        'inclusions',
        'Lease inclusions',
        vehicles.map(
          (v) =>
            `All ${settings.inclusionCount} standard inclusions` +
            (settings.includesRoadUserCharges(v) ? ' and road user charges' : ''),
        ),
      ),
    ],
  };
  return [yourLease, everyTerm, specification];
}
