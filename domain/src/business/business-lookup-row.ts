/** Whether the registry still lists the business number as current. */
export type BusinessStatus = 'Active' | 'Cancelled';

/**
 * What the register says of where and how to reach a business (journey §3), each part only when it
 * gives it: the ABR publishes none of them, the NZBN register the registered address and the phone
 * and e-mail the business chose to publish, no register a contact person (decision 2110).
 */
export interface BusinessContactDetail {
  name?: string;
  email?: string;
  contactNumber?: string;
  /** The street line: '[premise, ][unit/]number name'. */
  street?: string;
  suburb?: string;
  /** AU state code; NZ region, by code or by name. */
  state?: string;
  postCode?: string;
}

/**
 * One business found by the registry (calculator §3 and journey §3, 'Business lookup row').
 * Both specifications call the business number `abn`: it holds the ABN in AU and the NZBN in NZ,
 * as digits without spaces.
 */
export interface BusinessLookupRow {
  name: string;
  abn: string;
  /** The postcode the register gives, '' when it gives none (an NZBN name search). */
  postCode: string;
  /** AU state or territory (NSW, VIC, ...); NZ region (AUK, WGN, ... or its name); '' when not given. */
  stateCode: string;
  /** The registry's entity-type code; see entity-type.ts. Unknown codes are kept as given. */
  entityType: string;
  status: BusinessStatus;
  /** ACN of an AU company, or the NZ Companies Office number; absent for sole traders, partnerships, trusts. */
  registerNumber?: string;
  contactDetail?: BusinessContactDetail;
}
