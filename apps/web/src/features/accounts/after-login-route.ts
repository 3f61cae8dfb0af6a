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

/** A canceled application, or one whose MLA date has passed, is no longer opened. */
const isClosed = (application: ApplicationAfterLogin, today: Date): boolean =>
  application.applicationStatus === CANCELED || isMlaDatePast(application.scoreboard.validMLADate, today);

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
  if (!application || isClosed(application, today)) return '/dashboard';
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

/** The path of the page a signed-out visitor asked for, as RequireLogin keeps it (`state.from`). */
function wantedPathOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const from = (state as { from?: unknown }).from;
  if (typeof from !== 'object' || from === null) return undefined;
  const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
  // Only a path of this portal: never another origin ('//host'), whatever the state holds.
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//'))
    return undefined;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/**
 * Where a customer goes once signed in, when a page sent them to the login (decision 2084): back to
 * the page they asked for, if it is a page of the application they are routed to (the journey's own
 * rule then opens it, read-only, or moves on to the step the application is at) or the dashboard;
 * otherwise, or when they simply signed in, where `afterLoginRoute` leads.
 */
export function afterLoginDestination(
  application: ApplicationAfterLogin | null | undefined,
  userId: string,
  today: Date,
  navigationState: unknown,
): string {
  const route = afterLoginRoute(application, userId, today);
  const wanted = wantedPathOf(navigationState);
  if (!wanted) return route;
  const wantedPath = wanted.split(/[?#]/)[0]!;
  if (wantedPath === '/dashboard') return wanted;
  if (!application || isClosed(application, today)) return route;
  const base = `/applications/${encodeURIComponent(application.applicationId)}`;
  return wantedPath === base || wantedPath.startsWith(`${base}/`) ? wanted : route;
}
