import type { AuditEntry } from '../application/audit-entry';
import type { VehicleApplication } from '../application/vehicle-application';
import type { User } from '../accounts/user';

/**
 * Where a new customer is written: the user and their first calculator application, with the
 * application's audit entry, in one transaction, so there is never a user without an application
 * (docs/decisions/1100-customer-registration-and-dashboard-api.md). Throws DomainError BAD_INPUT when the e-mail
 * address was taken in the organisation meanwhile.
 */
export interface CustomerSignUps {
  add(user: User, application: VehicleApplication, audit: AuditEntry): Promise<void>;
}
export const CUSTOMER_SIGN_UPS = Symbol('CustomerSignUps');
