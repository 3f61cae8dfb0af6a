import type { Container } from 'inversify';
import {
  IssueQuotedApplication,
  PASSWORD_HASHER,
  USER_CREDENTIALS,
  type PasswordHasher,
  type UserCredentials,
} from '@lease-portal/domain';

/** The password every officer quoted by `aQuotedOfficer` has set, unless given another. */
export const OFFICER_PASSWORD = 'Lease2go!';

export interface QuotedOfficer {
  firstName?: string;
  lastName?: string;
  email: string;
  quoteReference: string;
  /** The staff member the audit records as issuing the quote. */
  staffId?: string;
  /** The password the officer sets; `OFFICER_PASSWORD` when neither it nor its hash is given. */
  password?: string;
  /** The password's hash, made once when many officers share one: hashing is slow on purpose (decision 0702). */
  passwordHash?: string;
}

/**
 * Test support, and the tools' way to arrange an officer: staff issue an AU demo organisation's quote
 * to an officer (decision 1210) through the running portal's own use case, and the officer sets a
 * password (`OFFICER_PASSWORD` by default), so a test or a benchmark can sign them in.
 */
export async function aQuotedOfficer(
  container: Container,
  officer: QuotedOfficer,
): Promise<{ applicationId: string; userId: string; email: string }> {
  const issued = await container.get(IssueQuotedApplication).execute({
    orgId: 'org-au-demo',
    staffId: officer.staffId ?? 'os:test',
    quote: {
      firstName: officer.firstName ?? 'Jordan',
      lastName: officer.lastName ?? 'Tran',
      email: officer.email,
      phone: '0412345678',
      vehicleMake: 'Toyota',
      vehicleModel: 'HiLux SR5',
      driveAwayPrice: '58990',
      monthlyRental: '1120.50',
      term: '48',
      quoteReference: officer.quoteReference,
      signing: 'electronic',
    },
  });
  if (!issued.ok) throw issued.error;
  const hash =
    officer.passwordHash ??
    (await container.get<PasswordHasher>(PASSWORD_HASHER).hash(officer.password ?? OFFICER_PASSWORD));
  await container.get<UserCredentials>(USER_CREDENTIALS).setPasswordHash(issued.value.userId, hash);
  return { ...issued.value, email: officer.email };
}
