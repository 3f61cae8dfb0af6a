import { defaultOrgProfile } from '../organisation/default-org-profile';
import { privacyCollectionNotice, type PrivacyNotice } from './privacy-notice';

const textOf = (notice: PrivacyNotice) =>
  notice.sections.map((section) => [section.heading, ...section.paragraphs].join('\n')).join('\n');

const introducersProfile = () => {
  const profile = defaultOrgProfile('AU');
  return { ...profile, whiteLabel: { ...profile.whiteLabel, introducerName: 'Harbour Motors' } };
};

describe('the Privacy Collection Notice and Consent', () => {
  it('names the Australian laws and covers biometric information and the credit check', () => {
    const text = textOf(privacyCollectionNotice({ region: 'AU', specialIntroducer: false }));
    expect(text).toMatch(/Privacy Act 1988/);
    expect(text).toMatch(/Part IIIA/);
    expect(text).toMatch(/biometric information/);
    expect(text).toMatch(/Australian driver licence/);
    expect(text).toMatch(/1300 666 001/);
  });

  it('names the New Zealand laws and contacts', () => {
    const text = textOf(privacyCollectionNotice({ region: 'NZ', specialIntroducer: false }));
    expect(text).toMatch(/Privacy Act 2020/);
    expect(text).toMatch(/Credit Reporting Privacy Code 2020/);
    expect(text).toMatch(/New Zealand driver licence/);
    expect(text).toMatch(/0800 438 435/);
    expect(text).not.toMatch(/Australian/);
  });

  it("tells the special introducer's applicants that the introducer is told how it goes", () => {
    const special = privacyCollectionNotice({
      region: 'AU',
      profile: introducersProfile(),
      specialIntroducer: true,
    });
    const ordinary = privacyCollectionNotice({
      region: 'AU',
      profile: introducersProfile(),
      specialIntroducer: false,
    });
    expect(special.sections.map((s) => s.heading)).toContain('Sharing with Harbour Motors');
    expect(ordinary.sections.map((s) => s.heading)).not.toContain('Sharing with Harbour Motors');
  });
});
