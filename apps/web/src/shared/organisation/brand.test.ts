import { defaultOrgProfile, type OrgProfile } from '@lease-portal/domain';
import { brandOf } from './brand';

function anIntroducersProfile(introducerAbn: string): OrgProfile {
  const profile = defaultOrgProfile();
  return {
    ...profile,
    whiteLabel: { ...profile.whiteLabel, introducerAbn },
    theme: { ...profile.theme, rightLogo: '/logos/partner.svg' },
  };
}

describe('the partner logo of the header (journey §2)', () => {
  it('shows for an ordinary introducer', () => {
    expect(brandOf(anIntroducersProfile('53004085616'), 'AU', '51824753556').partnerLogo).toBe(
      '/logos/partner.svg',
    );
  });

  it('shows when the deployment names no special introducer', () => {
    expect(brandOf(anIntroducersProfile('51824753556'), 'AU').partnerLogo).toBe('/logos/partner.svg');
  });

  it('is hidden for the special introducer, identified by its business number', () => {
    expect(brandOf(anIntroducersProfile('51 824 753 556'), 'AU', '51824753556').partnerLogo).toBeUndefined();
  });
});
