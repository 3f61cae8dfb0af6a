import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, Classes, Navbar, NavbarGroup } from '@blueprintjs/core';
import { headerLogoHref } from '@lease-portal/domain';
import { useBrand } from '../organisation/useBrand';
import { useSignedIn } from '../session/useSignedIn';
import { SmartLink } from './SmartLink';

/**
 * The box every organisation's logo is drawn in (chrome.css fits it, left-aligned): the browser
 * keeps its place before the image arrives, whatever the logo's own proportions.
 */
const LOGO_BOX = { width: 220, height: 48 };

/** The calculator and dashboard header: logo, configured links, phone and sign-in (calculator §2). */
export function AppHeader() {
  const brand = useBrand();
  const signedIn = useSignedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const logoHref = headerLogoHref({
    headerLogoLink: brand.headerLogoLink,
    referrer: document.referrer,
    currentHost: window.location.host,
  });
  const logoLabel = brand.companyName;

  return (
    <header
      className="lp-header"
      style={{
        backgroundColor: brand.headerColour,
        backgroundImage: brand.headerImage ? `url(${JSON.stringify(brand.headerImage)})` : undefined,
      }}
    >
      <Navbar className="lp-header__bar">
        <NavbarGroup className="lp-header__brand">
          <SmartLink href={logoHref} className="lp-header__logo">
            {brand.headerLogo ? (
              <img src={brand.headerLogo} alt={logoLabel} width={LOGO_BOX.width} height={LOGO_BOX.height} />
            ) : (
              logoLabel
            )}
          </SmartLink>
          <Button
            className="lp-header__menu-toggle"
            variant="minimal"
            icon={menuOpen ? 'cross' : 'menu'}
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          />
        </NavbarGroup>
        <nav
          id={menuId}
          aria-label="Main"
          className={`lp-header__menu${menuOpen ? ' lp-header__menu--open' : ''}`}
        >
          <ul>
            {brand.headerLinks.map((link) => (
              <li key={`${link.menuTitle}:${link.menuUrl}`}>
                <SmartLink href={link.menuUrl} className={Classes.BUTTON + ' ' + Classes.MINIMAL}>
                  {link.menuTitle}
                </SmartLink>
              </li>
            ))}
            <li>
              <a href={`tel:${brand.phoneNumber.replace(/\s+/g, '')}`} className="lp-header__phone">
                {brand.phoneNumber}
              </a>
            </li>
            <li>
              {signedIn ? (
                <Link to="/logout" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
                  Logout
                </Link>
              ) : (
                <Link to="/login" className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
                  Customer login
                </Link>
              )}
            </li>
          </ul>
        </nav>
        {brand.partnerLogo && <img className="lp-header__partner-logo" src={brand.partnerLogo} alt="" />}
      </Navbar>
    </header>
  );
}
