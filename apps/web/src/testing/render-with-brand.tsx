import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Region } from '@lease-portal/domain';
import { AppConfigContext } from '../shared/config/app-config-context';
import { OrgProfileContext } from '../shared/organisation/org-profile-context';
import { withoutNulls } from '../shared/organisation/without-nulls';
import { anOrgProfile } from './org-profile.fixture';
import { testConfig } from './render-app';

/** Renders a piece of the page for one region's organisation, inside a router. */
export function renderWithBrand(ui: ReactNode, region: Region, profile = anOrgProfile({ region })) {
  return render(
    <AppConfigContext.Provider value={testConfig}>
      <OrgProfileContext.Provider value={{ profile: withoutNulls(profile), region }}>
        <MemoryRouter>{ui}</MemoryRouter>
      </OrgProfileContext.Provider>
    </AppConfigContext.Provider>,
  );
}
