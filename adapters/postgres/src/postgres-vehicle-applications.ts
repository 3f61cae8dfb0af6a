import {
  DomainError,
  leaseApplicationErrors,
  type ApplicationSearch,
  type ApplicationJourney,
  type ApplicationType,
  type CalculatorDetails,
  type VehicleApplication,
  type VehicleApplications,
  type Versioned,
} from '@lease-portal/domain';
import type { Database, SqlSession } from './database';
import { isUniqueViolation, isoTimestamp } from './sql-errors';

/** The unique index of migration 0012: one quote reference per organisation. */
const QUOTE_REFERENCE_TAKEN = 'vehicle_applications_quote_reference_per_organisation';

interface ApplicationRow {
  application_id: string;
  org_id: string;
  org_user_id: string;
  application_type: ApplicationType;
  /** The journey, in the column named by the specification's word. */
  scoreboard: ApplicationJourney;
  calculator: CalculatorDetails | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `application_id, org_id, org_user_id, application_type,
  scoreboard, calculator, version, created_at, updated_at`;

export const DEFAULT_SEARCH_LIMIT = 50;
export const MAX_SEARCH_LIMIT = 500;

/**
 * Vehicle applications with their journey stored whole. Every change is written with its audit
 * entry in a unit of work's transaction (`PostgresUnitOfWork`, through the functions below), saved only on
 * the version it read (optimistic locking); this class only reads.
 */
export class PostgresVehicleApplications implements VehicleApplications {
  constructor(private readonly db: Database) {}

  ofId(applicationId: string): Promise<Versioned<VehicleApplication> | undefined> {
    return applicationIn(this.db, applicationId);
  }

  async ofUser(userId: string): Promise<Versioned<VehicleApplication>[]> {
    const rows = await this.db.query<ApplicationRow>(
      `SELECT ${COLUMNS} FROM vehicle_applications
        WHERE org_user_id = $1 OR primary_applicant_user_id = $1 OR secondary_applicant_user_id = $1
        ORDER BY created_at DESC, application_id`,
      [userId],
    );
    return rows.map(versionedOf);
  }

  /** `status` matches the journey's status; newest change first. */
  async search(criteria: ApplicationSearch): Promise<Versioned<VehicleApplication>[]> {
    const params: unknown[] = [];
    const conditions: string[] = [];
    const parameter = (value: unknown) => `$${params.push(value)}`;
    if (criteria.orgId !== undefined) conditions.push(`org_id = ${parameter(criteria.orgId)}`);
    if (criteria.status !== undefined) {
      conditions.push(`status = ${parameter(criteria.status)}`);
    }
    const text = criteria.text?.trim().toLowerCase();
    if (text) conditions.push(`search_text LIKE ${parameter(`%${escapeLike(text)}%`)}`);
    const limit = Math.min(Math.max(1, Math.floor(criteria.limit ?? DEFAULT_SEARCH_LIMIT)), MAX_SEARCH_LIMIT);
    const rows = await this.db.query<ApplicationRow>(
      `SELECT ${COLUMNS} FROM vehicle_applications
        ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
        ORDER BY updated_at DESC, application_id LIMIT ${parameter(limit)}`,
      params,
    );
    return rows.map(versionedOf);
  }
}

/** The stored application, read within a session (a transaction of a unit of work, for one). */
export async function applicationIn(
  session: SqlSession,
  applicationId: string,
): Promise<Versioned<VehicleApplication> | undefined> {
  const rows = await session.query<ApplicationRow>(
    `SELECT ${COLUMNS} FROM vehicle_applications WHERE application_id = $1`,
    [applicationId],
  );
  return rows[0] && versionedOf(rows[0]);
}

/** Stores a new application at version 1, within a session. */
export async function insertApplicationIn(
  session: SqlSession,
  application: VehicleApplication,
): Promise<Versioned<VehicleApplication>> {
  const rows = await refusingTakenQuoteReference(application, () =>
    session.query<ApplicationRow>(
      `INSERT INTO vehicle_applications (application_id, org_id, org_user_id, application_type,
       scoreboard, calculator, version, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, 1, $7, $8)
     RETURNING ${COLUMNS}`,
      [...columnValues(application), application.createdAt, application.updatedAt],
    ),
  );
  return versionedOf(rows[0] as ApplicationRow);
}

/** The organisation's application of a quote reference, in any letter case, within a session. */
export async function applicationOfQuoteReferenceIn(
  session: SqlSession,
  orgId: string,
  quoteReference: string,
): Promise<VehicleApplication | undefined> {
  const rows = await session.query<ApplicationRow>(
    `SELECT ${COLUMNS} FROM vehicle_applications
      WHERE org_id = $1 AND lower(scoreboard #>> '{quoteDetails,primaryQuoteReference}') = lower($2)`,
    [orgId, quoteReference.trim()],
  );
  return rows[0] && versionedOf(rows[0]).value;
}

/** The unique index speaks when two staff issue the same quote at once: the later one gets the rule's answer. */
async function refusingTakenQuoteReference<T>(
  application: VehicleApplication,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, QUOTE_REFERENCE_TAKEN)) {
      const reference = application.journey.quoteDetails?.primaryQuoteReference ?? '';
      throw leaseApplicationErrors.quoteReferenceTaken(reference);
    }
    throw error;
  }
}

/** Writes the application over the version it was read at; CONCURRENT_UPDATE when that is stale. */
export async function updateApplicationIn(
  session: SqlSession,
  application: VehicleApplication,
  expectedVersion: number,
): Promise<Versioned<VehicleApplication>> {
  const rows = await session.query<ApplicationRow>(
    `UPDATE vehicle_applications
        SET org_id = $2, org_user_id = $3, application_type = $4,
            scoreboard = $5::jsonb, calculator = $6::jsonb, updated_at = $7, version = version + 1
      WHERE application_id = $1 AND version = $8
      RETURNING ${COLUMNS}`,
    [...columnValues(application), application.updatedAt, expectedVersion],
  );
  const updated = rows[0];
  if (!updated) await explainMissedUpdate(session, application.applicationId, expectedVersion);
  return versionedOf(updated as ApplicationRow);
}

/** Inside the failed update's transaction: its own session, so the embedded engine's turn is not needed twice. */
async function explainMissedUpdate(
  session: SqlSession,
  applicationId: string,
  expectedVersion: number,
): Promise<never> {
  const rows = await session.query<{ version: number }>(
    'SELECT version FROM vehicle_applications WHERE application_id = $1',
    [applicationId],
  );
  const stored = rows[0]?.version;
  if (stored === undefined) throw new DomainError('NOT_FOUND', 'No such application.', { applicationId });
  throw new DomainError(
    'CONCURRENT_UPDATE',
    'This application was changed by someone else; reload and try again.',
    {
      applicationId,
      expectedVersion,
      storedVersion: stored,
    },
  );
}

function columnValues(application: VehicleApplication): unknown[] {
  return [
    application.applicationId,
    application.orgId,
    application.orgUserId,
    application.applicationType,
    JSON.stringify(application.journey),
    application.calculator === undefined ? null : JSON.stringify(application.calculator),
  ];
}

/** LIKE's own characters, matched as themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function versionedOf(row: ApplicationRow): Versioned<VehicleApplication> {
  return {
    version: row.version,
    value: {
      applicationId: row.application_id,
      applicationType: row.application_type,
      orgId: row.org_id,
      orgUserId: row.org_user_id,
      ...(row.calculator === null ? {} : { calculator: row.calculator }),
      journey: row.scoreboard,
      createdAt: isoTimestamp(row.created_at),
      updatedAt: isoTimestamp(row.updated_at),
    },
  };
}
