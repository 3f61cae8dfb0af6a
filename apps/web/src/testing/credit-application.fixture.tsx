import { render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { OverlaysProvider } from '@blueprintjs/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Region } from '@lease-portal/domain';
import { AppConfigContext } from '../shared/config/app-config-context';
import { ErrorDialogProvider } from '../shared/error-dialog/ErrorDialogProvider';
import { OrgProfileContext } from '../shared/organisation/org-profile-context';
import { withoutNulls } from '../shared/organisation/without-nulls';
import { fakeApiClient, type FakeApi } from './fake-api-client';
import { anOrgProfile } from './org-profile.fixture';
import { testConfig } from './render-app';
import {
  CreditApplicationAccordion,
  type LoadedJourney,
} from '../features/applicant-journey/business-details/credit-application/CreditApplicationAccordion';

/** The signed-in primary's application at the business details step, as getVehicleApplication answers it. */
export function anApplication(scoreboard: object = {}, region: Region = 'AU') {
  return {
    user: { id: 'officer-1', region },
    vehicleApplication: {
      applicationId: 'app-1',
      scoreboard: {
        entityDetails: { entityName: 'ACME HAULAGE PTY LTD', entityType: 'PRV' },
        companyDetails: { companyLegalName: 'ACME HAULAGE PTY LTD' },
        leaseDetails: { driveAwayPrice: 58990, fiscalValue: 53627 },
        businessDetails: null,
        ...scoreboard,
      },
    },
  };
}

export const SAVED_ENTITY_DETAILS = {
  companyLegalName: 'ACME HAULAGE PTY LTD',
  companyLegalAddress: '12 Example Street, Sydney NSW 2000',
  tradingAddressSame: true,
  tradingAddress: '12 Example Street, Sydney NSW 2000',
  businessContactNumber: '0298765432',
  businessWebsite: 'acme.example',
  streetNo: '12',
  streetName: 'Example Street',
  suburb: 'Sydney',
  state: 'nsw',
  postCode: '2000',
  country: 'Australia',
  countryCode: 'AU',
  subPremise: null,
};

export const SUGGESTIONS = [
  { id: 'addr-1', fullAddress: '12 Example Street, Sydney NSW 2000', country: 'AU' },
  { id: 'addr-2', fullAddress: '12 Example Road, Auckland 1010', country: 'NZ' },
];

export const PARTS: Record<string, object> = {
  'addr-1': {
    id: 'addr-1',
    fullAddress: '12 Example Street, Sydney NSW 2000',
    subPremise: null,
    streetNo: '12',
    streetName: 'Example Street',
    suburb: 'Sydney',
    state: 'nsw',
    postCode: '2000',
    country: 'Australia',
    countryCode: 'AU',
  },
  'addr-2': {
    id: 'addr-2',
    fullAddress: '12 Example Road, Auckland 1010',
    subPremise: null,
    streetNo: '12',
    streetName: 'Example Road',
    suburb: 'Auckland Central',
    state: 'Auckland',
    postCode: '1010',
    country: 'New Zealand',
    countryCode: 'NZ',
  },
};

/** The accordion on the business details route, with the approvals and logout routes to land on. */
export function renderAccordion({ api, region = 'AU' }: { api: FakeApi; region?: Region }) {
  const loaded = {
    state: 'loaded',
    user: { id: 'officer-1', region },
    application: { applicationId: 'app-1' },
    reload: async () => undefined,
  } as unknown as LoadedJourney;
  const router = createMemoryRouter(
    [
      {
        path: '/applications/:applicationId/businessDetails',
        element: <CreditApplicationAccordion loaded={loaded} />,
      },
      { path: '/applications/:applicationId/approvals', element: <h1>ID Check</h1> },
      { path: '/logout', element: <h1>Signed out</h1> },
    ],
    { initialEntries: ['/applications/app-1/businessDetails'] },
  );
  const view = render(
    <AppConfigContext.Provider value={testConfig}>
      <OrgProfileContext.Provider value={{ profile: withoutNulls(anOrgProfile({ region })), region }}>
        <ApolloProvider client={fakeApiClient(api)}>
          <OverlaysProvider>
            <ErrorDialogProvider>
              <RouterProvider router={router} />
            </ErrorDialogProvider>
          </OverlaysProvider>
        </ApolloProvider>
      </OrgProfileContext.Provider>
    </AppConfigContext.Provider>,
  );
  return { ...view, router };
}
