import { render } from '@testing-library/react';
import type { ApolloClient } from '@apollo/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers/AppProviders';
import { routes } from '../app/routes';
import type { AppConfig } from '../shared/config/app-config';
import { SIGNED_IN_KEY } from '../shared/session/signed-in-marker';
import { fakeApiClient, type FakeApi } from './fake-api-client';
import { anOrgProfile } from './org-profile.fixture';

export const testConfig: AppConfig = {
  graphqlUrl: '/graphql',
};

/** A signed-in customer with no application yet: what the API answers unless a test says otherwise. */
const signedInWithoutApplication = {
  user: {
    id: 'user-1',
    orgId: 'org-1',
    firstName: 'Alex',
    lastName: 'Ng',
    email: 'alex@example.com',
    region: 'AU',
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  vehicleApplication: null,
};

/** Renders the whole app at a path, signed in or not, against a fake API (or a client already made). */
export function renderApp(
  path: string,
  {
    signedIn = false,
    api = { getOrgProfilesByDomain: [anOrgProfile()] },
    client,
  }: { signedIn?: boolean; api?: FakeApi; client?: ApolloClient } = {},
) {
  if (signedIn) window.localStorage.setItem(SIGNED_IN_KEY, 'yes');
  else window.localStorage.removeItem(SIGNED_IN_KEY);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders
      config={testConfig}
      client={
        client ??
        fakeApiClient({
          getVehicleApplication: signedInWithoutApplication,
          recordAnalyticsEvent: true,
          passwordLink: { error: null },
          ...api,
        })
      }
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
