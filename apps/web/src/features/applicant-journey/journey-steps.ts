import {
  CALCULATOR_STATUSES,
  PRIMARY_STATUSES,
  SECONDARY_STATUSES,
  calculatorHomeTarget,
  primaryHomeTarget,
  secondaryHomeTarget,
  type HomeTarget,
  type JourneyRouteName,
  type SecondaryStatus,
} from '@lease-portal/domain';
import { homeKindOf, primaryStatusOf, signsOnPaper, type JourneyApplication } from './journey-view';

/**
 * Where a journey step's page stands for its viewer (decision 2084):
 * - `current`: the step the application is at; the page works as usual;
 * - `done`: a step already behind the application; the page opens read-only, with Continue to `next`;
 * - `elsewhere`: a step not yet reached, or not on the viewer's track; the page goes to `next` at once.
 * `next` is the step the application is at, or the home when the home starts (or ends) the journey.
 */
export type StepPlacement =
  | { placement: 'current' }
  | { placement: 'done'; next: JourneyRouteName }
  | { placement: 'elsewhere'; next: JourneyRouteName };

type TrackName = 'primary' | 'calculator' | 'secondary';

/** The steps each viewer's track opens, in order, with the status each one is reached in. */
type Track = {
  name: TrackName;
  order: readonly string[];
  at: string | undefined;
  target: HomeTarget<string>;
};

function trackOf(application: JourneyApplication, userId: string): Track | undefined {
  const kind = homeKindOf(application, userId);
  const status = primaryStatusOf(application);
  if (kind === 'primary')
    return { name: 'primary', order: PRIMARY_STATUSES, at: status, target: primaryHomeTarget(status) };
  if (kind === 'calculator') {
    return {
      name: 'calculator',
      order: CALCULATOR_STATUSES,
      at: status ?? 'viewShortlist',
      target: calculatorHomeTarget(status),
    };
  }
  if (kind === 'secondary') {
    const secondary = (application.scoreboard.statusSecondary ?? undefined) as SecondaryStatus | undefined;
    return {
      name: 'secondary',
      order: SECONDARY_STATUSES,
      at: secondary,
      target: secondaryHomeTarget(secondary, signsOnPaper(application)),
    };
  }
  return undefined;
}

/**
 * The status a step's route is reached in (the quote review is `reviewQuote` in the domain's words).
 * The credit check's waiting and on-hold screens belong to the review-and-sign step.
 */
const STATUS_OF_ROUTE: Partial<Record<JourneyRouteName, string>> = {
  reviewQuote: 'reviewQuote',
  businessDetails: 'businessDetails',
  approvals: 'approvals',
  'approvals-waiting': 'reviewAndSignContract',
  'application-on-hold': 'reviewAndSignContract',
  reviewAndSignContract: 'reviewAndSignContract',
  'wet-signature-secondary': 'reviewAndSignContract',
};

/**
 * Routes only some viewers have: the credit check is submitted, waited for and held by the
 * application's first officer; Authorised Officer (2) alone waits for a paper signing, and only when
 * the lease is signed on paper.
 */
const ROUTE_IS_FOR: Partial<
  Record<JourneyRouteName, (track: TrackName, application: JourneyApplication) => boolean>
> = {
  'approvals-waiting': (track) => track !== 'secondary',
  'application-on-hold': (track) => track !== 'secondary',
  'wet-signature-secondary': (track, application) => track === 'secondary' && signsOnPaper(application),
};

/**
 * Where the viewer goes on from a step: the route the home's main button opens, unless that button
 * first starts a step (the home's Proceed saves it) or leaves the journey (Log Out, the shortlist);
 * then the home, which offers exactly that.
 */
const nextRoute = (target: HomeTarget<string>): JourneyRouteName =>
  target.setStatus || target.route === 'logout' || target.route === 'dashboard'
    ? 'applications'
    : target.route;

/**
 * The one rule every gated journey page follows (decision 2084): a step behind the application opens
 * read-only; the step it is at opens as usual; a step ahead of it, or not the viewer's, goes to the
 * step it is at. A viewer who is no applicant of it is left to the page's own notice.
 */
export function stepPlacement(
  application: JourneyApplication,
  userId: string,
  route: JourneyRouteName,
): StepPlacement {
  const track = trackOf(application, userId);
  if (!track) return { placement: 'current' };
  const next = nextRoute(track.target);
  const onTrack = ROUTE_IS_FOR[route]?.(track.name, application) ?? true;
  if (!onTrack) return { placement: 'elsewhere', next };
  const stepStatus = STATUS_OF_ROUTE[route];
  const stepAt = stepStatus === undefined ? -1 : track.order.indexOf(stepStatus);
  const at = track.at === undefined ? -1 : track.order.indexOf(track.at);
  if (stepAt < 0 || at < 0 || stepAt > at) return { placement: 'elsewhere', next };
  if (stepAt < at) return { placement: 'done', next };
  return { placement: 'current' };
}
