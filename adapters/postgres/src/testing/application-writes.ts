import type { AuditEntry, VehicleApplication } from '@lease-portal/domain';
import {
  addApplication,
  saveApplication,
} from '@lease-portal/domain/src/lease-application/testing/stored-applications';
import type { Database } from '../database';
import { PostgresUnitOfWork } from '../postgres-unit-of-work';

/**
 * Test set-up: a test's applications stored as the portal stores them, through a unit of work with
 * their audit entries (decision 2071), on a database of the test's choosing.
 */
export function applicationWrites(db: Database) {
  const unitOfWork = new PostgresUnitOfWork(db);
  return {
    add: (application: VehicleApplication, audit: AuditEntry) =>
      addApplication(unitOfWork, application, audit),
    /** Throws CONCURRENT_UPDATE when `expectedVersion` is not the stored version, as the unit of work does. */
    update: (application: VehicleApplication, expectedVersion: number, audit: AuditEntry) =>
      saveApplication(unitOfWork, application, expectedVersion, audit),
  };
}
