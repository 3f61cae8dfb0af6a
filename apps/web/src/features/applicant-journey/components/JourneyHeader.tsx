import { useBrand } from '../../../shared/organisation/useBrand';

/** The journey's header (journey §2): the organisation's logo on the left, the partner's on the right. */
export function JourneyHeader() {
  const brand = useBrand();
  return (
    <div className="lp-journey-header">
      {brand.headerLogo ? (
        <img className="lp-journey-header__logo" src={brand.headerLogo} alt={brand.companyName} />
      ) : (
        <strong className="lp-journey-header__name">{brand.companyName}</strong>
      )}
      {brand.partnerLogo && (
        <img className="lp-journey-header__partner" src={brand.partnerLogo} alt="Partner" />
      )}
    </div>
  );
}
