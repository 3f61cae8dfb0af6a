import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderApp } from '../../testing/render-app';
import { anOrgProfile } from '../../testing/org-profile.fixture';

describe('the organisation profile at start-up', () => {
  it('asks for the profiles of the page host and shows a spinner until they arrive', async () => {
    const getOrgProfilesByDomain = jest.fn(() => [anOrgProfile({ region: 'AU' })]);
    renderApp('/calculator', { api: { getOrgProfilesByDomain } });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Business leasing calculator' })).toBeTruthy();
    expect(getOrgProfilesByDomain).toHaveBeenCalledWith(
      { domain: window.location.host },
      undefined,
      expect.anything(),
    );
  });

  it('falls back to the provider defaults (NZ) when no profile matches', async () => {
    renderApp('/calculator', { api: { getOrgProfilesByDomain: [] } });
    expect(
      await screen.findByRole('heading', { name: 'Quickly calculate your business vehicle lease cost!' }),
    ).toBeTruthy();
  });

  it('shows the error page when the lookup fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/calculator', {
      api: {
        getOrgProfilesByDomain: () => {
          throw new GraphQLError('unavailable');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Oops! There seems to be an issue' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
