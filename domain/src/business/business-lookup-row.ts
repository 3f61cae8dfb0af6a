/** Whether the registry still lists the business number as current. */
export type BusinessStatus = 'Active' | 'Cancelled';

/** Who to contact at a business, as the registry holds it (journey §3). */
export interface BusinessContactDetail {
  name: string;
  email: string;
  contactNumber: string;
  street: string;
  suburb: string;
  state: string;
  postCode: string;
}

/**
 * One business found by the registry (calculator §3 and journey §3, 'Business lookup row').
 * Both specifications call the business number `abn`: it holds the ABN in AU and the NZBN in NZ,
 * as digits without spaces.
 */
export interface BusinessLookupRow {
  name: string;
  abn: string;
  postCode: string;
  /** AU state or territory (NSW, VIC, ...); NZ region (AUK, WGN, ...). */
  stateCode: string;
  /** The registry's entity-type code; see entity-type.ts. Unknown codes are kept as given. */
  entityType: string;
  status: BusinessStatus;
  /** ACN of an AU company, or the NZ Companies Office number; absent for sole traders, partnerships, trusts. */
  registerNumber?: string;
  contactDetail?: BusinessContactDetail;
}
