import { Link } from 'react-router';
import { useBrand } from '../../../shared/organisation/useBrand';

/**
 * The organisation's login logos above the account pages (login, forgot and reset password), which
 * have the footer but no header: the customer still sees whose portal this is.
 */
export function AccountBrand() {
  const brand = useBrand();
  const { left, right } = brand.loginLogos;
  return (
    <div className="lp-account__brand">
      <Link to="/calculator" className="lp-account__logo">
        {left ? <img src={left} alt={brand.companyName} /> : brand.companyName}
      </Link>
      {right && <img className="lp-account__logo lp-account__logo--right" src={right} alt="" />}
    </div>
  );
}
