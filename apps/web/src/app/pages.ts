import { lazy } from 'react';

// One chunk per page, so the calculator's first page downloads only what it shows.
export const SearchPage = lazy(() => import('../features/calculator/components/SearchPage'));
export const ResultsPage = lazy(() => import('../features/calculator/components/ResultsPage'));
export const ShortlistsPage = lazy(() => import('../features/calculator/components/ShortlistsPage'));
export const EnquireNowPage = lazy(() => import('../features/calculator/components/EnquireNowPage'));
export const ThankYouPage = lazy(() => import('../features/calculator/components/ThankYouPage'));
export const DashboardPage = lazy(() => import('../features/dashboard/components/DashboardPage'));
export const LoginPage = lazy(() => import('../features/accounts/components/LoginPage'));
export const LogoutPage = lazy(() => import('../features/accounts/components/LogoutPage'));
export const ResetPasswordPage = lazy(() => import('../features/accounts/components/ResetPasswordPage'));
export const ErrorRoutePage = lazy(() => import('../features/errors/components/ErrorRoutePage'));
export const ApplicationStepPage = lazy(
  () => import('../features/applications/components/ApplicationStepPage'),
);
export const NoApplicationPage = lazy(() => import('../features/applications/components/NoApplicationPage'));
