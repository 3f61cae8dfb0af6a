import {
  DomainError,
  type AuditEntry,
  type CustomerSignUps,
  type User,
  type VehicleApplication,
} from '@lease-portal/domain';
import type { Database } from '../database';
import { appendAuditEntry } from '../postgres-audit-trail';
import { insertUser } from '../postgres-users';
import { isUniqueViolation } from '../sql-errors';

const EMAIL_TAKEN = 'users_email_unique_per_organisation';

/**
 * A new customer: the user row, their calculator application and its audit entry in one transaction,
 * so a failure leaves neither (decision 1100). A taken address is BAD_INPUT, as PostgresUsers says it.
 */
export class PostgresCustomerSignUps implements CustomerSignUps {
  constructor(private readonly db: Database) {}

  async add(user: User, application: VehicleApplication, audit: AuditEntry): Promise<void> {
    try {
      await this.db.transaction(async (session) => {
        await insertUser(session, user);
        await session.query(
          `INSERT INTO vehicle_applications (application_id, org_id, org_user_id, application_type, application_status,
             scoreboard, calculator, version, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, 1, $8, $9)`,
          [
            application.applicationId,
            application.orgId,
            application.orgUserId,
            application.applicationType,
            application.applicationStatus,
            JSON.stringify(application.scoreboard),
            application.calculator === undefined ? null : JSON.stringify(application.calculator),
            application.createdAt,
            application.updatedAt,
          ],
        );
        await appendAuditEntry(session, { ...audit, applicationId: application.applicationId });
      });
    } catch (error) {
      if (isUniqueViolation(error, EMAIL_TAKEN)) {
        throw new DomainError('BAD_INPUT', 'A user with this e-mail address already exists.');
      }
      throw error;
    }
  }
}
