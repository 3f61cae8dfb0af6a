import type { Region } from '../shared/region';
import type { ApplicationJourney } from './application-journey';

export type ApplicationType = 'calculator' | 'standard';

/** One shortlisted vehicle as the application remembers it (calculator §3). */
export interface ShortlistEntry {
  catalogVehicleId: string;
  catalogYear?: number;
  distance: number;
  distanceUnit: 'km';
  duration: number;
  durationUnit: 'month';
  referenceId?: string;
}

export interface CalculatorCompany {
  name: string;
  abn: string;
  location?: string;
  entityType?: string;
}

export interface CalculatorContact {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  location?: string;
  postCode?: string;
}

export interface Introducer {
  region: Region;
  abn?: string;
  nzbn?: string;
  orgId: string;
  name: string;
  domainName: string;
}

/** The CRM records an online-account request made for this application's customer (decision 0910). */
export interface CrmRecordIds {
  accountId: string;
  opportunityId: string;
}

/** What the calculator enquiry captured (calculator §3, 'Vehicle application.calculator'). */
export interface CalculatorDetails {
  company?: CalculatorCompany;
  contact?: CalculatorContact;
  introducer?: Introducer;
  shortlists: ShortlistEntry[];
  fleetSize?: number;
  yearsTrading?: string;
  /** The customer's own CRM records: found by these ids, never by e-mail address. */
  crm?: CrmRecordIds;
}

export interface VehicleApplication {
  applicationId: string;
  applicationType: ApplicationType;
  orgId: string;
  /** The user who owns (started) the application. */
  orgUserId: string;
  calculator?: CalculatorDetails;
  journey: ApplicationJourney;
  createdAt: string;
  updatedAt: string;
}

/** An application as read from storage, with the version an update must name. */
export interface Versioned<T> {
  value: T;
  version: number;
}
