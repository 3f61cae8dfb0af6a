import type { ReactNode } from 'react';
import { useBrand } from '../../../shared/organisation/useBrand';
import { useOrgProfile } from '../../../shared/organisation/org-profile-context';
import { PageHeading } from '../../../shared/ui/PageHeading';

/** The top of a home (journey §2): hero image or logo, headline and body text. */
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
  const brand = useBrand();
  const { profile } = useOrgProfile();
  const photo = profile.theme.primaryImage;
  const image = photo ?? brand.headerLogo;
  // A photo fills the hero; a logo is shown whole, never cropped to the hero's shape.
  const shape = photo ? (calculator ? ' lp-home-hero__image--calculator' : '') : ' lp-home-hero__image--logo';
  return (
    <div className="lp-home-hero">
      {image && <img className={`lp-home-hero__image${shape}`} src={image} alt="" />}
      <PageHeading title={title}>
        <p>{body}</p>
        {children}
      </PageHeading>
    </div>
  );
}
