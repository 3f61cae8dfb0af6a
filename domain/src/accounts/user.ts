import type { Region } from '../shared/region';

/** A customer (an officer of a business) who signs in to the portal of one organisation. */
export interface User {
  id: string;
  orgId: string;
  firstName: string;
  lastName: string;
  /** Stored lower-cased: e-mail addresses are compared case-insensitively. */
  email: string;
  contactNumber?: string;
  region: Region;
  createdAt: string;
}
