import { isPrimaryApplicant } from '@lease-portal/domain';
import type { GetApplicationAfterLoginQuery } from '../../gql/graphql';

export type ApplicationAfterLogin = NonNullable<
  GetApplicationAfterLoginQuery['getVehicleApplication']['vehicleApplication']
>;

const CANCELED = 'canceled';

/** The calendar day (YYYY-MM-DD) of an ISO date or date-time, as written. */
const dayOf = (iso: string): string => iso.slice(0, 10);

/** True when the master lease agreement's validity day lies before today (the day itself still counts). */
export function isMlaDatePast(validMLADate: string | null | undefined, today: Date): boolean {
  if (!validMLADate) return false;
  return dayOf(validMLADate) < dayOf(today.toISOString());
}

/**
 * Where a customer goes once signed in (calculator §4 'After login'): a canceled application, one
 * whose MLA date has passed, or a calculator application of which the user is primary, lead to the
 * dashboard; any other application to its own page. Without an application there is only the
 * dashboard (decision 1020).
 */
export function afterLoginRoute(
  application: ApplicationAfterLogin | null | undefined,
  userId: string,
  today: Date,
): string {
  if (!application) return '/dashboard';
  if (application.applicationStatus === CANCELED) return '/dashboard';
  if (isMlaDatePast(application.scoreboard.validMLADate, today)) return '/dashboard';
  const primary = application.scoreboard.primaryApplicant;
  const secondary = application.scoreboard.secondaryApplicant;
  const parties = {
    applicationType: application.applicationType,
    orgUserId: application.orgUserId,
    journey: {
      primaryApplicant: primary
        ? { userId: primary.userId ?? undefined, email: primary.email ?? undefined }
        : undefined,
      secondaryApplicant: secondary ? { userId: secondary.userId ?? undefined } : undefined,
    },
  };
  if (application.applicationType === 'calculator' && isPrimaryApplicant(parties, userId)) {
    return '/dashboard';
  }
  return `/applications/${encodeURIComponent(application.applicationId)}`;
}
