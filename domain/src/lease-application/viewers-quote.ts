import type { User } from '../accounts/user';
import { applicantRoleOf } from '../application/applicant-role';
import type { VehicleApplication, Versioned } from '../application/vehicle-application';
import type { VehicleApplications } from '../application/vehicle-applications.port';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { leaseApplicationErrors } from './lease-application-errors';

/**
 * The quote the signed-in user acts on (getQuotePDF, getQuoteDocusign and getEnvelope name no
 * application): their newest application in their organisation of which they are Authorised Officer
 * (1), issued as a quote, not started from the calculator. Anyone else has no quote to act on.
 */
export async function viewersQuote(
  applications: Pick<VehicleApplications, 'ofUser'>,
  user: Pick<User, 'id' | 'orgId'>,
): Promise<Result<Versioned<VehicleApplication>, DomainError>> {
  const theirs = await applications.ofUser(user.id);
  const quote = theirs.find(
    ({ value }) =>
      value.orgId === user.orgId &&
      value.applicationType !== 'calculator' &&
      applicantRoleOf(value, user.id) === 'primary',
  );
  return quote ? ok(quote) : fail(leaseApplicationErrors.noQuote());
}

/** The quote is signed electronically unless wet signing was chosen for it. */
export const signsQuoteElectronically = (application: VehicleApplication): boolean =>
  application.journey.wetSignature?.signType !== 'wet';
