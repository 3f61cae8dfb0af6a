/**
 * The catalogue's option lists (calculator §9 'Catalogue filter options' and §2 'Choose vehicle').
 * Values are what the rate book stores and filters on; labels are what the screens show.
 */
export interface Option<T> {
  readonly value: T;
  readonly label: string;
}

export const BODY_TYPES = ['SEDAN', 'VAN', 'SUV', 'UTE'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** The refine-search 'Style' list, in the order of §9. */
export const BODY_STYLE_OPTIONS: readonly Option<BodyType>[] = [
  { value: 'VAN', label: 'Van' },
  { value: 'SEDAN', label: 'Sedan' },
  { value: 'SUV', label: 'SUV' },
  { value: 'UTE', label: 'Ute' },
];

export const CAB_TYPES = ['Extended', 'S/CAB', 'D/CAB'] as const;
export type CabType = (typeof CAB_TYPES)[number];

export const CAB_TYPE_OPTIONS: readonly Option<CabType>[] = [
  { value: 'Extended', label: 'Extended' },
  { value: 'S/CAB', label: 'Single cab' },
  { value: 'D/CAB', label: 'Dual cab' },
];

export const SEAT_COUNTS = [2, 3, 4, 5, 6, 7, 8, 12, 14, 17] as const;
export type SeatCount = (typeof SEAT_COUNTS)[number];

export const FUEL_TYPES = ['Electric', 'Hybrid', 'Petrol', 'Diesel'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** What a vehicle runs on underneath its fuel type: a hybrid's engine burns petrol or diesel. */
export const PRIMARY_FUEL_TYPES = ['Electric', 'Petrol', 'Diesel'] as const;
export type PrimaryFuelType = (typeof PRIMARY_FUEL_TYPES)[number];

/** All-wheel drive is catalogued as 4WD: the filter offers only these three. */
export const DRIVE_TRAINS = ['4WD', 'RWD', 'FWD'] as const;
export type DriveTrain = (typeof DRIVE_TRAINS)[number];

export const TRANSMISSIONS = ['Automatic', 'Manual'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

function member<T extends string | number>(list: readonly T[]) {
  return (value: unknown): value is T => (list as readonly unknown[]).includes(value);
}

export const isBodyType = member(BODY_TYPES);
export const isCabType = member(CAB_TYPES);
export const isSeatCount = member(SEAT_COUNTS);
export const isFuelType = member(FUEL_TYPES);
export const isPrimaryFuelType = member(PRIMARY_FUEL_TYPES);
export const isDriveTrain = member(DRIVE_TRAINS);
export const isTransmission = member(TRANSMISSIONS);
