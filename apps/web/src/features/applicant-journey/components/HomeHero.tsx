import type { ReactNode } from 'react';
import { useOrgProfile } from '../../../shared/organisation/org-profile-context';
import { PageHeading } from '../../../shared/ui/PageHeading';

/**
 * The top of a home (journey §2): hero image, headline and body text. Without a photo the hero shows
 * no image: the journey's header already shows the logo, and the page shows it once (decision 2085).
 */
export function HomeHero({
  title,
  body,
  calculator = false,
  children,
}: {
  title: string;
  body: string;
  calculator?: boolean;
  children?: ReactNode;
}) {
  const { profile } = useOrgProfile();
  const photo = profile.theme.primaryImage;
  const shape = calculator ? ' lp-home-hero__image--calculator' : '';
  return (
    <div className="lp-home-hero">
      {photo && <img className={`lp-home-hero__image${shape}`} src={photo} alt="" />}
      <PageHeading title={title}>
        <p>{body}</p>
        {children}
      </PageHeading>
    </div>
  );
}
