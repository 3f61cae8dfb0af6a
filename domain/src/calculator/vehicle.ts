import type { Region } from '../shared/region';
import type {
  BodyType,
  CabType,
  DriveTrain,
  FuelType,
  PrimaryFuelType,
  SeatCount,
  Transmission,
} from './catalogue-options';

/**
 * A vehicle as the provider's catalogue describes it, before it is priced: the rate book row
 * (calculator §3) without its term and lease prices. consumerPrice is the RRP in dollars: it
 * includes GST and excludes on-road costs (§9), in both countries.
 */
export interface CatalogueVehicle {
  countryCode: Region;
  catalogVehicleId: string;
  catalogYear: number;
  vehicleMake: string;
  vehicleModel: string;
  vehicleTrim: string;
  vehicleDescription: string;
  vehicleDrivetrain: DriveTrain;
  vehicleFueltype: FuelType;
  vehiclePrimaryfueltype: PrimaryFuelType;
  vehicleTransmissiongroup: Transmission;
  vehicleBodytype: BodyType;
  vehicleSeats: SeatCount;
  /** Utes only. */
  cabType?: CabType;
  consumerPrice: number;
  /**
   * Fuel used in litres per 100 km on the combined cycle, for vehicles with an engine (petrol,
   * diesel, hybrid); absent when the catalogue does not say. Feeds the running-cost estimate.
   */
  fuelConsumptionLPer100Km?: number;
  /** Electricity used in kWh per 100 km, for electric vehicles; absent when the catalogue does not say. */
  energyConsumptionKwhPer100Km?: number;
  jatoImagepath?: string;
  jatoImagepathTrim?: string;
  jatoImagepathBase?: string;
}

/**
 * One rate book row: a catalogue vehicle priced for one term at 15,000 km a year (calculator §3).
 * Money is in dollars rounded to whole cents. Lease prices are what the region shows: AU including
 * GST, NZ excluding it (decision 0401).
 */
export interface Vehicle extends CatalogueVehicle {
  /** The RRP less GST: the price the lessor pays and finances. */
  catalogPrice: number;
  weekLeaseprice: number;
  monthLeaseprice: number;
  duration: number;
  durationUnit: 'month';
  /** Set by the client only, never stored. */
  isShortlisted?: boolean;
}

/** The rate book's answer to a search (calculator §3 'Rate book response'). */
export interface RateBookResults {
  results: { rows: Vehicle[]; totalCount: number };
  resultCount: number;
}
