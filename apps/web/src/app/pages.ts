import { lazy } from 'react';

// The calculator's first page is part of the entry, so it draws without waiting for another
// script (decision 0603); every other page is its own chunk, loaded on first visit.
export { default as SearchPage } from '../features/vehicle-search/components/ChooseVehiclePage';
export const ResultsPage = lazy(() => import('../features/vehicle-search/components/ResultsPage'));
export const ShortlistsPage = lazy(() => import('../features/shortlist/components/ShortlistsPage'));
export const EnquireNowPage = lazy(() => import('../features/enquiry/components/EnquireNowPage'));
export const ThankYouPage = lazy(() => import('../features/enquiry/components/ThankYouPage'));
/** Opened from other features' pages, which are handed it here (features do not import one another). */
export const RequestCallDialog = lazy(() => import('../features/enquiry/components/RequestCallDialog'));
export const EnquiryDialog = lazy(() => import('../features/enquiry/components/EnquiryDialog'));
export const DashboardPage = lazy(() => import('../features/dashboard/components/DashboardPage'));
export const LoginPage = lazy(() => import('../features/accounts/components/LoginPage'));
export const LogoutPage = lazy(() => import('../features/accounts/components/LogoutPage'));
export const ResetPasswordPage = lazy(() => import('../features/accounts/components/ResetPasswordPage'));
export const ErrorRoutePage = lazy(() => import('../features/errors/components/ErrorRoutePage'));
export const ApplicationStepPage = lazy(
  () => import('../features/applications/components/ApplicationStepPage'),
);
export const NoApplicationPage = lazy(() => import('../features/applications/components/NoApplicationPage'));
export const JourneyHomePage = lazy(() => import('../features/applicant-journey/components/JourneyHomePage'));
export const QuoteReviewPage = lazy(() => import('../features/applicant-journey/components/QuoteReviewPage'));
export const QuoteSignReturnPage = lazy(
  () => import('../features/applicant-journey/components/QuoteSignReturnPage'),
);
