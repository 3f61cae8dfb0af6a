import {
  applicantRoleOf,
  type ApplicationJourney,
  type ApplicationStatus,
  type JourneyRouteName,
} from '@lease-portal/domain';
import type { GetJourneyApplicationQuery } from '../../gql/graphql';
import { journeyStatusOf } from '../../shared/journey/journey-status';
import { withoutNulls, type WithoutNulls } from '../../shared/organisation/without-nulls';

type Answer = GetJourneyApplicationQuery['getVehicleApplication'];
export type JourneyUser = WithoutNulls<Answer['user']>;
export type JourneyApplication = WithoutNulls<NonNullable<Answer['vehicleApplication']>>;

/** Which home the viewer gets (journey §2, §6); 'none' when they are no applicant of it any more. */
export type HomeKind = 'primary' | 'secondary' | 'calculator' | 'none';

/** The answer with nulls read as absent, so the domain's rules take it as they take their own model. */
export function journeyApplicationOf(answer: Answer): JourneyApplication | undefined {
  return answer.vehicleApplication ? withoutNulls(answer.vehicleApplication) : undefined;
}

/** The answer's scoreboard as the domain's rules read a journey: its status in the domain's name. */
export const scoreboardOf = (application: JourneyApplication): ApplicationJourney =>
  ({
    ...application.scoreboard,
    status: journeyStatusOf(application.scoreboard.status),
  }) as ApplicationJourney;

/**
 * The named secondary applicant gets the secondary home, in a calculator application too; the
 * calculator's owner or primary gets the calculator home; the primary of a quote the primary home.
 */
export function homeKindOf(application: JourneyApplication, userId: string): HomeKind {
  const role = applicantRoleOf({ ...application, journey: scoreboardOf(application) }, userId);
  if (role === 'secondary') return 'secondary';
  if (application.applicationType === 'calculator') {
    return role === 'primary' || application.orgUserId === userId ? 'calculator' : 'none';
  }
  return role === 'primary' ? 'primary' : 'none';
}

/** Wet signing was chosen for the application (journey §3 'wetSignature'). */
export const signsOnPaper = (application: JourneyApplication): boolean =>
  application.scoreboard.wetSignature?.signType === 'wet';

export const primaryStatusOf = (application: JourneyApplication): ApplicationStatus | undefined =>
  journeyStatusOf(application.scoreboard.status);

/** The quote's reference as the customer sees it: the provider's, else the ERP's (journey §7). */
export const quoteReferenceOf = (application: JourneyApplication): string | undefined =>
  application.scoreboard.quoteDetails?.primaryQuoteReference ||
  application.scoreboard.quoteDetails?.erpQuoteRef ||
  undefined;

const STEP_PATHS: Partial<Record<JourneyRouteName, string>> = {
  applications: '',
  reviewQuote: 'orderVerification',
  businessDetails: 'businessDetails',
  approvals: 'approvals',
  'approvals-waiting': 'approvals-waiting',
  'application-on-hold': 'application-on-hold',
  'wet-signature-secondary': 'secondary-waiting',
  reviewAndSignContract: 'reviewAndSignContract',
  'id-scan': 'id-scan',
};

/** Where a route of the journey lives (journey §2 'Routes'); steps sit under the application's path. */
export function journeyPath(applicationId: string, route: JourneyRouteName): string {
  const step = STEP_PATHS[route];
  if (step === undefined) return `/${route === 'home' ? 'dashboard' : route}`;
  const base = `/applications/${encodeURIComponent(applicationId)}`;
  return step ? `${base}/${step}` : base;
}
