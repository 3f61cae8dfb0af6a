import type {
  ApplicationStatus,
  ApplicationJourney,
  CreditCheckStatus,
  SecondaryStatus,
} from './application-journey';
import { hasPrimaryApplicant } from './applicant-role';

/** Which body text goes under the headline: the web app words each kind. */
export type HeadlineKind = 'congratulations' | 'declined' | 'inProgress' | 'nominated' | 'welcome';

export interface Headline {
  kind: HeadlineKind;
  title: string;
}

/** 'Welcome' followed by the first name, as on the home screens and the dashboard. */
export function welcomeTitle(firstName: string | undefined): string {
  const name = firstName?.trim();
  return name ? `Welcome ${name}` : 'Welcome';
}

/**
 * Journey §4: the quote counts as reassigned to the viewer when nobody is primary yet, or when the
 * viewer is the primary applicant but has not confirmed 'yes'.
 */
export function isQuoteReassigned(journey: ApplicationJourney, viewerIsPrimary: boolean): boolean {
  return !hasPrimaryApplicant(journey) || (viewerIsPrimary && journey.primaryApplicant?.confirmed !== 'yes');
}

/** The home's headline once the credit check declined the application (decision 2083). */
export const DECLINED_HEADLINE = 'Your application was not approved';

/** Started, not finished, and past the shortlist (decision 0104). */
const isInProgress = (status: ApplicationStatus | SecondaryStatus | undefined): boolean =>
  status !== undefined && status !== 'finished' && status !== 'viewShortlist';

/**
 * The home headline (journey §4): 'Congratulations!' when finished; 'Welcome' with the nominated
 * officer's text when the quote was reassigned to the viewer; a declined credit check says so
 * (decision 2083: 'in progress' for ever promised a next step that will not come); 'Application in
 * progress' once started; otherwise 'Welcome' and the first name.
 */
export function homeHeadline(input: {
  status: ApplicationStatus | SecondaryStatus | undefined;
  firstName: string | undefined;
  quoteReassigned: boolean;
  /** The application's credit status, where the viewer's home knows it. */
  creditStatus?: CreditCheckStatus;
}): Headline {
  if (input.status === 'finished') return { kind: 'congratulations', title: 'Congratulations!' };
  if (input.creditStatus === 'declined') return { kind: 'declined', title: DECLINED_HEADLINE };
  if (input.quoteReassigned) return { kind: 'nominated', title: welcomeTitle(input.firstName) };
  if (isInProgress(input.status)) return { kind: 'inProgress', title: 'Application in progress' };
  return { kind: 'welcome', title: welcomeTitle(input.firstName) };
}
