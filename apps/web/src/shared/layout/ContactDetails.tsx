import { useBrand } from '../organisation/useBrand';

/** The organisation's contact block: name, phone, email and website. */
export function ContactDetails() {
  const brand = useBrand();
  return (
    <address className="lp-contact">
      <strong>{brand.companyName}</strong>
      <a href={`tel:${brand.phoneNumber.replace(/\s+/g, '')}`}>{brand.phoneNumber}</a>
      <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
      {brand.website && (
        <a href={brand.website} target="_blank" rel="noreferrer">
          {brand.website}
        </a>
      )}
    </address>
  );
}
