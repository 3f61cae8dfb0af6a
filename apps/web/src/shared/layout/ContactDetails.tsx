import { useBrand } from '../organisation/useBrand';

/**
 * The organisation's contact block: name, phone, email and website; with `termsLink`, the terms link
 * too, as the journey's waiting screen shows it (journey §2).
 */
export function ContactDetails({ termsLink = false }: { termsLink?: boolean } = {}) {
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
      {termsLink && (
        <a href={brand.termsLink} target="_blank" rel="noreferrer">
          Terms of Use
        </a>
      )}
    </address>
  );
}
