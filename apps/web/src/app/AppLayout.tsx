import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@blueprintjs/core';
import { pageChrome } from '../shared/layout/layout-rules';
import { PageLayout } from '../shared/layout/PageLayout';
import { useSignedIn } from '../shared/session/useSignedIn';
import { usePreloadNextPages } from './usePreloadNextPages';

// Anonymous visitors never download the signed-in services.
const SignedInServices = lazy(() => import('./SignedInServices'));

/** Every route renders inside this frame; each page's code loads on first visit. */
export function AppLayout() {
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  usePreloadNextPages(pathname);
  return (
    <PageLayout chrome={pageChrome(pathname, signedIn)}>
      <Suspense fallback={<Spinner aria-label="Loading" className="lp-page-spinner" />}>
        <Outlet />
      </Suspense>
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInServices />
        </Suspense>
      )}
    </PageLayout>
  );
}
