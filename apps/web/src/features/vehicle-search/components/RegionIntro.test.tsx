import { screen } from '@testing-library/react';
import { renderWithBrand } from '../../../testing/render-with-brand';
import { RegionIntro } from './RegionIntro';

describe('the calculator landing intro', () => {
  it('invites NZ visitors to calculate their lease cost', () => {
    renderWithBrand(<RegionIntro />, 'NZ');
    expect(
      screen.getByRole('heading', { name: 'Quickly calculate your business vehicle lease cost!' }),
    ).toBeTruthy();
    expect(screen.queryByText(/ABN/)).toBeNull();
  });

  it('titles the AU calculator and notes who is eligible', () => {
    renderWithBrand(<RegionIntro />, 'AU');
    expect(screen.getByRole('heading', { name: 'Business leasing calculator' })).toBeTruthy();
    expect(screen.getByText('An active ABN for 2 or more years')).toBeTruthy();
  });
});
