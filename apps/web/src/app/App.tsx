import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { AppConfig } from '../shared/config/app-config';
import { AppProviders } from './providers/AppProviders';
import { routes } from './routes';

/** The portal, configured by the page. */
export function App({ config }: { config: AppConfig }) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
