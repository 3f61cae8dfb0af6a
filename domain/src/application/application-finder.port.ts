import type { ApplicationStatus, CreditCheckStatus } from './application-journey';
import type { ApplicationType, VehicleApplication } from './vehicle-application';

/**
 * What the support desk searches applications by (issue: support tooling, decision 1820). Every
 * criterion given must match; none given lists every application.
 */
export interface ApplicationCriteria {
  orgId?: string;
  /** The journey's status. */
  status?: ApplicationStatus;
  statusCreditCheck?: CreditCheckStatus;
  /** An officer's or the calculator contact's e-mail address: the whole address, in any letter case. */
  email?: string;
  /** Part of an officer's or the calculator contact's e-mail address, in any letter case (decision 2115). */
  emailContains?: string;
  /**
   * Words of an officer's or the calculator contact's name, in any order and any letter case: every
   * word is part of the same person's name ("quill jordan" finds Jordan Quill).
   */
  name?: string;
  /** A phone number of an officer, the contact or the business, as `phoneSearchDigits` gives it. */
  phone?: string;
  /** The start of the quote's reference, the provider's or the ERP's, in any letter case. */
  quoteReference?: string;
  /** The start of the application's id, as read off a screen or a mail. */
  idPrefix?: string;
  /** Part of the business's name: trading, legal or entity name, in any letter case. */
  businessName?: string;
  /** An ABN or NZBN: digits only (spaces are the caller's to strip). */
  businessNumber?: string;
  /** Instants, ISO 8601: created at or after `createdFrom` and before `createdBefore`. */
  createdFrom?: string;
  createdBefore?: string;
  updatedFrom?: string;
  updatedBefore?: string;
}

/**
 * The digits a phone number is searched by (decision 2115): its national number, without the trunk 0
 * or the country code (61, 64), so '0412 345 678' and '+61412345678' find each other. A stored number
 * matches when its digits end with these.
 */
export function phoneSearchDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^(61|64)\d{8,}$/.test(digits) && !phone.trim().startsWith('0')) return digits.slice(2);
  return digits.replace(/^0+/, '');
}

export const APPLICATION_PAGE_SIZE = 20;
export const APPLICATION_PAGE_SIZE_MAX = 100;

/** Which page of the matches: `page` counts from 1. */
export interface ApplicationPageRequest {
  page: number;
  pageSize: number;
}

export interface ApplicationPage {
  items: ApplicationSummary[];
  /** How many applications match, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** One line of a search result: what support needs to tell applications apart, no more. */
export interface ApplicationSummary {
  applicationId: string;
  orgId: string;
  applicationType: ApplicationType;
  status?: string;
  statusSecondary?: string;
  statusCreditCheck?: string;
  businessName?: string;
  businessNumber?: string;
  /** Authorised Officer (1), or the calculator contact before there is one. */
  officerName?: string;
  officerEmail?: string;
  quoteReference?: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The support desk's read model of applications: found by the criteria, newest first (by creation,
 * then id), a page at a time with the total. A separate port from `VehicleApplications`, which keeps
 * the journey's reads and writes: this one only reads and may be served by indexes of its own.
 */
export interface ApplicationFinder {
  find(criteria: ApplicationCriteria, page: ApplicationPageRequest): Promise<ApplicationPage>;
}
export const APPLICATION_FINDER = Symbol('ApplicationFinder');

const trimmed = (value: string | undefined): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

/** The business as the application knows it best: the confirmed company first, the enquiry last. */
export function businessOfApplication(application: VehicleApplication): { name?: string; number?: string } {
  const s = application.journey;
  return {
    name:
      trimmed(s.companyDetails?.companyName) ??
      trimmed(s.companyDetails?.companyLegalName) ??
      trimmed(s.entityDetails?.entityName) ??
      trimmed(s.businessDetails?.entityDetails?.companyLegalName) ??
      trimmed(application.calculator?.company?.name),
    number:
      trimmed(s.companyDetails?.abn) ??
      trimmed(s.companyDetails?.nzbn) ??
      trimmed(s.entityDetails?.abn) ??
      trimmed(application.calculator?.company?.abn),
  };
}

export function applicationSummaryOf(application: VehicleApplication): ApplicationSummary {
  const s = application.journey;
  const officer = s.primaryApplicant ?? application.calculator?.contact;
  const name = trimmed(`${officer?.firstName ?? ''} ${officer?.lastName ?? ''}`);
  const business = businessOfApplication(application);
  const summary: ApplicationSummary = {
    applicationId: application.applicationId,
    orgId: application.orgId,
    applicationType: application.applicationType,
    status: s.status,
    statusSecondary: s.statusSecondary,
    statusCreditCheck: s.statusCreditCheck,
    businessName: business.name,
    businessNumber: business.number,
    officerName: name,
    officerEmail: trimmed(officer?.email),
    quoteReference: trimmed(s.quoteDetails?.primaryQuoteReference),
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
  };
  // Absent facts are left out rather than written as undefined, so JSON and equality read the same.
  return Object.fromEntries(
    Object.entries(summary).filter(([, value]) => value !== undefined),
  ) as unknown as ApplicationSummary;
}
