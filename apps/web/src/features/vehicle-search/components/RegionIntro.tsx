import { Classes } from '@blueprintjs/core';
import { regionDefaults } from '@lease-portal/domain';
import { useOrgProfile } from '../../../shared/organisation/org-profile-context';

/** The calculator's landing intro, worded by region; AU adds who is eligible (calculator §2). */
export function RegionIntro() {
  const { region } = useOrgProfile();
  const { landingIntro, eligibility } = regionDefaults(region);
  return (
    <section className="lp-intro">
      <h1 className={`${Classes.HEADING} lp-intro__title`}>{landingIntro}</h1>
      {region === 'AU' && (
        <div className="lp-intro__eligibility">
          <p className="lp-intro__eligibility-lead">To apply, your business needs:</p>
          <ul className="lp-check-list">
            {eligibility.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
