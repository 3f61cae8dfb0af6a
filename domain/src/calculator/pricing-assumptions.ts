import type { Region } from '../shared/region';
import type { BodyType, FuelType } from './catalogue-options';
import type { LeaseTerm } from './lease-terms';

/** The running costs a lease rental includes, in dollars a month without GST, at 15,000 km a year. */
export interface LeaseInclusions {
  servicing: number;
  tyres: number;
  /** Registration, with compulsory third party insurance in AU and the ACC levy in NZ. */
  registration: number;
  roadsideAssistance: number;
  fleetManagement: number;
}

/**
 * What a provider prices its operating leases with, for one market (decision 0401). Residuals
 * are fractions of the price without GST; adjustments are added to them.
 */
export interface PricingAssumptions {
  region: Region;
  gstRate: number;
  /** AU shows rentals including GST, NZ without (calculator §9 GST label). */
  showsPricesIncludingGst: boolean;
  annualInterestRate: number;
  residualByTerm: Readonly<Record<LeaseTerm, number>>;
  residualAdjustmentByBodyType: Readonly<Record<BodyType, number>>;
  residualAdjustmentByFuelType: Readonly<Partial<Record<FuelType, number>>>;
  monthlyInclusions: Readonly<Record<BodyType, LeaseInclusions>>;
  /** NZ road user charges for vehicles that pay no fuel excise, dollars without GST per 1,000 km. */
  roadUserChargePer1000Km: Readonly<Partial<Record<FuelType, number>>>;
}

export type RateCard = Readonly<Record<Region, PricingAssumptions>>;

/**
 * Utes and vans hold their value in both markets; electric vehicles have lost value faster on
 * resale. Residuals assume 15,000 km a year and fair wear.
 */
const residualByTerm = { 36: 0.5, 48: 0.42, 60: 0.34 } as const;
const residualAdjustmentByBodyType = { SEDAN: 0, SUV: 0.02, UTE: 0.05, VAN: 0.02 } as const;
const residualAdjustmentByFuelType = { Electric: -0.06 } as const;

/** Demonstration figures, of the order a fleet lessor quotes in 2025; not any provider's rate card. */
export const DEMO_RATE_CARD: RateCard = {
  AU: {
    region: 'AU',
    gstRate: 0.1,
    showsPricesIncludingGst: true,
    annualInterestRate: 0.075,
    residualByTerm,
    residualAdjustmentByBodyType,
    residualAdjustmentByFuelType,
    monthlyInclusions: {
      SEDAN: { servicing: 40, tyres: 22, registration: 75, roadsideAssistance: 8, fleetManagement: 25 },
      SUV: { servicing: 48, tyres: 30, registration: 80, roadsideAssistance: 8, fleetManagement: 25 },
      UTE: { servicing: 55, tyres: 38, registration: 85, roadsideAssistance: 8, fleetManagement: 25 },
      VAN: { servicing: 60, tyres: 38, registration: 90, roadsideAssistance: 8, fleetManagement: 25 },
    },
    roadUserChargePer1000Km: {},
  },
  NZ: {
    region: 'NZ',
    gstRate: 0.15,
    showsPricesIncludingGst: false,
    annualInterestRate: 0.085,
    residualByTerm,
    residualAdjustmentByBodyType,
    residualAdjustmentByFuelType,
    monthlyInclusions: {
      SEDAN: { servicing: 45, tyres: 25, registration: 10, roadsideAssistance: 7, fleetManagement: 25 },
      SUV: { servicing: 55, tyres: 32, registration: 10, roadsideAssistance: 7, fleetManagement: 25 },
      UTE: { servicing: 60, tyres: 40, registration: 12, roadsideAssistance: 7, fleetManagement: 25 },
      VAN: { servicing: 65, tyres: 40, registration: 12, roadsideAssistance: 7, fleetManagement: 25 },
    },
    // NZ$76 a 1,000 km including GST, for diesel and electric light vehicles.
    roadUserChargePer1000Km: { Diesel: 66.09, Electric: 66.09 },
  },
};
