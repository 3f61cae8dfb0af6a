import type { JSX } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import {
  APPLICATION_STEPS,
  type ApplicationStep,
} from '../features/applications/components/application-steps';
import { AppLayout } from './AppLayout';
import { RequireLogin } from './RequireLogin';
import * as Page from './pages';
import { usePreloadJourneyPages } from './usePreloadNextPages';

/** Every screen of the journey (journey §2 'Routes'). */
const STEP_PAGES: Record<ApplicationStep, JSX.Element> = {
  home: <Page.JourneyHomePage noApplication={Page.NoApplicationPage} />,
  orderVerification: <Page.QuoteReviewPage noApplication={Page.NoApplicationPage} />,
  businessDetails: <Page.BusinessDetailsPage noApplication={Page.NoApplicationPage} />,
  approvals: <Page.ApprovalsPage noApplication={Page.NoApplicationPage} />,
  quoteSign: <Page.QuoteSignReturnPage />,
  quoteSignMla: <Page.LeaseSignReturnPage />,
  wetSignatureSecondary: <Page.WetSignatureSecondaryPage noApplication={Page.NoApplicationPage} />,
  approvalsWaiting: <Page.ApprovalsWaitingPage noApplication={Page.NoApplicationPage} />,
  applicationOnHold: <Page.ApplicationOnHoldPage noApplication={Page.NoApplicationPage} />,
  reviewAndSignContract: (
    <Page.ReviewAndSignContractPage
      noApplication={Page.NoApplicationPage}
      signing={Page.ContractSigningScreen}
    />
  ),
  // The scan is a dialog of the approvals step (decision 1636): the scan's own address leads there.
  idScan: <Navigate to="../approvals" relative="path" replace />,
};

/**
 * Drawn beside a signed-in step's page, inside the same Suspense boundary: its effect runs once the
 * page has drawn, and fetches every step's page ahead (decision 2084).
 */
function JourneyPagesAhead(): null {
  usePreloadJourneyPages();
  return null;
}

function applicationStep(step: ApplicationStep): RouteObject {
  const { path, needsLogin } = APPLICATION_STEPS[step];
  // The e-signature return pages open in the signing popup, which leads to no other step.
  const element = needsLogin ? (
    <>
      <JourneyPagesAhead />
      {STEP_PAGES[step]}
    </>
  ) : (
    STEP_PAGES[step]
  );
  return path === '' ? { index: true, element } : { path, element };
}

const steps = Object.keys(APPLICATION_STEPS) as ApplicationStep[];

/** Both specifications' route tables (calculator §2, journey §2). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <Navigate to="/calculator" replace /> },
      {
        path: 'calculator',
        children: [
          { index: true, element: <Page.SearchPage /> },
          { path: 'search', element: <Page.SearchPage /> },
          {
            path: 'results',
            id: 'calculatorResults',
            element: <Page.ResultsPage enquiryDialog={Page.EnquiryDialog} />,
          },
          { path: 'shortlists', element: <Page.ShortlistsPage requestCallDialog={Page.RequestCallDialog} /> },
          { path: 'enquire-now', element: <Page.EnquireNowPage /> },
          { path: 'thank-you', element: <Page.ThankYouPage /> },
        ],
      },
      { path: 'login', element: <Page.LoginPage /> },
      { path: 'logout', element: <Page.LogoutPage /> },
      { path: 'reset-password', element: <Page.ResetPasswordPage /> },
      { path: 'error', element: <Page.ErrorRoutePage /> },
      {
        path: 'applications',
        children: [
          { element: <RequireLogin />, children: [{ index: true, element: <Page.NoApplicationPage /> }] },
          {
            path: ':applicationId',
            children: [
              // The e-signature return pages open in a popup that need not be signed in.
              ...steps.filter((step) => !APPLICATION_STEPS[step].needsLogin).map(applicationStep),
              {
                element: <RequireLogin />,
                children: steps.filter((step) => APPLICATION_STEPS[step].needsLogin).map(applicationStep),
              },
            ],
          },
        ],
      },
      {
        element: <RequireLogin />,
        children: [
          { path: 'dashboard', element: <Page.DashboardPage requestCallDialog={Page.RequestCallDialog} /> },
        ],
      },
      // Unknown addresses lead to the calculator rather than a dead end.
      { path: '*', element: <Navigate to="/calculator" replace /> },
    ],
  },
];
