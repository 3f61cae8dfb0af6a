import { DomainError, type Region, type User, type Users } from '@lease-portal/domain';
import type { Database, SqlSession } from './database';
import { isoTimestamp, isUniqueViolation } from './sql-errors';

export interface UserRow {
  user_id: string;
  org_id: string;
  email: string;
  first_name: string;
  last_name: string;
  contact_number: string | null;
  region: Region;
  created_at: Date;
}

const COLUMNS = 'user_id, org_id, email, first_name, last_name, contact_number, region, created_at';
const EMAIL_TAKEN = 'users_email_unique_per_organisation';

/** The portal's users; an e-mail address is unique within an organisation, whatever its case. */
export class PostgresUsers implements Users {
  constructor(private readonly db: Database) {}

  async ofId(id: string): Promise<User | undefined> {
    const rows = await this.db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE user_id = $1`, [id]);
    return rows[0] && userOf(rows[0]);
  }

  ofEmail(orgId: string, email: string): Promise<User | undefined> {
    return userOfEmailIn(this.db, orgId, email);
  }

  async add(user: User): Promise<void> {
    await refusingTakenEmail(() => insertUser(this.db, user));
  }

  async update(user: User): Promise<void> {
    const rows = await refusingTakenEmail(() =>
      this.db.query(
        `UPDATE users SET email = $3, first_name = $4, last_name = $5, contact_number = $6, region = $7, updated_at = now()
          WHERE user_id = $1 AND org_id = $2 RETURNING user_id`,
        [
          user.id,
          user.orgId,
          normalisedEmail(user.email),
          user.firstName,
          user.lastName,
          user.contactNumber ?? null,
          user.region,
        ],
      ),
    );
    if (rows.length === 0) throw new DomainError('NOT_FOUND', 'No such user.', { userId: user.id });
  }
}

/** Runs a write that may insert or change an address, answering BAD_INPUT when it is taken. */
export async function refusingTakenEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_TAKEN)) {
      throw new DomainError('BAD_INPUT', 'A user with this e-mail address already exists.');
    }
    throw error;
  }
}

/** The organisation's user of this address, read within a session (a unit of work's, for one). */
export async function userOfEmailIn(
  session: SqlSession,
  orgId: string,
  email: string,
): Promise<User | undefined> {
  const rows = await session.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE org_id = $1 AND email = $2`, [
    orgId,
    normalisedEmail(email),
  ]);
  return rows[0] && userOf(rows[0]);
}

export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function userOf(row: UserRow): User {
  return {
    id: row.user_id,
    orgId: row.org_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    ...(row.contact_number === null ? {} : { contactNumber: row.contact_number }),
    region: row.region,
    createdAt: isoTimestamp(row.created_at),
  };
}

/** Writes a new user row; shared by the users repository and the customer sign-up transaction. */
export async function insertUser(session: SqlSession, user: User): Promise<void> {
  await session.query(
    `INSERT INTO users (user_id, org_id, email, first_name, last_name, contact_number, region, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [
      user.id,
      user.orgId,
      normalisedEmail(user.email),
      user.firstName,
      user.lastName,
      user.contactNumber ?? null,
      user.region,
      user.createdAt,
    ],
  );
}
