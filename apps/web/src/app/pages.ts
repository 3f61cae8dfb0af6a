import { lazy, type ComponentType } from 'react';

// The calculator's first page is part of the entry, so it draws without waiting for another
// script (decision 0603); every other page is its own chunk, loaded on first visit.
export { default as SearchPage } from '../features/vehicle-search/components/ChooseVehiclePage';

/**
 * A page whose chunk can also be fetched ahead of the visit. A router navigation keeps the old
 * page on screen until the new one's chunk arrives, so the calculator's next step is fetched while
 * the customer reads the current one (decision 1040).
 */
export interface PreloadablePage {
  preload: () => void;
}

/** A lazily loaded page that is also a `PreloadablePage`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
function preloadablePage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return Object.assign(lazy(load), { preload: () => void load() });
}

export const ResultsPage = preloadablePage(() => import('../features/vehicle-search/components/ResultsPage'));
export const ShortlistsPage = preloadablePage(
  () => import('../features/shortlist/components/ShortlistsPage'),
);
export const EnquireNowPage = preloadablePage(() => import('../features/enquiry/components/EnquireNowPage'));

/** The pages a calculator step leads to, fetched once the step has drawn and the browser is idle. */
export const CALCULATOR_NEXT_PAGES: Readonly<Record<string, readonly PreloadablePage[]>> = {
  '/calculator/results': [ShortlistsPage, EnquireNowPage],
  '/calculator/shortlists': [EnquireNowPage, ResultsPage],
};

/**
 * The first page's next step, fetched when the visitor first touches the page: fetching it when idle
 * would spend the first page's own budget on a page not yet asked for (decision 0603).
 */
export const FIRST_PAGE_NEXT_PAGES: Readonly<Record<string, readonly PreloadablePage[]>> = {
  '/calculator': [ResultsPage],
  '/calculator/search': [ResultsPage],
};
/**
 * The calculator page a visitor arrives on by its address, fetched as the app starts: left to its
 * route, the fetch waited for the whole app's first render, a round trip later on a phone.
 */
const CALCULATOR_PAGES_BY_PATH: Readonly<Record<string, PreloadablePage>> = {
  '/calculator/results': ResultsPage,
  '/calculator/shortlists': ShortlistsPage,
  '/calculator/enquire-now': EnquireNowPage,
};

export function preloadPageAt(pathname: string): void {
  CALCULATOR_PAGES_BY_PATH[pathname.replace(/\/+$/, '')]?.preload();
}
export const ThankYouPage = lazy(() => import('../features/enquiry/components/ThankYouPage'));
/** Opened from other features' pages, which are handed it here (features do not import one another). */
export const RequestCallDialog = lazy(() => import('../features/enquiry/components/RequestCallDialog'));
export const EnquiryDialog = lazy(() => import('../features/enquiry/components/EnquiryDialog'));
export const DashboardPage = lazy(() => import('../features/dashboard/components/DashboardPage'));
export const LoginPage = lazy(() => import('../features/accounts/components/LoginPage'));
export const LogoutPage = lazy(() => import('../features/accounts/components/LogoutPage'));
export const ResetPasswordPage = lazy(() => import('../features/accounts/components/ResetPasswordPage'));
export const ErrorRoutePage = lazy(() => import('../features/errors/components/ErrorRoutePage'));
export const NoApplicationPage = lazy(() => import('../features/applications/components/NoApplicationPage'));
/**
 * The journey's step pages, preloadable: a step that writes navigates to the next one, and the router
 * kept the page being left on screen, still working, until the next page's chunk had loaded; Back
 * pressed meanwhile returned to that stale page (decision 2084). Each is fetched ahead once a journey
 * page has drawn (`JOURNEY_STEP_PAGES`, `usePreloadJourneyPages`).
 */
export const JourneyHomePage = preloadablePage(
  () => import('../features/applicant-journey/components/JourneyHomePage'),
);
export const QuoteReviewPage = preloadablePage(
  () => import('../features/applicant-journey/components/QuoteReviewPage'),
);
export const BusinessDetailsPage = preloadablePage(
  () => import('../features/applicant-journey/business-details/BusinessDetailsPage'),
);
export const ApprovalsPage = preloadablePage(
  () => import('../features/applicant-journey/identity-check/ApprovalsPage'),
);
/** The e-signature return pages open in the signing popup, never by a step of the journey. */
export const QuoteSignReturnPage = lazy(
  () => import('../features/applicant-journey/components/QuoteSignReturnPage'),
);
export const LeaseSignReturnPage = lazy(
  () => import('../features/applicant-journey/contract-signing/components/LeaseSignReturnPage'),
);
export const WetSignatureSecondaryPage = preloadablePage(
  () => import('../features/applicant-journey/contract-signing/components/WetSignatureSecondaryPage'),
);
/** The signing screen the review-and-sign page reveals; features do not import one another. */
export const ContractSigningScreen = lazy(
  () => import('../features/applicant-journey/contract-signing/components/ContractSigningScreen'),
);
export const ApprovalsWaitingPage = preloadablePage(
  () => import('../features/applicant-journey/credit-check/ApprovalsWaitingPage'),
);
export const ApplicationOnHoldPage = preloadablePage(
  () => import('../features/applicant-journey/credit-check/ApplicationOnHoldPage'),
);
export const ReviewAndSignContractPage = preloadablePage(
  () => import('../features/applicant-journey/credit-check/ReviewAndSignContractPage'),
);

/**
 * Every page a signed-in journey step can lead to. A step's writes lead on to the next step, its
 * Continue and the home's Proceed to whichever step the application is at, so all of them are
 * fetched, once, when the first journey page has drawn and the browser is idle (decision 2084).
 */
export const JOURNEY_STEP_PAGES: readonly PreloadablePage[] = [
  JourneyHomePage,
  QuoteReviewPage,
  BusinessDetailsPage,
  ApprovalsPage,
  ApprovalsWaitingPage,
  ApplicationOnHoldPage,
  ReviewAndSignContractPage,
  WetSignatureSecondaryPage,
];
