import { useMemo, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { OverlaysProvider } from '@blueprintjs/core';
import type { AppConfig } from '../../shared/config/app-config';
import { AppConfigContext } from '../../shared/config/app-config-context';
import { ErrorDialogProvider } from '../../shared/error-dialog/ErrorDialogProvider';
import { takeOrgProfileFromPage } from '../../features/organisation/page-org-profile';
import { createApolloClient } from '../apollo-client';
import { askForArrivalPageData } from '../arrival-page-data';
import { OrgProfileProvider } from './OrgProfileProvider';

/** Config, API client, organisation branding and the error dialog, in the order each needs the last. */
export function AppProviders({
  config,
  client,
  children,
}: {
  config: AppConfig;
  /** Tests pass a client against a fake API. */
  client?: ApolloClient;
  children: ReactNode;
}) {
  const apollo = useMemo(() => {
    const apiClient = client ?? createApolloClient(config.graphqlUrl);
    takeOrgProfileFromPage(apiClient, document, window.location.host);
    askForArrivalPageData(apiClient, window.location);
    return apiClient;
  }, [client, config.graphqlUrl]);
  return (
    <AppConfigContext.Provider value={config}>
      {/* Overlays only: BlueprintProvider's hotkeys dialog would put Blueprint's overlay code, unused
          by the portal's keyboard, in the first page's bundle. */}
      <OverlaysProvider>
        <ApolloProvider client={apollo}>
          <OrgProfileProvider>
            <ErrorDialogProvider>{children}</ErrorDialogProvider>
          </OrgProfileProvider>
        </ApolloProvider>
      </OverlaysProvider>
    </AppConfigContext.Provider>
  );
}
