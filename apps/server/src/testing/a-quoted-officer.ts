import type { Container } from 'inversify';
import {
  IssueQuotedApplication,
  PASSWORD_HASHER,
  USER_CREDENTIALS,
  type PasswordHasher,
  type UserCredentials,
} from '@lease-portal/domain';

/** The password every officer quoted by `aQuotedOfficer` has set. */
export const OFFICER_PASSWORD = 'Lease2go!';

/**
 * Test support: staff issue an AU demo organisation's quote to an officer (decision 1210) through the
 * running portal's own use case, and the officer sets `OFFICER_PASSWORD`, so a test can sign them in.
 */
export async function aQuotedOfficer(
  container: Container,
  officer: { firstName?: string; lastName?: string; email: string; quoteReference: string },
): Promise<{ applicationId: string; userId: string; email: string }> {
  const issued = await container.get(IssueQuotedApplication).execute({
    orgId: 'org-au-demo',
    staffId: 'os:test',
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
  const hash = await container.get<PasswordHasher>(PASSWORD_HASHER).hash(OFFICER_PASSWORD);
  await container.get<UserCredentials>(USER_CREDENTIALS).setPasswordHash(issued.value.userId, hash);
  return { ...issued.value, email: officer.email };
}
